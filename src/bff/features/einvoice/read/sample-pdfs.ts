import PDFDocument from 'pdfkit';
import { bytesOf } from '../../../../runtime/pdf-document';
import { attachFile } from './kept-pdf';

/** The PDF helpers of the e-invoice tests (the samples themselves are in sample-files.ts). */

/**
 * A hybrid PDF as Factur-X / ZUGFeRD make them: a printed page, and the XML attached under `name` (pdfkit's file
 * attachment, relationship Alternative, as Factur-X asks). The page's text says other figures than the XML, so a
 * reading that took the page instead of the data shows.
 */
export function hybridPdf(
  xml: Uint8Array,
  name = 'factur-x.xml',
  printed = 'Invoice 999\nTotal 1,00 EUR',
): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4' });
  const done = bytesOf(doc);
  attachFile(doc, xml, {
    name,
    type: 'text/xml',
    relationship: 'Alternative',
    description: 'Factur-X invoice',
  });
  doc.fontSize(14).text(printed, 72, 72);
  doc.end();
  return done;
}

/** The files a PDF carries, by name, and its first page's text, as pdf.js reads them (the library the reader uses). */
export async function pdfContents(
  pdf: Uint8Array,
): Promise<{ files: Record<string, Uint8Array>; text: string }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, verbosity: 0 })
    .promise;
  try {
    const raw = ((await doc.getAttachments()) ?? {}) as Record<
      string,
      { filename: string; content: Uint8Array }
    >;
    const content = await (await doc.getPage(1)).getTextContent();
    return {
      files: Object.fromEntries(Object.values(raw).map((a) => [a.filename, a.content])),
      text: content.items.map((i) => ('str' in i ? i.str : '')).join(' '),
    };
  } finally {
    await doc.destroy();
  }
}
