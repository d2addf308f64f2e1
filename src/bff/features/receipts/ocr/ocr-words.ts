import { placeBox, unmoved, type Placement } from '../image/placement';

/** A word read, where it stands on the picture the person sees, and where its text starts in the text read (−1: not found). */
export interface PlacedWord {
  text: string;
  box: [number, number, number, number];
  offset: number;
}

/**
 * The words of tesseract's TSV output (level 5 rows: left, top, width, height in pixels of the image read, then the
 * word), placed on the picture and found in order in the text tesseract made of the same words.
 */
export function tsvWords(
  tsv: string,
  text: string,
  image: { width: number; height: number; at?: Placement },
): PlacedWord[] {
  const words: PlacedWord[] = [];
  let cursor = 0;
  for (const row of tsv.split('\n')) {
    const cols = row.split('\t');
    const word = cols[11]?.trim();
    if (cols[0] !== '5' || !word) continue;
    const [left, top, width, height] = cols.slice(6, 10).map(Number) as [number, number, number, number];
    const offset = text.indexOf(word, cursor);
    if (offset >= 0) cursor = offset + word.length;
    const box = placeBox(
      image.at ?? unmoved,
      { x0: left, y0: top, x1: left + width, y1: top + height },
      image,
    );
    words.push({ text: word, box, offset });
  }
  return words;
}
