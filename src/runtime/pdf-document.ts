import type { Font as FontkitFont } from 'fontkit';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The PDF start both servers draw on (the API's invoices, the BFF's statements and kept e-invoices): written once
 * here because the two never import each other.
 */

const require = createRequire(import.meta.url);

type Font = PDFKit.Mixins.PDFFontSource;

/** DejaVu Sans covers Latin Extended (ąčęėįšųūž, äöüß, ñ¿¡, éèçœ) and the typographic spaces Intl emits. */
function parse(create: (bytes: Uint8Array) => FontkitFont, file: string): Font {
  const font = create(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)));
  // fontkit caches a glyph with the characters it was first looked up by, and the cache outlives a document.
  // A glyph first met as a component of another (Z inside Ž) while a subset is written gets none; a ligature
  // first met as its own character (ﬁ) gets that one. Either would then be missing or wrong in the text layer
  // of every later document. So every mapped character is looked up first; ligature characters through the
  // text they stand for (ﬁ as "fi", which layout turns into the ligature glyph).
  for (const codePoint of font.characterSet) {
    const plain = String.fromCodePoint(codePoint).normalize('NFKC');
    if ([...plain].length > 1) font.layout(plain);
    else font.glyphForCodePoint(codePoint);
  }
  // pdfkit takes a parsed fontkit font as a font source; its typings only list paths and buffers.
  return font as unknown as Font;
}

// Parsed once per process: parsing the TrueType tables is most of a render's cost, and a parsed font is read-only
// while each document keeps its own glyph subset.
let fonts: { regular: Font; bold: Font } | undefined;

/** A document's bytes, once it has ended. */
export const bytesOf = (doc: PDFKit.PDFDocument): Promise<Buffer> =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

/** A new document whose fonts are DejaVu Sans as `regular` and `bold`, and its bytes once `doc.end()` is called. */
export async function dejaVuPdf(options: Omit<PDFKit.PDFDocumentOptions, 'font'>): Promise<{
  doc: PDFKit.PDFDocument;
  bytes: Promise<Buffer>;
}> {
  // Loaded on the first document, not at start: pdfkit and fontkit are a sixth of a server's start-up time.
  const [{ default: PDFDocument }, { create }] = await Promise.all([import('pdfkit'), import('fontkit')]);
  // No default font: pdfkit would parse Helvetica's metrics for every document, and every text here is DejaVu.
  const doc = new PDFDocument({ ...options, font: '' });
  fonts ??= { regular: parse(create, 'DejaVuSans.ttf'), bold: parse(create, 'DejaVuSans-Bold.ttf') };
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  return { doc, bytes: bytesOf(doc) };
}
