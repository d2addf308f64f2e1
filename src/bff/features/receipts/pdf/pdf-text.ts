import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import type { EInvoiceReaderPart, PdfEInvoice } from '../../einvoice';
import type { PlacedWord } from '../ocr/ocr-words';
import { placeBox, unmoved } from '../image/placement';

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
  | { kind: 'text'; text: string; words: PlacedWord[] }
  | { kind: 'scanned'; png: Buffer }
  | { kind: 'unreadable'; note: string }
  /** a Factur-X / ZUGFeRD / XRechnung PDF: its attached XML (or why it does not read) instead of its pages */
  | { kind: 'einvoice'; found: Exclude<PdfEInvoice, { kind: 'none' }> };

/** A text item's box in pixels of the first page's viewport (pdf.js's own turn of the page applied). */
type ItemBox = (it: TextItem) => { x0: number; y0: number; x1: number; y1: number };
type LineWord = { text: string; col: number; box?: { x0: number; y0: number; x1: number; y1: number } };

/**
 * Rebuilds lines from the text layer: items on (nearly) the same baseline joined left to right, with one space
 * for a word gap and three for a column gap (the extraction reads 3+ spaces as the next column). With `boxOf` (the
 * first page) each word keeps its box, a share of its item's box as long as its share of the item's letters.
 */
function linesOf(items: TextItem[], boxOf?: ItemBox): { text: string; words: LineWord[] }[] {
  const rows: { y: number; size: number; parts: { x: number; end: number; s: string; it: TextItem }[] }[] =
    [];
  for (const it of items) {
    if (it.str.trim() === '') continue;
    const x = it.transform[4] as number;
    const y = it.transform[5] as number;
    const size = Math.abs(it.transform[3] as number) || 10;
    const row = rows.find((r) => Math.abs(r.y - y) <= Math.max(2, size * 0.4));
    const part = { x, end: x + it.width, s: it.str, it };
    if (row) row.parts.push(part);
    else rows.push({ y, size, parts: [part] });
  }
  rows.sort((a, b) => b.y - a.y);
  return rows.map((r) => {
    const parts = r.parts.sort((a, b) => a.x - b.x);
    let line = '';
    let end = -Infinity;
    const words: LineWord[] = [];
    for (const p of parts) {
      const gap = p.x - end;
      line += line === '' ? '' : gap > r.size * 1.5 ? '   ' : gap > r.size * 0.15 ? ' ' : '';
      const box = boxOf?.(p.it);
      for (const m of p.s.matchAll(/\S+/g)) {
        const [from, to] = [m.index / p.s.length, (m.index + m[0].length) / p.s.length];
        const at = box && {
          ...box,
          x0: box.x0 + (box.x1 - box.x0) * from,
          x1: box.x0 + (box.x1 - box.x0) * to,
        };
        words.push({ text: m[0], col: line.length + m.index, box: at });
      }
      line += p.s;
      end = p.end;
    }
    return { text: line.trimEnd(), words };
  });
}

/** The first page's text items as boxes on it: from the baseline a fifth of the font below to four fifths above. */
function firstPageBoxes(page: PDFPageProxy): { boxOf: ItemBox; size: { width: number; height: number } } {
  const viewport = page.getViewport({ scale: 1 });
  const boxOf: ItemBox = (it) => {
    const [x, y, h] = [
      it.transform[4] as number,
      it.transform[5] as number,
      Math.abs(it.transform[3] as number) || it.height,
    ];
    const [ax, ay, bx, by] = viewport.convertToViewportRectangle([
      x,
      y - 0.2 * h,
      x + it.width,
      y + 0.8 * h,
    ]) as number[];
    return { x0: Math.min(ax!, bx!), y0: Math.min(ay!, by!), x1: Math.max(ax!, bx!), y1: Math.max(ay!, by!) };
  };
  return { boxOf, size: { width: viewport.width, height: viewport.height } };
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

/**
 * The e-invoice attached to the PDF when there is one; else the text layer of the first pages, or the first page
 * rendered for OCR when the PDF is a scan. (An attachment that would inflate past the cap is not opened at all.)
 */
export async function readPdf(
  pdfjs: PdfJs,
  bytes: Uint8Array,
  { embeddedFileTooLarge, pdfEInvoice }: Pick<EInvoiceReaderPart, 'embeddedFileTooLarge' | 'pdfEInvoice'>,
): Promise<PdfOutcome> {
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
    const found = embeddedFileTooLarge(bytes) ? { kind: 'none' as const } : await pdfEInvoice(doc);
    if (found.kind !== 'none') return { kind: 'einvoice', found };
    let text = '';
    const words: PlacedWord[] = [];
    for (let n = 1; n <= Math.min(pagesRead, doc.numPages); n++) {
      const page = await doc.getPage(n);
      // only the first page's words get places: it is the page the person sees beside the fields
      const first = n === 1 ? firstPageBoxes(page) : undefined;
      const content = await page.getTextContent();
      for (const line of linesOf(
        content.items.filter((i): i is TextItem => 'str' in i),
        first?.boxOf,
      )) {
        if (text !== '') text += '\n';
        for (const w of line.words) {
          if (w.box && first)
            words.push({
              text: w.text,
              box: placeBox(unmoved, w.box, first.size),
              offset: text.length + w.col,
            });
        }
        text += line.text;
      }
    }
    if (text.replace(/\s/g, '').length >= 20) return { kind: 'text', text, words };
    return { kind: 'scanned', png: await renderFirstPage(doc) };
  } catch {
    return { kind: 'unreadable', note: 'The PDF is damaged and could not be read.' };
  } finally {
    await doc.destroy();
  }
}
