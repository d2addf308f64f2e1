import sharp, { type Sharp } from 'sharp';
import { largestGroup } from './largest-group';
import { findPaper } from './paper';
import { cropped, tilted, turned, unmoved, type Placement } from './placement';
import { minAngle, skewOf } from './skew';

/** OCR reads best at roughly 300 dpi on a receipt: about 1,000–2,000 px on the long side. */
const maxSide = 2000;
const minWidth = 1000;
/** A 40-megapixel photo is fine; a decompression bomb is not. */
const maxInputPixels = 120_000_000;
const open = (bytes: Uint8Array) => sharp(bytes, { limitInputPixels: maxInputPixels, failOn: 'none' });

/** A greyscale image, one byte a pixel, row after row. */
export interface GreyImage {
  data: Buffer;
  width: number;
  height: number;
  /** where it lies on the picture the person sees (unset: it is that picture, or a scaled copy of it) */
  at?: Placement;
}

const raw = (img: GreyImage) =>
  sharp(img.data, { raw: { width: img.width, height: img.height, channels: 1 } });
/** Back to one band: raw single-channel input comes out of sharp as sRGB unless told. */
const grey = async (pipeline: Sharp): Promise<GreyImage> => {
  const { data, info } = await pipeline.toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
};

/** Which rows of an image a glance reads: the middle half, or the quarter at its head or at its foot. */
export type GlanceRows = 'middle' | 'head' | 'foot';
const rowShares: Record<GlanceRows, [number, number]> = {
  middle: [0.25, 0.75],
  head: [0, 0.25],
  foot: [0.75, 1],
};

/** Those rows of the image, at half size (placed where they lie on the picture). */
export async function rowsAtHalfSize(img: GreyImage, rows: GlanceRows): Promise<GreyImage> {
  const [from, to] = rowShares[rows];
  const top = Math.floor(img.height * from);
  const band = { left: 0, top, width: img.width, height: Math.max(1, Math.ceil(img.height * to) - top) };
  return {
    ...(await grey(
      raw(img)
        .extract(band)
        .resize({ width: Math.max(1, Math.round(img.width / 2)) }),
    )),
    at: cropped(img.at ?? unmoved, band, img),
  };
}

/**
 * The image as a binary PGM file: tesseract's image library reads it without decompressing anything. The PNG it
 * replaced was encoded here, decoded again in tesseract's wasm, and came out of sharp in three bands (its sharpen
 * works in Lab), which tesseract then held at 32 bits a pixel.
 */
export const pgm = (img: GreyImage) =>
  Buffer.concat([Buffer.from(`P5\n${img.width} ${img.height}\n255\n`), img.data]);

/**
 * Straightens and cleans a photo for OCR: EXIF rotation applied, scaled down (a 40 MP phone photo would cost
 * seconds and hundreds of MB in tesseract) or up (tiny scans lose strokes), greyscale, then the uneven light
 * flattened by dividing by the paper's own brightness (a shadow across the receipt otherwise turns into black
 * under a global threshold and takes the amounts with it), contrast stretched, sharpened against blur (see Sharpen).
 */
export async function prepareForOcr(bytes: Uint8Array, kind: Sharpen = 'photo'): Promise<GreyImage> {
  const meta = await open(bytes).metadata();
  const swap = (meta.orientation ?? 1) >= 5;
  const w = (swap ? meta.height : meta.width) ?? 0;
  const h = (swap ? meta.width : meta.height) ?? 0;
  const scale =
    Math.max(w, h) > maxSide
      ? maxSide / Math.max(w, h)
      : w > 0 && w < minWidth
        ? Math.min(3, minWidth / w)
        : 1;
  const width = Math.max(1, Math.round(w * scale));
  const whole = await grey(
    open(bytes)
      .rotate()
      .resize({ width, kernel: scale > 1 ? 'lanczos3' : 'mitchell' })
      .greyscale(),
  );
  // the paper cut from the surface it lies on before anything else: a textured cloth left in the frame comes out of
  // the flattening as noise that tesseract spends seconds reading as stray characters
  const paperAt = await findPaper(whole);
  const photo = paperAt
    ? { ...(await grey(raw(whole).extract(paperAt))), at: cropped(unmoved, paperAt, whole) }
    : whole;
  const { width: gw, height: gh } = photo;
  // the paper's brightness: dark text shrunk away (sharp's erode) on a quarter-size copy, smoothed, back to full size
  // (one resize per sharp pipeline: down, then filter, then up)
  const small = { width: Math.max(1, Math.round(gw / 4)), height: Math.max(1, Math.round(gh / 4)) };
  const down = await grey(raw(photo).resize(small));
  const smooth = await grey(raw(down).erode(4).blur(6));
  const paper = await grey(raw(smooth).resize({ width: gw, height: gh, fit: 'fill' }));
  // where the "paper" is much darker than the paper's usual brightness it is the table under it: white it out,
  // so its texture does not come back as stray characters
  const sorted = Uint8Array.from(smooth.data).sort();
  const table = 0.6 * (sorted[Math.floor(sorted.length * 0.9)] ?? 255);
  // each pixel divided by its paper's brightness, through a table of all 256 × 256 pairs (paper, pixel)
  const divide = new Uint8Array(256 * 256);
  for (let p = 0; p < 256; p++) {
    for (let g = 0; g < 256; g++)
      divide[p * 256 + g] = p < table ? 255 : Math.min(255, Math.round((g * 255) / Math.max(16, p)));
  }
  const flat = Buffer.allocUnsafe(photo.data.length);
  const hist = new Uint32Array(256);
  let counted = 0;
  for (let y = 0, i = 0; y < gh; y++) {
    for (let x = 0; x < gw; x++, i++) {
      if (paperAt && !paperAt.covers(x, y)) {
        flat[i] = 255; // the surface around the paper, whited out (the stretch below keeps white white)
        continue;
      }
      const v = divide[((paper.data[i] as number) << 8) | (photo.data[i] as number)] as number;
      flat[i] = v;
      // the ink is measured on the paper alone: the surface kept along its edge is darker than faded print
      if (paperAt && !paperAt.inside(x, y)) continue;
      hist[v] = (hist[v] as number) + 1;
      counted++;
    }
  }
  // stretch the contrast: the darkest ink (0.2 % of the pixels; text is a few % of a page) to black
  let ink = 0;
  for (let seen = 0; ink < 200 && seen + (hist[ink] as number) < counted * 0.002; ink++)
    seen += hist[ink] as number;
  const k = 255 / Math.max(1, 255 - ink);
  const stretch = Uint8Array.from({ length: 256 }, (_, v) =>
    Math.max(0, Math.min(255, Math.round((v - ink) * k))),
  );
  for (let i = 0; i < flat.length; i++) flat[i] = stretch[flat[i] as number] as number;
  return straighten({ data: flat, width: gw, height: gh, at: photo.at }, kind);
}

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
async function straighten(flat: GreyImage, kind: Sharpen): Promise<GreyImage> {
  const skew = await skewOf(flat);
  if (Math.abs(skew) < minAngle) return { ...(await grey(sharpen(raw(flat), kind))), at: flat.at };
  const level = await grey(sharpen(raw(flat).rotate(-skew, { background: '#ffffff' }), kind));
  return { ...level, at: tilted(flat.at ?? unmoved, -skew, flat, level) };
}

