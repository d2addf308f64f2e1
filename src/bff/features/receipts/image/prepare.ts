import { deskew, type Sharpen } from './deskew';
import { flattenLight } from './flatten-light';
import { grey, raw, type GreyImage } from './grey-image';
import { openPhoto } from './open-photo';
import { findPaper } from './paper';
import { cropped, unmoved } from './placement';

export type { Sharpen };

/**
 * The image stages of the reading, in order: the photo opened (turned as its EXIF says, scaled, grey), the paper found
 * and cut from the surface it lies on, its light flattened and contrast stretched, then turned level and sharpened.
 */
export async function prepareForOcr(bytes: Uint8Array, kind: Sharpen = 'photo'): Promise<GreyImage> {
  const whole = await openPhoto(bytes);
  // the paper cut from the surface it lies on before anything else: a textured cloth left in the frame comes out of
  // the flattening as noise that tesseract spends seconds reading as stray characters
  const paperAt = await findPaper(whole);
  const photo = paperAt
    ? { ...(await grey(raw(whole).extract(paperAt))), at: cropped(unmoved, paperAt, whole) }
    : whole;
  return deskew(await flattenLight(photo, paperAt), kind);
}
