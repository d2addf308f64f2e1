import sharp from 'sharp';

/** OCR reads best at roughly 300 dpi on a receipt: about 1,000–2,200 px on the long side. */
const maxSide = 2200;
const minWidth = 1000;
/** A 40-megapixel photo is fine; a decompression bomb is not. */
const maxInputPixels = 120_000_000;

/**
 * Straightens and cleans a photo for OCR: EXIF rotation applied, scaled down (a 40 MP phone photo would cost
 * seconds and hundreds of MB in tesseract) or up (tiny scans lose strokes), greyscale, contrast stretched,
 * uneven light flattened by normalising, a light sharpen against blur.
 */
export async function prepareForOcr(bytes: Uint8Array): Promise<Buffer> {
  const base = sharp(bytes, { limitInputPixels: maxInputPixels, failOn: 'none' }).rotate();
  const meta = await sharp(bytes, { limitInputPixels: maxInputPixels, failOn: 'none' }).metadata();
  const swap = (meta.orientation ?? 1) >= 5;
  const w = (swap ? meta.height : meta.width) ?? 0;
  const h = (swap ? meta.width : meta.height) ?? 0;
  const long = Math.max(w, h);
  let pipeline = base;
  if (long > maxSide) {
    pipeline = pipeline.resize({ width: w >= h ? maxSide : undefined, height: h > w ? maxSide : undefined, fit: 'inside' });
  } else if (w > 0 && w < minWidth) {
    pipeline = pipeline.resize({ width: Math.min(minWidth, w * 3), kernel: 'lanczos3' });
  }
  return pipeline.greyscale().normalise({ lower: 2, upper: 98 }).sharpen({ sigma: 0.8 }).png({ compressionLevel: 1 }).toBuffer();
}
