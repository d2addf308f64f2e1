import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';

const require = createRequire(import.meta.url);
const pdfjsDir = dirname(require.resolve('pdfjs-dist/package.json'));
/** Fonts and CMaps from the installed package: pdf.js in Node reads file paths, nothing is fetched. */
const local = {
  standardFontDataUrl: join(pdfjsDir, 'standard_fonts/'),
  cMapUrl: join(pdfjsDir, 'cmaps/'),
  cMapPacked: true,
  wasmUrl: join(pdfjsDir, 'wasm/'),
};
const pagesRead = 2;
/**
 * The most pixels an image in a PDF may hold to be read: a 400 dpi A4 scan (about 15.5 million) passes; a small file
 * holding a huge blank image (a decompression bomb: 62 kB for 8000 × 8000) does not — decoded, it would take
 * gigabytes. The same bound as pdf.js's own `maxImageSize`, which removes any image past it that slips by the check.
 */
export const maxPdfImagePixels = 16_000_000;
const tooLargeImage = `The PDF holds an image too large to read (over ${maxPdfImagePixels / 1_000_000} megapixels): save it at a lower resolution, or drop a photo of the receipt instead.`;

/**
 * The largest image a PDF declares, in pixels, read off the raw bytes before pdf.js decodes anything: an image is
 * a stream, and a stream's dictionary is never compressed into an object stream, so its /Width and /Height are there
 * to read. (Sizes given as indirect references are not read here; pdf.js's maxImageSize still bounds those.)
 */
export function largestPdfImage(bytes: Uint8Array): number {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  let largest = 0;
  for (const m of text.matchAll(/\/Subtype\s*\/Image\b/g)) {
    const open = text.lastIndexOf('<<', m.index);
    const end = text.indexOf('stream', m.index);
    const dict = text.slice(
      Math.max(open, m.index - 800),
      end < 0 ? m.index + 800 : Math.min(end, m.index + 800),
    );
    const width = /\/Width\s+(\d+)\b(?!\s+\d+\s+R)/.exec(dict)?.[1];
    const height = /\/Height\s+(\d+)\b(?!\s+\d+\s+R)/.exec(dict)?.[1];
    if (width && height) largest = Math.max(largest, Number(width) * Number(height));
  }
  return largest;
}

/** pdf.js itself, passed in by the reader thread's plain-JS entry, which loads it outside tsx (reader-thread.mjs). */
export type PdfJs = typeof PdfJsModule;

export type PdfOutcome =
  { kind: 'text'; text: string } | { kind: 'scanned'; png: Buffer } | { kind: 'unreadable'; note: string };

/**
 * Rebuilds lines from the text layer: items on (nearly) the same baseline joined left to right, with one space
 * for a word gap and three for a column gap (the extraction reads 3+ spaces as the next column).
 */
function linesOf(items: TextItem[]): string[] {
  const rows: { y: number; size: number; parts: { x: number; end: number; s: string }[] }[] = [];
  for (const it of items) {
    if (it.str.trim() === '') continue;
    const x = it.transform[4] as number;
    const y = it.transform[5] as number;
    const size = Math.abs(it.transform[3] as number) || 10;
    const row = rows.find((r) => Math.abs(r.y - y) <= Math.max(2, size * 0.4));
    const part = { x, end: x + it.width, s: it.str };
    if (row) row.parts.push(part);
    else rows.push({ y, size, parts: [part] });
  }
  rows.sort((a, b) => b.y - a.y);
  return rows.map((r) => {
    const parts = r.parts.sort((a, b) => a.x - b.x);
    let line = '';
    let end = -Infinity;
    for (const p of parts) {
      const gap = p.x - end;
      line += line === '' ? '' : gap > r.size * 1.5 ? '   ' : gap > r.size * 0.15 ? ' ' : '';
      line += p.s;
      end = p.end;
    }
    return line.trimEnd();
  });
}

type RenderCanvas = Parameters<PDFPageProxy['render']>[0]['canvas'];

async function renderFirstPage(doc: PDFDocumentProxy): Promise<Buffer> {
  const page = await doc.getPage(1);
  const base = page.getViewport({ scale: 1 });
  // about 200 dpi for an A4 page, enough for OCR, a fraction of 300 dpi's pixels
  const viewport = page.getViewport({ scale: Math.min(2.8, 1650 / Math.max(base.width, base.height)) });
  type Made = { canvas: { encode(format: 'png'): Promise<Buffer> } };
  const factory = doc.canvasFactory as { create(w: number, h: number): Made; destroy(made: Made): void };
  const made = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
  try {
    // pdf.js types its canvas as the DOM's; in Node it is the @napi-rs/canvas its own factory made
    await page.render({ canvas: made.canvas as unknown as RenderCanvas, viewport, background: 'white' })
      .promise;
    return await made.canvas.encode('png');
  } finally {
    // its pixels (~8 MB for a page) go now, not when the garbage collector gets to the canvas; the page's too
    factory.destroy(made);
    page.cleanup();
  }
}

/** The text layer of the first pages, or the first page rendered for OCR when the PDF is a scan. */
export async function readPdf(pdfjs: PdfJs, bytes: Uint8Array): Promise<PdfOutcome> {
  if (largestPdfImage(bytes) > maxPdfImagePixels) return { kind: 'unreadable', note: tooLargeImage };
  let doc: PDFDocumentProxy;
  try {
    const bounds = { maxImageSize: maxPdfImagePixels, canvasMaxAreaInBytes: 4 * maxPdfImagePixels };
    doc = await pdfjs.getDocument({
      data: new Uint8Array(bytes),
      isEvalSupported: false,
      verbosity: 0,
      ...bounds,
      ...local,
    }).promise;
  } catch (e) {
    const name = (e as { name?: string }).name;
    if (name === 'PasswordException') return { kind: 'unreadable', note: 'The PDF is password-protected.' };
    return { kind: 'unreadable', note: 'The PDF is damaged and could not be opened.' };
  }
  try {
    const lines: string[] = [];
    for (let n = 1; n <= Math.min(pagesRead, doc.numPages); n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      lines.push(...linesOf(content.items.filter((i): i is TextItem => 'str' in i)));
    }
    const text = lines.join('\n');
    if (text.replace(/\s/g, '').length >= 20) return { kind: 'text', text };
    return { kind: 'scanned', png: await renderFirstPage(doc) };
  } catch {
    return { kind: 'unreadable', note: 'The PDF is damaged and could not be read.' };
  } finally {
    await doc.destroy();
  }
}
