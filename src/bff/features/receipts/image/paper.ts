import sharp from 'sharp';
import type { GreyImage } from './grey-image';
import { largestGroup } from './largest-group';

/** The paper's outline is found on a copy this wide: the cloth's weave and the print blur away, and it costs nothing. */
const smallWidth = 160;

/** Where the paper lies in a photo: its bounding box, and which cells of a coarse grid over that box are paper. */
export interface Paper {
  left: number;
  top: number;
  width: number;
  height: number;
  /** is the pixel (x, y) of the box on the paper (and not the surface around it)? */
  covers: (x: number, y: number) => boolean;
  /** is it well inside the paper? (`covers` keeps a margin of the surface along the paper's edge) */
  inside: (x: number, y: number) => boolean;
}

/** Cells this far apart are one neighbourhood for cutting thin bridges (a cell is a fortieth of the width or so). */
const reach = 2;
/**
 * The cells of a `w`-wide grid all of whose square of radius r (the part within the frame) is set in `mask`: the
 * square's test split into a row's then a column's, each cell's window clamped to the frame.
 */
function erode(mask: Uint8Array, w: number, r: number): Uint8Array {
  const h = mask.length / w;
  const run = (src: Uint8Array, along: 'row' | 'column') => {
    const out = new Uint8Array(src.length);
    const [n, step] = along === 'row' ? [w, 1] : [h, w];
    for (let line = 0; line < (along === 'row' ? h : w); line++) {
      const base = along === 'row' ? line * w : line;
      // the last unset cell up to each place along the line (−1: none): a window is all set when it lies before it
      const unsetAt = new Int32Array(n);
      for (let i = 0, last = -1; i < n; i++) unsetAt[i] = last = src[base + i * step] ? last : i;
      for (let i = 0; i < n; i++)
        out[base + i * step] = unsetAt[Math.min(n - 1, i + r)]! < Math.max(0, i - r) ? 1 : 0;
    }
    return out;
  };
  return run(run(mask, 'row'), 'column');
}

/** Paper is smoother than this (steps between neighbouring pixels of the twice-as-wide copy); a surface is rougher. */
const smoothMax = 8;

/**
 * Which cells of the `w` × `h` grid are rough: a quarter of the steps between neighbouring pixels of an unblurred copy
 * twice as wide, over the 4 × 4 pixels around the cell, exceed `smoothMax`. Wood grain, a weave and stone stay rough
 * at that size; paper, lit or shaded, is smooth between its lines of print, and one edge (of a shadow, of the paper)
 * makes too few steps to count.
 */
async function roughCells(photo: GreyImage, w: number, h: number): Promise<Uint8Array> {
  const { data, info } = await sharp(photo.data, {
    raw: { width: photo.width, height: photo.height, channels: 1 },
  })
    .resize({ width: w * 2, height: h * 2, fit: 'fill' })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const W = info.width;
  const rough = new Uint8Array(w * h);
  for (let cy = 0; cy < h; cy++) {
    for (let cx = 0; cx < w; cx++) {
      let [steps, over] = [0, 0];
      for (let y = Math.max(0, 2 * cy - 1); y < Math.min(info.height - 1, 2 * cy + 3); y++) {
        for (let x = Math.max(0, 2 * cx - 1); x < Math.min(W - 1, 2 * cx + 3); x++) {
          const v = data[y * W + x]!;
          steps += 2;
          over +=
            (Math.abs(v - data[y * W + x + 1]!) > smoothMax ? 1 : 0) +
            (Math.abs(v - data[(y + 1) * W + x]!) > smoothMax ? 1 : 0);
        }
      }
      // the step a quarter of them exceed is above smoothMax
      rough[cy * w + cx] = steps > 0 && over >= steps - Math.floor(steps * 0.75) ? 1 : 0;
    }
  }
  return rough;
}

/** Otsu's threshold: the brightness splitting the histogram into two classes as far apart as they can be. */
function otsu(values: Uint8Array): { t: number; gap: number; dark: number } {
  const hist = new Float64Array(256);
  for (const v of values) hist[v]! += 1;
  const n = values.length;
  let sum = 0;
  for (let v = 0; v < 256; v++) sum += v * hist[v]!;
  let [w0, s0, best, t, gap, dark] = [0, 0, -1, 128, 0, 0];
  for (let v = 0; v < 255; v++) {
    w0 += hist[v]!;
    s0 += v * hist[v]!;
    if (w0 === 0 || w0 === n) continue;
    const m0 = s0 / w0;
    const m1 = (sum - s0) / (n - w0);
    const between = w0 * (n - w0) * (m1 - m0) ** 2;
    if (between > best) [best, t, gap, dark] = [between, v, m1 - m0, m0];
  }
  return { t, gap, dark };
}

/**
 * The paper in a photo of a receipt lying on a surface (cloth, wood, stone): on a small blurred copy, the pixels
 * brighter than Otsu's threshold; their largest connected group, its holes (the print) filled, is the paper.
 * Undefined when the photo is mostly paper already, when no bright group stands apart, or when it is too small to
 * be the document: then the photo is read whole.
 */