/** The image turned clockwise by a quarter, a half or three quarters. */
export const turnGrey = async (img: GreyImage, angle: 90 | 180 | 270): Promise<GreyImage> => ({
  ...(await grey(raw(img).rotate(angle))),
  at: turned(img.at ?? unmoved, angle),
});

const block = 16;

/**
 * The paper cut out of a prepared photo whose surface survived the flattening (a bright cloth or stone): blocks of
 * mostly white pixels are paper, the largest connected group of them is the receipt, and what lies outside it within
 * its bounding box is whited out. Undefined when no such group stands out from the rest of the frame.
 */
export async function cropToPaper(img: GreyImage): Promise<GreyImage | undefined> {
  const bw = Math.floor(img.width / block);
  const bh = Math.floor(img.height / block);
  // "white": near the paper's own brightness, which a shadow or a fade leaves short of 255
  const hist = new Uint32Array(256);
  for (const v of img.data) hist[v] = (hist[v] as number) + 1;
  let top = 255;
  for (let seen = 0; top > 0 && seen + (hist[top] as number) < img.data.length * 0.2; top--)
    seen += hist[top] as number;
  const bright = Math.round(top * 0.88);
  const white = new Uint8Array(bw * bh);
  for (let by = 0; by < bh; by++) {
    for (let bx = 0; bx < bw; bx++) {
      let n = 0;
      for (let y = by * block; y < (by + 1) * block; y++) {
        for (let x = bx * block; x < (bx + 1) * block; x++)
          if ((img.data[y * img.width + x] as number) >= bright) n++;
      }
      white[by * bw + bx] = n >= block * block * 0.75 ? 1 : 0;
    }
  }
  const best = largestGroup(white, bw);
  const share = best.length / Math.max(1, white.length);
  if (share < 0.04 || share > 0.8) return undefined;
  const xs = best.map((j) => j % bw);
  const ys = best.map((j) => Math.floor(j / bw));
  const [x0, x1] = [Math.max(0, Math.min(...xs) - 1), Math.min(bw - 1, Math.max(...xs) + 1)];
  const [y0, y1] = [Math.max(0, Math.min(...ys) - 1), Math.min(bh - 1, Math.max(...ys) + 1)];
  const width = (x1 - x0 + 1) * block;
  const height = (y1 - y0 + 1) * block;
  // blocks of the surface: reached from the box's edge without crossing the paper's group
  const paper = new Set(best);
  const outside = new Uint8Array(bw * bh);
  const queue: number[] = [];
  for (let by = y0; by <= y1; by++) {
    for (let bx = x0; bx <= x1; bx++)
      if ((by === y0 || by === y1 || bx === x0 || bx === x1) && !paper.has(by * bw + bx))
        queue.push(by * bw + bx);
  }
  for (const j of queue) outside[j] = 1;
  for (let k = 0; k < queue.length; k++) {
    const j = queue[k] as number;
    const x = j % bw;
    const y = Math.floor(j / bw);
    for (const [nx, ny] of [
      [x - 1, y],
      [x + 1, y],
      [x, y - 1],
      [x, y + 1],
    ] as const) {
      const n = ny * bw + nx;
      if (nx >= x0 && nx <= x1 && ny >= y0 && ny <= y1 && !outside[n] && !paper.has(n) && !white[n]) {
        outside[n] = 1;
        queue.push(n);
      }
    }
  }
  const data = Buffer.alloc(width * height, 255);
  for (let y = 0; y < height; y++) {
    const sy = y0 * block + y;
    for (let x = 0; x < width; x++) {
      const sx = x0 * block + x;
      const j = Math.floor(sy / block) * bw + Math.floor(sx / block);
      if (!outside[j]) data[y * width + x] = img.data[sy * img.width + sx] as number;
    }
  }
  return {
    data,
    width,
    height,
    at: cropped(img.at ?? unmoved, { left: x0 * block, top: y0 * block, width, height }, img),
  };
}
