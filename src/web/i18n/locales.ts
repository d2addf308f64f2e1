/** The dashboard's languages, each named in itself for the switcher. English is the source and the fallback. */
export const locales = ['lt', 'en', 'de', 'fr', 'es'] as const;
export type Locale = (typeof locales)[number];
export const sourceLocale: Locale = 'en';

export const localeNames: Record<Locale, string> = {
  lt: 'Lietuvių',
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
};

export const isLocale = (value: unknown): value is Locale => locales.includes(value as Locale);

/**
 * The language at a visit: the one the person chose before (remembered), else the first of the browser's languages
 * we speak (`de-AT` → de), else English.
 */
export function pickLocale(remembered: string | null, browserLanguages: readonly string[]): Locale {
  if (isLocale(remembered)) return remembered;
  for (const tag of browserLanguages) {
    const language = tag.toLowerCase().split('-')[0];
    if (isLocale(language)) return language;
  }
  return sourceLocale;
}
