import type { OcrText } from './ocr';

/** Words worth the name: two or more letters or digits. Stray marks from a cloth's weave are rarely that. */
export const wordsIn = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\d]{2,}/u.test(w)).length;
/** Amounts read ("12.50", "3,99"): on every receipt, and never read off upside-down or sideways print. */
export const amountCount = (text: string) => text.match(/\d[.,]\s?\d{2}(?!\d)/g)?.length ?? 0;
/** How much a pass read: its amounts first, then its words weighted by tesseract's confidence in them. */
export const readScore = (t: OcrText) => amountCount(t.text) + 0.2 * wordsIn(t.text) * t.confidence;
/**
 * A read this unsure may be of turned print: tesseract reads upside-down or sideways lines at under half its
 * confidence, and finds an amount in them once in a while, never two. (A glance that found two is of upright print,
 * however noisy the photo: on such a photo every turn's glance costs a second or more for nothing.)
 */
export const maybeTurned = (t: OcrText) => t.confidence < 0.5 && amountCount(t.text) < 2;
/** A turn's read beats the read as the photo lies only by a clear margin: noise scores a little either way. */
export const clearlyBetter = (turned: OcrText, asItLies: OcrText) =>
  readScore(turned) > readScore(asItLies) * 1.3 + 1;
