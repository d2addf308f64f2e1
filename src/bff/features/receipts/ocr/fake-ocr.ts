import type { GreyImage } from '../image/grey-image';
import type { Ocr, OcrText } from './ocr';

/**
 * A stand-in reader: what it reads depends on the image's first pixel, which each test sets per turn; `spend` is
 * called on each glance and read (a test's clock moving on by what the pass costs).
 */
export function fakeOcr(reads: Record<number, OcrText>, log: string[], spend: () => void = () => undefined) {
  const of = (img: GreyImage) => (spend(), reads[img.data[0] as number] ?? { text: '', confidence: 0 });
  return {
    ready: async () => undefined,
    glance: async (img: GreyImage, rows = 'middle') => (
      log.push(`glance ${img.data[0]}${rows === 'middle' ? '' : ` ${rows}`}`),
      of(img)
    ),
    use: async (l: string | null) => void log.push(`use ${l}`),
    read: async (img: GreyImage, sparse = false) => (
      log.push(`read ${img.data[0]}${sparse ? ' sparse' : ''}`),
      of(img)
    ),
  } as unknown as Ocr;
}

/** A till receipt's text as a reader gives it back. */
export const receipt =
  'Corner Coffee Ltd\nTOTAL 5.70\nCash 10.00\nChange 4.30\nReceipt 1234 Till 2\nThank you for shopping with us';
