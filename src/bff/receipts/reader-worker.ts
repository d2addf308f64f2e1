import { parentPort } from 'node:worker_threads';
import sharp from 'sharp';
import { Ocr } from './ocr';
import type { PdfJs } from './pdf-text';
import { readReceipt } from './read-file';
import { emptyReading } from './extract/reading';
import type { ReaderTask } from './reader-pool';

/** The PDF writer (pdfkit, its fonts) is loaded on the first XML kept: a thread that only reads never holds it. */
const keep = async (task: Extract<ReaderTask, { kind: 'keep' }>) =>
  (await import('../features/einvoice/read/kept-xml')).keptPdf(task.bytes, task.name, task.locale);

/**
 * One reader thread: takes one file at a time from the pool, answers with the reading, or the PDF that keeps an XML
 * e-invoice (never throws back).
 * `loadPdfJs` comes from the thread's plain-JS entry, which imports pdf.js natively (see reader-thread.mjs).
 */
export function serveReader(loadPdfJs: () => Promise<PdfJs>) {
  const ocr = new Ocr();
  let pdfjs: Promise<PdfJs> | undefined;
  const tools = { ocr, pdfjs: () => (pdfjs ??= loadPdfJs()) };
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
        ? keep(task).catch(() => ({ ok: false, note: 'The e-invoice could not be kept as a PDF.' }))
        : readReceipt(task.bytes, tools).catch(() => emptyReading('The file could not be read.'));
    void answer.then((a) => parentPort?.postMessage({ id: msg.id, answer: a }));
  });
}
