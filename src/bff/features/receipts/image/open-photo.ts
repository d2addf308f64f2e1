import sharp from 'sharp';
import { grey, type GreyImage } from './grey-image';

/** OCR reads best at roughly 300 dpi on a receipt: about 1,000–2,000 px on the long side. */
const maxSide = 2000;
const minWidth = 1000;
/** A 40-megapixel photo is fine; a decompression bomb is not. */
const maxInputPixels = 120_000_000;
const open = (bytes: Uint8Array) => sharp(bytes, { limitInputPixels: maxInputPixels, failOn: 'none' });

/**
 * The photo as the person sees it (EXIF rotation applied), greyscale, scaled down (a 40 MP phone photo would cost
 * seconds and hundreds of MB in tesseract) or up (tiny scans lose strokes).
 */
export async function openPhoto(bytes: Uint8Array): Promise<GreyImage> {
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
  return grey(
    open(bytes)
      .rotate()
      .resize({ width, kernel: scale > 1 ? 'lanczos3' : 'mitchell' })
      .greyscale(),
  );
}
