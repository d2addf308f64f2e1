import sharp from 'sharp';

/** OCR reads best at roughly 300 dpi on a receipt: about 1,000–2,000 px on the long side. */
const maxSide = 2000;
const minWidth = 1000;
/** A 40-megapixel photo is fine; a decompression bomb is not. */
const maxInputPixels = 120_000_000;
const open = (bytes: Uint8Array) => sharp(bytes, { limitInputPixels: maxInputPixels, failOn: 'none' });

/**
 * Straightens and cleans a photo for OCR: EXIF rotation applied, scaled down (a 40 MP phone photo would cost
 * seconds and hundreds of MB in tesseract) or up (tiny scans lose strokes), greyscale, then the uneven light
 * flattened by dividing by the paper's own brightness (a shadow across the receipt otherwise turns into black
 * under a global threshold and takes the amounts with it), contrast stretched, a light sharpen against blur.
 */
export async function prepareForOcr(bytes: Uint8Array): Promise<Buffer> {
  const meta = await open(bytes).metadata();
  const swap = (meta.orientation ?? 1) >= 5;
  const w = (swap ? meta.height : meta.width) ?? 0;
  const h = (swap ? meta.width : meta.height) ?? 0;
  const scale = Math.max(w, h) > maxSide ? maxSide / Math.max(w, h) : w > 0 && w < minWidth ? Math.min(3, minWidth / w) : 1;
  const width = Math.max(1, Math.round(w * scale));
  const grey = await open(bytes)
    .rotate()
    .resize({ width, kernel: scale > 1 ? 'lanczos3' : 'mitchell' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width: gw, height: gh } = grey.info;
  // the paper's brightness: dark text shrunk away (sharp's erode) on a quarter-size copy, smoothed, back to full size
  const small = { width: Math.max(1, Math.round(gw / 4)), height: Math.max(1, Math.round(gh / 4)) };
  // (one resize per sharp pipeline: down, then filter, then up; raw single-channel input comes out as sRGB unless told)
  const down = await sharp(grey.data, { raw: { width: gw, height: gh, channels: 1 } }).resize(small).toColourspace('b-w').raw().toBuffer();
  const smooth = await sharp(down, { raw: { ...small, channels: 1 } }).erode(4).blur(6).toColourspace('b-w').raw().toBuffer();
  const paper = await sharp(smooth, { raw: { ...small, channels: 1 } }).resize({ width: gw, height: gh, fit: 'fill' }).toColourspace('b-w').raw().toBuffer();
  // where the "paper" is much darker than the paper's usual brightness it is the table under it: white it out,
  // so its texture does not come back as stray characters
  const sorted = Uint8Array.from(smooth).sort();
  const table = 0.6 * (sorted[Math.floor(sorted.length * 0.9)] ?? 255);
  const flat = Buffer.alloc(grey.data.length);
  for (let i = 0; i < flat.length; i++) {
    const p = paper[i] as number;
    flat[i] = p < table ? 255 : Math.min(255, Math.round(((grey.data[i] as number) * 255) / Math.max(16, p)));
  }
  // stretch the contrast: the darkest ink (0.2 % of the pixels; text is a few % of a page) to black
  const hist = new Uint32Array(256);
  for (const v of flat) hist[v] = (hist[v] as number) + 1;
  let ink = 0;
  for (let seen = 0; ink < 200 && seen + (hist[ink] as number) < flat.length * 0.002; ink++) seen += hist[ink] as number;
  const k = 255 / Math.max(1, 255 - ink);
  for (let i = 0; i < flat.length; i++) flat[i] = Math.max(0, Math.min(255, Math.round(((flat[i] as number) - ink) * k)));
  return sharp(flat, { raw: { width: gw, height: gh, channels: 1 } })
    .sharpen({ sigma: 0.8 })
    .toColourspace('b-w')
    .png({ compressionLevel: 1 })
    .toBuffer();
}
