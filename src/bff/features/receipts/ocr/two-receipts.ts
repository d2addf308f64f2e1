import type { PlacedWord } from './ocr-words';

/** A note the review screen shows when a photo holds two receipts and neither is clearly the one meant. */
export const twoReceiptsNote =
  'The photo holds two receipts of about the same size: photograph each receipt on its own.';

/** Words worth the name (two letters or digits): a surface's texture reads as stray marks, which would bridge a gap. */
const real = (w: PlacedWord) => (w.text.match(/[\p{L}\d]/gu)?.length ?? 0) >= 2;
/** A receipt's worth of words on each side of the gap, and a gap no column of one receipt leaves over all its height. */
const minWords = 12;
const minGap = 0.05;
/** One receipt's print is this much larger than the other's: the receipt nearer the camera, the one meant. */
const clearlyLarger = 1.25;
const bins = 200;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/**
 * Two receipts side by side in one read (issue 45): the words fall into two groups with a gap between them that no
 * word crosses from top to bottom (a receipt's own header and date lines span its width, so one receipt leaves no such
 * gap). Then the larger receipt is read, told by the size of its print, and the other's words are blanked out of the
 * text so that no figure of it can be taken; when neither is clearly larger, the photo is refused with a note rather
 * than answered with a guess. The gap is looked for across the lines of print, so a photo read turned is judged as
 * read. One receipt: the text as it is.
 */
export function oneReceipt(text: string, words: PlacedWord[]): { text: string } | { note: string } {
  const printed = words.filter(real);
  if (printed.length < 2 * minWords) return { text };
  // lines of print run along the picture's x unless the photo was read turned a quarter
  const across = median(printed.map((w) => w.box[2] - w.box[3])) >= 0 ? 0 : 1;
  const start = (w: PlacedWord) => w.box[across];
  const end = (w: PlacedWord) => w.box[across] + w.box[across + 2]!;
  const covered = new Uint16Array(bins + 1);
  for (const w of printed)
    for (let b = Math.floor(start(w) * bins); b <= Math.min(bins, Math.ceil(end(w) * bins)); b++)
      covered[b]! += 1;
  const [lo, hi] = [Math.min(...printed.map(start)), Math.max(...printed.map(end))];
  let [gap, at, run] = [0, 0, 0];
  for (let b = Math.ceil(lo * bins); b <= Math.floor(hi * bins); b++) {
    run = covered[b] ? 0 : run + 1;
    if (run > gap) [gap, at] = [run, (b + 1 - run / 2) / bins];
  }
  if (gap / bins < minGap) return { text };
  const sides = [printed.filter((w) => end(w) <= at), printed.filter((w) => start(w) >= at)];
  if (sides.some((s) => s.length < minWords)) return { text };
  // the print's size along the lines' height: the receipt at two thirds of the other's size prints two thirds as tall
  const [a, b] = sides.map((s) => median(s.map((w) => w.box[3 - across]!))) as [number, number];
  if (Math.max(a, b) < clearlyLarger * Math.min(a, b)) return { note: twoReceiptsNote };
  const other = a > b ? (w: PlacedWord) => start(w) >= at : (w: PlacedWord) => end(w) <= at;
  const chars = text.split(''); // the words' offsets count UTF-16 units
  for (const w of words) {
    if (w.offset < 0 || !other(w)) continue;
    for (let k = w.offset; k < w.offset + w.text.length; k++) if (chars[k] !== '\n') chars[k] = ' ';
  }
  return { text: chars.join('') };
}
