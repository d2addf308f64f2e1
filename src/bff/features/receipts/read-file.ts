import { extractFields, textLanguage } from './extract/extract-fields';
import type { GreyImage } from './image/grey-image';
import { prepareForOcr } from './image/prepare';
import type { Ocr, OcrLanguage } from './ocr/ocr';
import { readImage } from './ocr/ocr-passes';
import { orient } from './ocr/orientation';
import { oneReceipt } from './ocr/two-receipts';
import { readPdf, type PdfJs } from './pdf/pdf-text';
import { emptyReading, type ReceiptFields, type ReceiptReading } from '../../../contract/receipt-reading';
import { withSources } from './check/field-sources';
import { fieldChecks } from './check/field-checks';
import { linesOf } from './extract/lines';
import { moneyFields } from './extract/money-fields';
import { balancedRead } from './extract/balanced-read';
import type { PlacedWord } from './ocr/ocr-words';
import { sniffKind } from './sniff';
import type { EInvoiceReaderPart, ThreadReading } from '../einvoice';

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
  /** the e-invoice room's reading of an XML and of the XML a PDF carries, loaded on the first XML or PDF */
  einvoice: () => Promise<EInvoiceReaderPart>;
}

/**
 * From bytes to fields (runs inside a reader thread): an e-invoice's data (an XML, or the XML a PDF carries; judged
 * after, on the main thread), else the text layer, or OCR of a photo or a scanned page. The stages, in order: what the
 * bytes are (sniff.ts); a PDF's attachment or text layer (pdf/); the image prepared (image/prepare.ts: opened, the
 * paper found and cut, its light flattened, turned level); which way up it is (ocr/orientation.ts); the OCR passes
 * (ocr/ocr-passes.ts); the fields extracted (extract/); their words placed and their figures checked (check/).
 * `language`, the business's, is the models OCR starts from: the same for every document of the business.
 */
export async function readReceipt(
  bytes: Uint8Array,
  { ocr, pdfjs, einvoice }: ReaderTools,
  language: OcrLanguage,
): Promise<ThreadReading> {
  const kind = sniffKind(bytes);
  if (kind === 'empty') return emptyReading('The file is empty.');
  if (kind === 'xml') return (await einvoice()).readXml(bytes);
  if (kind === 'spreadsheet-or-document')
    return emptyReading('Spreadsheets and Word files are not read: fill the fields in by hand.');
  if (kind === 'unknown') return emptyReading('The file is not a PDF or an image the reader knows.');
  let image: GreyImage;
  if (kind === 'pdf') {
    const part = await einvoice();
    const pdf = await readPdf(await pdfjs(), bytes, part);
    if (pdf.kind === 'unreadable') return emptyReading(pdf.note);
    if (pdf.kind === 'einvoice') {
      const { found } = pdf;
      return found.kind === 'broken'
        ? emptyReading(found.note)
        : part.readEInvoice(found.outcome, found.name);
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
  await ocr.begin(language);
  const upright = await orient(ocr, image);
  const {
    text,
    confidence,
    words = [],
    reads,
  } = await readImage(ocr, upright, textLanguage, { ...passBudget, balances });
  if (text.replace(/\s/g, '').length < 8) return emptyReading(noText);
  // two receipts in one read: the larger one's words only, or a refusal when neither is clearly the one meant
  const one = oneReceipt(text, words);
  if ('note' in one) return { ...emptyReading(one.note), ...withSources(emptyReading(null), text, words) };
  // the other reads, each with the same receipt's words only
  const others = reads
    .filter((r) => r.text !== text)
    .flatMap((r) => {
      const other = oneReceipt(r.text, r.words ?? []);
      return 'text' in other ? [other.text] : [];
    });
  const fields = extractFields(one.text, { ocrConfidence: confidence });
  return placed(balancedRead(fields, one.text, others), one.text, words);
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
