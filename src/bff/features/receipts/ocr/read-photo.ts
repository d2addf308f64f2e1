import { readReceipt } from '../read-file';
import type { Ocr, OcrLanguage } from './ocr';

/**
 * A photo read in this thread by the reader's own stages, with `ocr` (the tests' own worker, logged or not): a photo
 * needs neither pdf.js nor the e-invoice reader, so asking for either fails the read.
 */
export const readPhoto = (photo: Uint8Array, ocr: Ocr, language: OcrLanguage = 'lt') =>
  readReceipt(
    photo,
    {
      ocr,
      pdfjs: () => Promise.reject(new Error('no PDF here')),
      einvoice: () => Promise.reject(new Error('no e-invoice here')),
    },
    language,
  );
