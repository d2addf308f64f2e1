import { parentPort } from 'node:worker_threads';
import sharp from 'sharp';
import { Ocr } from './ocr';
import type { PdfJs } from './pdf-text';
import { readReceipt } from './read-file';
import { emptyReading } from './extract/reading';

/**
 * One reader thread: takes one file at a time from the pool, answers with the reading (never throws back).
 * `loadPdfJs` comes from the thread's plain-JS entry, which imports pdf.js natively (see reader-thread.mjs).
 */
export function serveReader(loadPdfJs: () => Promise<PdfJs>) {
  const ocr = new Ocr();
  let pdfjs: Promise<PdfJs> | undefined;
  const tools = { ocr, pdfjs: () => (pdfjs ??= loadPdfJs()) };
  // one file at a time per thread: libvips' operation cache and its own thread pool would only add memory here
  sharp.cache(false);
  sharp.concurrency(1);
  parentPort?.on('message', (msg: { id: number; bytes: Uint8Array } | { close: true }) => {
    if ('close' in msg) {
      void ocr.close().finally(() => parentPort?.close());
      return;
    }
    readReceipt(msg.bytes, tools).then(
      (reading) => parentPort?.postMessage({ id: msg.id, reading }),
      () => parentPort?.postMessage({ id: msg.id, reading: emptyReading('The file could not be read.') }),
    );
  });
}
