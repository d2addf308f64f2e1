import type { FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { formatLocaleFor, languageCookie, pickLocale, type Locale } from '../../../contract/locales';

/**
 * The person's language for what the BFF writes for them (a spreadsheet's headers and words): picked as the drawn
 * page picks it — the language they chose in the app (its cookie), else their browser's, else English.
 */
export const requestLocale = (req: FastifyRequest): Locale =>
  pickLocale(req.cookies[languageCookie], new Negotiator(req).languages());

/** The locale the page's dates and numbers are written in: `locale` in the region the browser asks for (en-GB). */
export const requestFormatLocale = (req: FastifyRequest, locale: Locale): string =>
  formatLocaleFor(locale, new Negotiator(req).languages());
