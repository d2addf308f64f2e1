import { cropToPaper, turnGrey, type GreyImage } from './image-prep';
import type { Ocr, OcrText } from './ocr';

/** Words worth the name: two or more letters or digits. Stray marks from a cloth's weave are rarely that. */
const wordsIn = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\d]{2,}/u.test(w)).length;
/**
 * How much a pass read: its amounts (never read off upside-down or sideways text, and on every receipt) first, then
 * its words weighted by tesseract's confidence in them.
 */
export const readScore = (t: OcrText) => (t.text.match(/\d[.,]\s?\d{2}(?!\d)/g)?.length ?? 0) + 0.2 * wordsIn(t.text) * t.confidence;
/** A pass that read this much is trusted as it is (a short till receipt has twenty words and more). */
const enough = (t: OcrText) => wordsIn(t.text) >= 12 && t.confidence >= 0.6;

export interface PassOptions {
  /** CPU milliseconds from the start after which no further pass is started */
  budgetMs: number;
  /** the clock the budget is counted on */
  now?: () => number;
}

/**
 * The process's CPU time in ms: on a machine busy with other work a pass takes longer on the wall clock, yet costs
 * the same; a wall-clock budget would drop the passes there, just where the first read is most often poor.
 */
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/**
 * Reads a photo so that a readable one never gives nothing: its language told from a glance; when that glance reads
 * little or unsurely, the paper cut from the surface it lies on, and the other quarter turns at a glance (a phone
 * held sideways or upside down saves no EXIF turn on some phones). After the full read, if it is still poor: the
 * whole photo uncut, then scattered-text segmentation. The best read wins; no pass starts after the time budget.
 */
export async function readImage(ocr: Ocr, image: GreyImage, languageOf: (text: string) => string | null, o: PassOptions): Promise<OcrText> {
  const now = o.now ?? cpuMs;
  await ocr.ready(); // the worker's start is not the photo's cost
  const start = now();
  const left = () => now() - start < o.budgetMs;
  const first = await ocr.glance(image);
  let upright = image;
  let look = first;
  let angle: 0 | 90 | 180 | 270 = 0;
  let cropped = false;
  if (!enough(first)) {
    // the paper alone, when it lies on a surface the flattening left visible: its texture reads as stray characters
    // (the whole photo is read again below if the paper's read stays poor)
    // kept only if it reads better: a cut that whites out the print must not replace a readable photo
    const paper = await cropToPaper(image);
    const onPaper = paper && (await ocr.glance(paper));
    if (paper && onPaper && readScore(onPaper) > readScore(first)) [upright, look, cropped] = [paper, onPaper, true];
    const base = upright;
    for (const turn of [180, 90, 270] as const) {
      // upside down, the commonest turn, is always tried: a slow first glance is often the noise of one
      if (turn !== 180 && !left()) break;
      const turned = await turnGrey(base, turn);
      const glance = await ocr.glance(turned);
      if (readScore(glance) > readScore(look) * 1.3 + 1) [upright, look, angle] = [turned, glance, turn];
    }
  }
  await ocr.use(languageOf(look.text));
  let best = await ocr.read(upright);
  if (enough(best)) return best;
  const whole = cropped ? (angle === 0 ? image : await turnGrey(image, angle)) : undefined;
  const passes = [...(whole ? [() => ocr.read(whole)] : []), () => ocr.read(upright, true)];
  for (const pass of passes) {
    if (!left()) break;
    const t = await pass();
    if (readScore(t) > readScore(best)) best = t;
    if (enough(best)) break;
  }
  return best;
}
