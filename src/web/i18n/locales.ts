import type { Locale } from '../../contract/locales';

/** Each language named in itself, for the switcher. */
export const localeNames: Record<Locale, string> = {
  lt: 'Lietuvių',
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
};
