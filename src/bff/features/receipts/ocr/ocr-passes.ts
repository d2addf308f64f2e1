import { turnGrey, type GreyImage } from '../image/grey-image';
import { cropToPaper } from '../image/paper-cut';
import type { Ocr, OcrText } from './ocr';
import { inkEdges, wallMs } from './pass-work';
import { clearlyBetter, maybeTurned, readScore, wordsIn } from './read-score';

/** A pass that read this much is trusted as it is (a short till receipt has twenty words and more). */
const enough = (t: OcrText) => wordsIn(t.text) >= 12 && t.confidence >= 0.6;

export interface PassOptions {
  /**
   * Work (ink edges, see inkEdges) from the start within which an optional pass (a quarter turn, a second full read)
   * must end: one expected to run past it does not start
   */
  budget: number;
  /**
   * Work from the start within which the reading must end: a pass expected to run past it does not start, and the
   * best read so far stands (the glance itself, when a full read would not fit)
   */
  cap: number;
  /**
   * Wall-clock ms after which no pass starts: a safety bound for a machine all but stopped, far above any reading's
   * time, so in normal conditions it never changes the answer (the budgets above do, the same way on any machine)
   */
  safetyMs?: number;
  /** the work a glance at an image costs (a test's stand-in reader sets its own) */
  workOf?: (image: GreyImage) => number;
  /** the wall clock of the safety bound */
  now?: () => number;
  /** whether a read's figures add up: of two reads, one that does is the better whatever it scores */
  balances?: (text: string) => boolean;
}

/**
 * A full read costs at least about this many glances at the middle rows of the same image: eight times the pixels,
 * but tesseract's time follows the marks it finds more than the pixels, and on a photo whose surface reads as stray
 * marks (the one this guess is for: a glance of seconds) they are everywhere.
 */
const readPerGlance = 2;

/**
 * Reads a photo so that a readable one never gives nothing: its language told from a glance at its middle rows (then
 * at its foot and head if those tell none); when that glance reads little or unsurely, the paper cut from the surface
 * it lies on, and, if it may be of turned print (unsure, and not two amounts read), the turns at a glance until one
 * reads like upright print (a phone held sideways or upside down saves no EXIF turn on some phones). After the full
 * read, if it is still poor: the whole photo uncut, then scattered-text segmentation. The best read wins (one whose
 * figures add up before one that scores more). Each pass's work is counted from the image, not timed: none starts
 * that would end after the cap, no optional one that would end after the budget, so a busy machine reads a photo as
 * a quiet one does. A photo whose surface reads as hundreds of stray marks is answered from its glance (its middle
 * rows only) rather than after fifteen seconds. `reads` are all the reads made, in order.
 */
export async function readImage(
  ocr: Ocr,
  image: GreyImage,
  languageOf: (text: string) => string | null,
  o: PassOptions,
): Promise<OcrText & { reads: OcrText[] }> {
  const now = o.now ?? wallMs;
  const workOf = o.workOf ?? inkEdges;
  await ocr.ready(); // the worker's start is not the photo's cost
  const start = now();
  let spent = 0;
  const fits = (cost: number, by = o.cap) => spent + cost <= by && now() - start < (o.safetyMs ?? Infinity);
  // every read made, glances included: a lesser read's figures may add up where the best one's do not
  const reads: OcrText[] = [];
  const counted = async (cost: number, pass: () => Promise<OcrText>): Promise<OcrText> => {
    spent += cost;
    const t = await pass();
    reads.push(t);
    return t;
  };
  const better = (a: OcrText, b: OcrText) => {
    const [x, y] = o.balances ? [o.balances(a.text), o.balances(b.text)] : [false, false];
    return x !== y ? x : readScore(a) > readScore(b);
  };
  let glanceCost = workOf(image);
  const first = await counted(glanceCost, () => ocr.glance(image));
  let upright = image;
  let look = first;
  let angle: 0 | 90 | 180 | 270 = 0;
  let cropped = false;
  if (!enough(first)) {
    // the paper alone, when it lies on a surface the flattening left visible: its texture reads as stray characters
    // (the whole photo is read again below if the paper's read stays poor); a cut keeping nearly all the photo reads
    // as the photo did. Kept only if it reads better: a cut that whites out the print must not replace a readable photo
    const paper = await cropToPaper(image);
    const paperCost = paper ? workOf(paper) : 0;
    if (paper && paper.width * paper.height < 0.9 * image.width * image.height && fits(paperCost)) {
      const onPaper = await counted(paperCost, () => ocr.glance(paper));
      if (readScore(onPaper) > readScore(first))
        [upright, look, cropped, glanceCost] = [paper, onPaper, true, paperCost];
    }
    const base = upright;
    const baseCost = glanceCost; // a turn has its image's edges
    for (const turn of [180, 90, 270] as const) {
      // upside down, the commonest turn, is tried whenever its glance fits (a costly first glance is often the noise
      // of one, and a turned glance that reads well is a better answer than the upright read); the quarter turns
      // within the budget too; none once a glance reads like upright print
      if (!maybeTurned(look) || !fits(baseCost, turn === 180 ? o.cap : o.budget)) break;
      const turned = await turnGrey(base, turn);
      const glance = await counted(baseCost, () => ocr.glance(turned));
      if (clearlyBetter(glance, look)) [upright, look, angle] = [turned, glance, turn];
    }
  }
  const readGuess = glanceCost * readPerGlance;
  let language = languageOf(look.text);
  // the middle rows told no language (an invoice's items table, a short receipt): the words at its foot (totals, VAT)
  // and then at its head (a title) with them; a quarter of the page each
  let seen = look.text;
  for (const rows of ['foot', 'head'] as const) {
    if (language !== null || !fits(glanceCost + readGuess)) break;
    seen += `\n${(await counted(glanceCost, () => ocr.glance(upright, rows))).text}`;
    language = languageOf(seen);
  }
  await ocr.use(language);
  if (!fits(readGuess)) return { ...look, reads };
  let best = await counted(readGuess, () => ocr.read(upright));
  if (enough(best) && o.balances?.(best.text) !== false) return { ...best, reads };
  const whole = cropped ? (angle === 0 ? image : await turnGrey(image, angle)) : undefined;
  const passes = [...(whole ? [() => ocr.read(whole)] : []), () => ocr.read(upright, true)];
  for (const pass of passes) {
    if (!fits(readGuess, Math.min(o.budget, o.cap))) break;
    const t = await counted(readGuess, pass);
    if (better(t, best)) best = t;
    if (enough(best) && o.balances?.(best.text) !== false) break;
  }
  return { ...best, reads };
}
