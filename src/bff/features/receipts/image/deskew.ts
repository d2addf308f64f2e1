import type { Sharp } from 'sharp';
import { grey, raw, type GreyImage } from './grey-image';
import { tilted, unmoved } from './placement';
import { minAngle, skewOf } from './skew';

/**
 * How the print is sharpened against blur. A scanned page's print is soft (a small scan drawn large onto the page) on
 * clean paper: sharp's sharpen (σ 0.8, in Lab, the larger steps doubled). A photo's noise (the surface, the sensor) is
 * as sharp as its print, and that sharpen made tesseract both slower and worse on it: each pixel is pushed away from a
 * 3 × 3 Gaussian blur of it (σ ≈ 0.85) by as much again, on the one grey band (a fifth of a second less a photo too).
 */
export type Sharpen = 'scan' | 'photo';
const sharpen = (pipeline: Sharp, kind: Sharpen) =>
  kind === 'scan'
    ? pipeline.sharpen({ sigma: 0.8 })
    : pipeline.convolve({ width: 3, height: 3, scale: 16, kernel: [-1, -2, -1, -2, 28, -2, -1, -2, -1] });

/**
 * The paper turned level, then the light sharpen. A paper lying a few degrees askew puts a label and its amount at
 * different heights, and tesseract's one block then pairs the amount with the line above or below it.
 */
export async function deskew(flat: GreyImage, kind: Sharpen): Promise<GreyImage> {
  const skew = await skewOf(flat);
  if (Math.abs(skew) < minAngle) return { ...(await grey(sharpen(raw(flat), kind))), at: flat.at };
  const level = await grey(sharpen(raw(flat).rotate(-skew, { background: '#ffffff' }), kind));
  return { ...level, at: tilted(flat.at ?? unmoved, -skew, flat, level) };
}
