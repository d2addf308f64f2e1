import sharp from 'sharp';

/** The angle is found on a copy this wide: enough for a tenth of a degree across a receipt, and it costs little. */
const sampleWidth = 800;
/** A paper lying turned further than this is not straightened (and a photo taken sideways is a quarter turn's job). */
const maxAngle = 12;
/** Turns smaller than this are left alone: tesseract follows them, and a turn blurs the print a little. */
export const minAngle = 0.4;

/**
 * How peaked the profile of the ink is across lines at slope `tan`: each dark pixel counted in the row (or column)
 * it falls in once the slope is taken out (every `stride`-th pixel). Lines of print lined up with the rows pile their
 * ink into few rows.
 */
function peakiness(
  xs: Int32Array,
  ys: Int32Array,
  n: number,
  tan: number,
  size: number,
  stride: number,
): number {
  const bins = new Float64Array(size * 2 + 4);
  const shift = size + 2;
  for (let i = 0; i < n; i += stride) {
    const b = Math.round((ys[i] as number) - (xs[i] as number) * tan) + shift;
    if (b >= 0 && b < bins.length) bins[b] = (bins[b] as number) + 1;
  }
  let squares = 0;
  for (const v of bins) squares += v * v;
  const counted = Math.ceil(n / stride);
  return squares / Math.max(1, counted * counted);
}

/**
 * The angle in degrees, clockwise, by which the lines of print in a prepared (dark on white) image run off the
 * horizontal (or, on a photo taken sideways, off the vertical): the slope at which the ink's profile across the lines
 * is most peaked, searched coarsely then finely. 0 when there is too little ink to tell.
 */
export async function skewOf(img: { data: Buffer; width: number; height: number }): Promise<number> {
  const width = Math.min(sampleWidth, img.width);
  const { data, info } = await sharp(img.data, { raw: { width: img.width, height: img.height, channels: 1 } })
    .resize({ width })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const xs = new Int32Array(data.length);
  const ys = new Int32Array(data.length);
  let n = 0;
  for (let i = 0; i < data.length; i++) {
    if ((data[i] as number) < 110) {
      xs[n] = i % info.width;
      ys[n] = Math.floor(i / info.width);
      n++;
    }
  }
  if (n < 200) return 0;
  const size = Math.max(info.width, info.height);
  const tan = (deg: number) => Math.tan((deg * Math.PI) / 180);
  // across horizontal lines (y against x), and across vertical ones (x against y: a turn moves them the other way)
  const families = [
    (deg: number, stride: number) => peakiness(xs, ys, n, tan(deg), size, stride),
    (deg: number, stride: number) => peakiness(ys, xs, n, tan(-deg), size, stride),
  ];
  // the coarse search (98 slopes) on every few dark pixels: enough to find the slope within half a degree
  const coarseStride = Math.max(1, Math.ceil(n / 20_000));
  let best = { deg: 0, score: -1, family: 0 };
  const search = (family: number, from: number, to: number, step: number, stride: number) => {
    for (let deg = from; deg <= to + 1e-9; deg += step) {
      const score = (families[family] as (d: number, s: number) => number)(deg, stride);
      if (score > best.score) best = { deg, score, family };
    }
  };
  for (const family of [0, 1]) search(family, -maxAngle, maxAngle, 0.5, coarseStride);
  const coarse = best.deg;
  best.score = -1;
  search(best.family, coarse - 0.4, coarse + 0.4, 0.1, 1);
  return Math.round(best.deg * 10) / 10;
}
