import { extractFields, textLanguage } from './extract/extract-fields';
import { prepareForOcr, type GreyImage } from './image-prep';
import type { Ocr } from './ocr';
import { readImage } from './ocr-passes';
import { readPdf, type PdfJs } from './pdf-text';
import { emptyReading, type ReceiptFields, type ReceiptReading } from './extract/reading';
import { withSources } from './field-sources';
import { fieldChecks } from './field-checks';
import { linesOf } from './extract/lines';
import { moneyFields } from './extract/money-fields';
import type { PlacedWord } from './ocr-words';
import { sniffKind } from './sniff';
import { parseEInvoice, readEInvoice, type ThreadReading } from '../features/einvoice/read/read-einvoice';

const noText = 'No text could be read from the file.';
/**
 * No optional OCR pass expected to end after the budget starts, and no pass at all expected to end after the cap (work
 * counted as ink edges, about 0.1 ms of CPU each on the bench machine): a photo's answer stays within the time a
 * person waits at the form, and is the same on a busy machine. The wall-clock bound is only a safety net (a reading
 * takes seconds; the pool's own timeout is two minutes).
 */
const passBudget = { budget: 25_000, cap: 45_000, safetyMs: 90_000 };

export interface ReaderTools {
  ocr: Ocr;
  /** pdf.js, loaded on the first PDF (see PdfJs) */
  pdfjs: () => Promise<PdfJs>;
}

/**
 * From bytes to fields (runs inside a reader thread): an e-invoice's data (an XML, or the XML a PDF carries; judged
 * after, on the main thread), else the text layer, or OCR of a photo or a scanned page.
 */
export async function readReceipt(bytes: Uint8Array, { ocr, pdfjs }: ReaderTools): Promise<ThreadReading> {
  const kind = sniffKind(bytes);
  if (kind === 'empty') return emptyReading('The file is empty.');
  if (kind === 'xml') return readEInvoice(parseEInvoice(bytes), null);
  if (kind === 'spreadsheet-or-document')
    return emptyReading('Spreadsheets and Word files are not read: fill the fields in by hand.');
  if (kind === 'unknown') return emptyReading('The file is not a PDF or an image the reader knows.');
  let image: GreyImage;
  if (kind === 'pdf') {
    const pdf = await readPdf(await pdfjs(), bytes);
    if (pdf.kind === 'unreadable') return emptyReading(pdf.note);
    if (pdf.kind === 'einvoice') {
      const { found } = pdf;
      return found.kind === 'broken' ? emptyReading(found.note) : readEInvoice(found.outcome, found.name);
    }
    if (pdf.kind === 'text')
      return placed(extractFields(pdf.text, { ocrConfidence: 1 }), pdf.text, pdf.words);
    image = await prepareForOcr(pdf.png, 'scan');
  } else {
    try {
      image = await prepareForOcr(bytes);
    } catch {
      return emptyReading('The image is damaged and could not be opened.');
    }
  }
  const {
    text,
    confidence,
    words = [],
  } = await readImage(ocr, image, textLanguage, { ...passBudget, balances });
  if (text.replace(/\s/g, '').length < 8) return emptyReading(noText);
  return placed(extractFields(text, { ocrConfidence: confidence }), text, words);
}

/**
 * The fields with the words read and each field's own words (a text the reader could not use keeps its words for the
 * person), whether its figures add up, and each field's check and place.
 */
const placed = (fields: ReceiptFields, text: string, words: PlacedWord[]): ReceiptReading => ({
  ...fields,
  ...withSources(fields, text, words),
  ...fieldChecks(fields, text, words),
});
/** A read whose figures do not add up loses to one whose do (a read with nothing to check by loses to none). */
const balances = (text: string) => moneyFields(linesOf(text)).balanced !== false;
