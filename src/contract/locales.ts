/**
 * The dashboard's languages. The web app speaks them (its catalogues); the BFF sends the active one's words with the
 * page, so it picks the language the same way. English is the source and the fallback.
 */
export const locales = ['lt', 'en', 'de', 'fr', 'es'] as const;
export type Locale = (typeof locales)[number];
export const sourceLocale: Locale = 'en';

export const isLocale = (value: unknown): value is Locale => locales.includes(value as Locale);

/**
 * The language at a visit: the one the person chose before (remembered), else the first of the browser's languages
 * we speak (`de-AT` → de), else English.
 */
export function pickLocale(
  remembered: string | null | undefined,
  browserLanguages: readonly string[],
): Locale {
  if (isLocale(remembered)) return remembered;
  for (const tag of browserLanguages) {
    const language = tag.toLowerCase().split('-')[0];
    if (isLocale(language)) return language;
  }
  return sourceLocale;
}

/**
 * The locale dates and numbers are written in: the dashboard's language with the region of the first of the person's
 * own languages in it (en-GB: 24 Nov 2026, 20:19), else the language alone (en: the US way). The browser's
 * languages, or the Accept-Language the BFF was sent for the page it draws: both give the same.
 */
export function formatLocaleFor(locale: string, browserLanguages: readonly string[]): string {
  for (const tag of browserLanguages) {
    const [language, region] = tag.split('-');
    if (language?.toLowerCase() !== locale) continue;
    // Only a plain region (GB, 419) is taken: the tag comes from a request, and Intl must be able to read it.
    return region && /^([a-z]{2}|\d{3})$/i.test(region) ? `${locale}-${region.toUpperCase()}` : locale;
  }
  return locale;
}

/** The cookie that remembers the person's own choice of language: the app writes it, the BFF reads it for the page. */
export const languageCookie = 'desk_language';

/**
 * The cookie that tells the BFF the person's time zone (IANA), written by the app at each visit: the BFF renders the
 * first screen's clock times and days overdue in it (web/first-screen/server-entry.tsx), so the browser's own render matches.
 */
export const timeZoneCookie = 'desk_zone';