export async function findPaper(photo: GreyImage): Promise<Paper | undefined> {
  const sw = Math.min(smallWidth, photo.width);
  const { data, info } = await sharp(photo.data, {
    raw: { width: photo.width, height: photo.height, channels: 1 },
  })
    .resize({ width: sw })
    .blur(1.5)
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const [w, h] = [info.width, info.height];
  const small = new Uint8Array(data.buffer, data.byteOffset, w * h);
  const { t, gap, dark } = otsu(small);
  // paper and surface of about the same brightness: nothing to tell apart
  if (gap < 40) return undefined;
  // above Otsu's split, nearer the paper's brightness: a patch of the surface in full light stays out
  const cut = t + gap / 4;
  // bright cells whose whole neighbourhood is bright: thin bridges into a lit patch of the surface are cut
  const bright = erode(
    small.map((v) => (v > cut ? 1 : 0)),
    w,
    reach,
  );
  const inPaper = new Uint8Array(w * h);
  const lit = largestGroup(bright, w);
  for (const j of lit) inPaper[j] = 1;
  // the paper under a shadow is darker than the cut (Otsu may even split it from the lit paper) but well above the
  // surface's usual brightness, and as smooth as paper: grown into from the lit paper (a patch of the surface in full
  // light can be as bright, but its grain or weave is rough)
  const shaded = dark + gap / 4;
  const shadedAround = erode(
    small.map((v) => (v > shaded ? 1 : 0)),
    w,
    1,
  );
  const rough = await roughCells(photo, w, h);
  for (let k = 0; k < lit.length; k++) {
    const j = lit[k]!;
    const x = j % w;
    for (const n of [j - w, j + w, x > 0 ? j - 1 : -1, x < w - 1 ? j + 1 : -1]) {
      if (n >= 0 && n < small.length && !inPaper[n] && !rough[n] && shadedAround[n])
        [inPaper[n], lit[lit.length]] = [1, n];
    }
  }
  // the surface: reached from the frame's edge without crossing the paper; all else (the print inside) is paper
  const outside = new Uint8Array(w * h);
  const queue: number[] = [];
  for (let i = 0; i < small.length; i++) {
    const [x, y] = [i % w, Math.floor(i / w)];
    if ((x === 0 || y === 0 || x === w - 1 || y === h - 1) && !inPaper[i])
      [outside[i], queue[queue.length]] = [1, i];
  }
  for (let k = 0; k < queue.length; k++) {
    const j = queue[k]!;
    const x = j % w;
    for (const n of [j - w, j + w, x > 0 ? j - 1 : -1, x < w - 1 ? j + 1 : -1]) {
      if (n >= 0 && n < small.length && !outside[n] && !inPaper[n])
        [outside[n], queue[queue.length]] = [1, n];
    }
  }
  let [x0, y0, x1, y1, area] = [w, h, -1, -1, 0];
  for (let i = 0; i < small.length; i++) {
    if (outside[i]) continue;
    const [x, y] = [i % w, Math.floor(i / w)];
    [x0, y0, x1, y1, area] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y), area + 1];
  }
  // a small bright patch is a reflection, not the document; a paper filling nearly all the frame leaves no surface to
  // white out. (One filling most of the frame still has its margins of surface whited out: they cost the most.)
  if (area < w * h * 0.08 || area > w * h * 0.92) return undefined;
  // one cell of margin: the blur rounds the paper's corners and edge
  const m = reach + 2;
  [x0, y0, x1, y1] = [
    Math.max(0, x0 - m),
    Math.max(0, y0 - m),
    Math.min(w - 1, x1 + m),
    Math.min(h - 1, y1 + m),
  ];
  const k = photo.width / w;
  const left = Math.floor(x0 * k);
  const top = Math.floor(y0 * k);
  const width = Math.min(photo.width, Math.ceil((x1 + 1) * k)) - left;
  const height = Math.min(photo.height, Math.ceil((y1 + 1) * k)) - top;
  // a paper is nearly convex: what lies between its cells on a row or a column is paper too (print near its edge
  // reaches the surface once the bridges are cut), then grown by what the cut took and one more
  const spans = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    let [a, b] = [w, -1];
    for (let x = 0; x < w; x++) if (!outside[y * w + x]) [a, b] = [Math.min(a, x), x];
    for (let x = a; x <= b; x++) spans[y * w + x] = 1;
  }
  for (let x = 0; x < w; x++) {
    let [a, b] = [h, -1];
    for (let y = 0; y < h; y++) if (!outside[y * w + x]) [a, b] = [Math.min(a, y), y];
    for (let y = a; y <= b; y++) spans[y * w + x] = 1;
  }
  const cells = erode(
    spans.map((v) => 1 - v),
    w,
    m,
  ).map((v) => 1 - v);
  const inner = erode(spans, w, 1);
  // the grid cell of each column and row of the box, worked out once (the tests run for every pixel)
  const column = Int32Array.from({ length: width }, (_, x) => Math.min(w - 1, Math.floor((x + left) / k)));
  const row = Int32Array.from({ length: height }, (_, y) => Math.min(h - 1, Math.floor((y + top) / k)) * w);
  return {
    left,
    top,
    width,
    height,
    covers: (x, y) => cells[row[y]! + column[x]!] === 1,
    inside: (x, y) => inner[row[y]! + column[x]!] === 1,
  };
}
