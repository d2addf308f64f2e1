import { inflateSync } from 'node:zlib';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { parseEInvoice, type EInvoiceOutcome } from './read-einvoice';
import { maxEInvoiceBytes } from './xml-text';

/** The names the hybrid formats give their XML: Factur-X and ZUGFeRD 2.1+, ZUGFeRD 2.0 and 1, XRechnung in a PDF. */
const knownNames: ReadonlySet<string> = new Set(['factur-x.xml', 'zugferd-invoice.xml', 'xrechnung.xml']);
const isKnownName = (name: string) => knownNames.has(name.toLowerCase());

export type PdfEInvoice =
  | { kind: 'none' }
  | { kind: 'einvoice'; name: string; outcome: Extract<EInvoiceOutcome, { kind: 'einvoice' }> }
  | { kind: 'broken'; note: string };

/**
 * Whether an embedded file stream would decode past the e-invoice cap, read off the raw bytes before pdf.js
 * decodes anything (as pdf-text.ts bounds images): a 20 MB PDF could hold a compressed attachment that inflates
 * to gigabytes. An embedded file is a stream, never inside an object stream, so its dictionary is there to read.
 */
export function embeddedFileTooLarge(bytes: Uint8Array): boolean {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = buf.toString('latin1');
  for (const m of text.matchAll(/\/Type\s*\/EmbeddedFile\b/g)) {
    const from = Math.max(text.lastIndexOf(' obj', m.index), m.index - 2000);
    const keyword = text.indexOf('stream', m.index);
    if (keyword < 0) continue;
    const dict = text.slice(from, keyword);
    const start = keyword + (text.startsWith('stream\r\n', keyword) ? 8 : 7);
    const length = /\/Length\s+(\d+)\b(?!\s+\d+\s+R)/.exec(dict)?.[1];
    const end = length ? start + Number(length) : text.indexOf('endstream', start);
    if (end < start) continue;
    const data = buf.subarray(start, end);
    const filter = /\/Filter\s*\[?\s*\/(\w+)/.exec(dict)?.[1];
    if (filter === undefined && data.length > maxEInvoiceBytes) return true;
    if (filter === 'FlateDecode') {
      try {
        inflateSync(data, { maxOutputLength: maxEInvoiceBytes });
      } catch (e) {
        // cut-off or damaged data is pdf.js's to judge; only "would be larger" counts here
        if ((e as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return true;
      }
    }
  }
  return false;
}

type Attachment = { filename?: unknown; content?: unknown };

/**
 * The e-invoice a PDF carries (Factur-X, ZUGFeRD, XRechnung): an attachment under one of the hybrid formats'
 * names, else any attached .xml that reads as UBL or CII. A file under those names that does not read is
 * "broken" (the person is told); another .xml that is no e-invoice is ignored, and the PDF is read as a PDF.
 */
export async function pdfEInvoice(doc: PDFDocumentProxy): Promise<PdfEInvoice> {
  let attachments: Record<string, Attachment> | null;
  try {
    attachments = (await doc.getAttachments()) as Record<string, Attachment> | null;
  } catch {
    return { kind: 'none' }; // a damaged names tree: the pages may still read
  }
  const xmls = Object.values(attachments ?? {})
    .map((a) => ({ name: typeof a.filename === 'string' ? a.filename : '', content: a.content }))
    .filter((a) => /\.xml$/i.test(a.name))
    .sort((a, b) => Number(isKnownName(b.name)) - Number(isKnownName(a.name)));
  for (const a of xmls) {
    const bytes = a.content instanceof Uint8Array ? a.content : undefined;
    const outcome: EInvoiceOutcome =
      bytes && bytes.length > 0
        ? parseEInvoice(bytes)
        : { kind: 'refused', note: 'It is empty or its data is missing.' };
    if (outcome.kind === 'einvoice') return { kind: 'einvoice', name: a.name, outcome };
    if (isKnownName(a.name)) {
      return {
        kind: 'broken',
        note: `The e-invoice attached to the PDF (${a.name}) could not be read. ${outcome.note}`,
      };
    }
  }
  return { kind: 'none' };
}
