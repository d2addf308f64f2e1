import type { OcrLanguage } from './ocr/ocr';

/**
 * The time zones of the countries whose language the reader knows, by that language. A business's zone (its settings
 * screen; the desk's own until it is saved) is where it is, and so the language most of its receipts are in.
 */
const zonesOf: Record<OcrLanguage, string[]> = {
  lt: ['Europe/Vilnius'],
  lv: ['Europe/Riga'],
  pl: ['Europe/Warsaw'],
  de: ['Europe/Berlin', 'Europe/Vienna', 'Europe/Busingen'],
  fr: ['Europe/Paris', 'Europe/Monaco'],
  es: ['Europe/Madrid', 'Atlantic/Canary', 'Africa/Ceuta'],
  en: ['Europe/London', 'Europe/Dublin'],
};
const languageOfZone = new Map(
  Object.entries(zonesOf).flatMap(([language, zones]) => zones.map((z) => [z, language as OcrLanguage])),
);

/**
 * The language OCR starts every receipt of a business from: its country's, by its time zone. Any other zone starts
 * from English, the model every other language's is read beside.
 */
export const readingLanguageOf = (timeZone: string): OcrLanguage => languageOfZone.get(timeZone) ?? 'en';
