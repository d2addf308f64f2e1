/** A receipt stays readable at this size (the BFF's reader scales photos to it anyway) at a tenth of a phone's 12 MP. */
export const longestSide = 2000;
const quality = 0.85;

/** The size a picture of `width` × `height` is drawn at so that its longer side is at most `most` (never enlarged). */
export function fitWithin(
  width: number,
  height: number,
  most = longestSide,
): { width: number; height: number } {
  const scale = Math.min(1, most / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** "IMG_0042.HEIC" → "IMG_0042.jpg". */
export const jpegName = (name: string) => `${name.replace(/\.[^.]*$/, '') || 'receipt'}.jpg`;

async function encode(bitmap: ImageBitmap, size: { width: number; height: number }): Promise<Blob> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(size.width, size.height);
    canvas.getContext('2d')!.drawImage(bitmap, 0, 0, size.width, size.height);
    return canvas.convertToBlob({ type: 'image/jpeg', quality });
  }
  const canvas = document.createElement('canvas');
  Object.assign(canvas, size);
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, size.width, size.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be encoded'))),
      'image/jpeg',
      quality,
    ),
  );
}

/**
 * A photo as it is kept and sent: at most 2,000 px on its longer side, JPEG 85 %, turned upright as its EXIF says
 * (the JPEG written carries no EXIF, so its pixels must be upright). A PDF, or a photo the browser cannot decode (HEIC
 * outside Safari), is kept as it is: the BFF converts HEIC. A photo already small enough as a JPEG is kept too.
 */
export async function shrinkPhoto(file: File): Promise<{ photo: Blob; name: string }> {
  const original = { photo: file as Blob, name: file.name || 'receipt' };
  if (!file.type.startsWith('image/') && !/\.(heic|heif)$/i.test(file.name)) return original;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return original;
  }
  try {
    const size = fitWithin(bitmap.width, bitmap.height);
    if (file.type === 'image/jpeg' && size.width === bitmap.width && file.size < 600_000) return original;
    return { photo: await encode(bitmap, size), name: jpegName(file.name) };
  } catch {
    return original;
  } finally {
    bitmap.close();
  }
}
