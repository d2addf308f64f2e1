import { timeZoneCookie } from '../../contract/locales';

/** Tells the BFF the person's time zone for the next page it renders (contract/locales.ts). */
export function rememberTimeZone(): void {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  document.cookie = `${timeZoneCookie}=${encodeURIComponent(zone)}; Path=/; Max-Age=${400 * 24 * 3600}; SameSite=Lax`;
}
