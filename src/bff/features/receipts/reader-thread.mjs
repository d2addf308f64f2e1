// The reader thread's entry: worker threads do not inherit tsx's loader, so it is registered here before the
// TypeScript module is loaded (the same loader `npm start` runs under).
import { workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

/**
 * pdf.js, imported from here, natively, on the first PDF: through tsx its bundle would have its dynamic imports
 * rewritten with a fine-grained source map (~150 MB more per thread, measured). The minified builds, main and
 * fake worker alike, carry no source-map comment, so Node (source maps on under tsx) parses no 2.4 MB map either
 * (~60 MB).
 */
async function loadPdfJs() {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.min.mjs');
  pdfjs.GlobalWorkerOptions.workerSrc = import.meta.resolve('pdfjs-dist/legacy/build/pdf.worker.min.mjs');
  return pdfjs;
}

const { serveReader } = await tsImport('./reader-worker.ts', import.meta.url);
// the e-invoice room's own part, by the URL the pool passes (reader-pool.ts), loaded on the first XML or PDF
serveReader(loadPdfJs, () => tsImport(workerData.einvoice, import.meta.url));
