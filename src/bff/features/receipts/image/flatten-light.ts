import { grey, raw, type GreyImage } from './grey-image';
import type { Paper } from './paper';

/**
 * The uneven light flattened by dividing by the paper's own brightness (a shadow across the receipt otherwise turns
 * into black under a global threshold and takes the amounts with it), the surface around the paper whited out, and
 * the contrast stretched. `paperAt`: where the paper lies in `photo` (the photo is cut to its box), if found.
 */
export async function flattenLight(photo: GreyImage, paperAt: Paper | undefined): Promise<GreyImage> {
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
      divide[p * 256 + g] = Math.min(255, Math.round((g * 255) / Math.max(16, p)));
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
      const p = paper.data[i] as number;
      // well inside the paper found, a "paper" as dark as the table is the paper in a shadow: divided like the rest
      const v =
        p < table && !paperAt?.inside(x, y) ? 255 : (divide[(p << 8) | (photo.data[i] as number)] as number);
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
  return { data: flat, width: gw, height: gh, at: photo.at };
}
