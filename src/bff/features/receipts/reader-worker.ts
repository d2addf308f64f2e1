import { parentPort } from 'node:worker_threads';
import sharp from 'sharp';
import { Ocr } from './ocr/ocr';
import type { PdfJs } from './pdf/pdf-text';
import { readReceipt } from './read-file';
import { emptyReading } from '../../../contract/receipt-reading';
import type { EInvoiceReaderPart } from '../einvoice';
import type { ReaderTask } from './reader-pool';

/**
 * One reader thread: takes one file at a time from the pool, answers with the reading, or the PDF that keeps an XML
 * e-invoice (never throws back).
 * `loadPdfJs` comes from the thread's plain-JS entry, which imports pdf.js natively (see reader-thread.mjs);
 * `loadEInvoice` the e-invoice room's part, on the first XML or PDF.
 */
export function serveReader(
  loadPdfJs: () => Promise<PdfJs>,
  loadEInvoice: () => Promise<EInvoiceReaderPart>,
) {
  const ocr = new Ocr();
  let pdfjs: Promise<PdfJs> | undefined;
  let einvoice: Promise<EInvoiceReaderPart> | undefined;
  const tools = { ocr, pdfjs: () => (pdfjs ??= loadPdfJs()), einvoice: () => (einvoice ??= loadEInvoice()) };
  // one file at a time per thread: libvips' operation cache and its own thread pool would only add memory here
  sharp.cache(false);
  sharp.concurrency(1);
  parentPort?.on('message', (msg: { id: number; task: ReaderTask } | { close: true }) => {
    if ('close' in msg) {
      void ocr.close().finally(() => parentPort?.close());
      return;
    }
    const { task } = msg;
    const answer: Promise<unknown> =
      task.kind === 'keep'
        ? tools
            .einvoice()
            .then((part) => part.keep(task.bytes, task.name, task.locale))
            .catch(() => ({ ok: false, note: 'The e-invoice could not be kept as a PDF.' }))
        : readReceipt(task.bytes, tools, task.language).catch(() =>
            emptyReading('The file could not be read.'),
          );
    void answer.then((a) => parentPort?.postMessage({ id: msg.id, answer: a }));
  });
}
