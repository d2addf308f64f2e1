import sharp, { type Sharp } from 'sharp';
import { cropped, turned, unmoved, type Placement } from './placement';

/** A greyscale image, one byte a pixel, row after row. */
export interface GreyImage {
  data: Buffer;
  width: number;
  height: number;
  /** where it lies on the picture the person sees (unset: it is that picture, or a scaled copy of it) */
  at?: Placement;
}

/** The image as a sharp pipeline. */
export const raw = (img: GreyImage) =>
  sharp(img.data, { raw: { width: img.width, height: img.height, channels: 1 } });
/** Back to one band: raw single-channel input comes out of sharp as sRGB unless told. */
export const grey = async (pipeline: Sharp): Promise<GreyImage> => {
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

/** The image turned clockwise by a quarter, a half or three quarters. */
export const turnGrey = async (img: GreyImage, angle: 90 | 180 | 270): Promise<GreyImage> => ({
  ...(await grey(raw(img).rotate(angle))),
  at: turned(img.at ?? unmoved, angle),
});
