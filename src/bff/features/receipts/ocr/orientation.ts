import { grey, raw, turnGrey, type GreyImage } from '../image/grey-image';
import type { Ocr, OcrText } from './ocr';
import { amountCount, clearlyBetter, readScore } from './read-score';

/**
 * The sample a turn is judged on: the square at the middle of the photo, six tenths of its shorter side, at half size
 * (as a glance reads). On a receipt that is print whichever way up it lies, and a quarter turn of a square holds the
 * same print sideways; each read of it costs less than a glance.
 */
async function middleSquare(img: GreyImage): Promise<GreyImage> {
  const side = Math.max(1, Math.round(Math.min(img.width, img.height) * 0.6));
  const box = {
    left: Math.floor((img.width - side) / 2),
    top: Math.floor((img.height - side) / 2),
    width: side,
    height: side,
  };
  const half = Math.max(1, Math.round(side / 2));
  return grey(raw(img).extract(box).resize({ width: half, height: half }));
}

/**
 * Which way up a prepared photo is, decided before its language and fields are read (a phone held sideways or upside
 * down saves no EXIF turn on some phones). The middle square is read as it lies; unless that read two amounts (never
 * read off turned print), it is read at each other turn too, and the turn that read best wins when it clearly beats
 * the photo as it lies. At most four small reads, counted by number, not by time: the answer does not depend on the
 * machine's load.
 */
export async function orient(ocr: Ocr, image: GreyImage): Promise<GreyImage> {
  const square = await middleSquare(image);
  const asItLies = await ocr.read(square);
  if (amountCount(asItLies.text) >= 2) return image;
  let best: { angle: 0 | 90 | 180 | 270; read: OcrText } = { angle: 0, read: asItLies };
  for (const angle of [180, 90, 270] as const) {
    const read = await ocr.read(await turnGrey(square, angle));
    if (readScore(read) > readScore(best.read)) best = { angle, read };
  }
  return best.angle === 0 || !clearlyBetter(best.read, asItLies) ? image : turnGrey(image, best.angle);
}
