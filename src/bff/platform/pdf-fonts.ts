import { create } from 'fontkit';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * DejaVu Sans (Latin Extended: ąčęėįšųūž, äöüß, ñ, éèçœ), parsed once per process as the embedded API's renderer
 * does — the BFF may not import it. Every character is looked up once first: fontkit caches a glyph with the
 * characters it was first met by, so one first met inside another (Z in Ž) would lose its text in later documents.
 */
function parse(file: string): PDFKit.Mixins.PDFFontSource {
  const font = create(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)));
  for (const codePoint of font.characterSet) {
    const plain = String.fromCodePoint(codePoint).normalize('NFKC');
    if ([...plain].length > 1) font.layout(plain);
    else font.glyphForCodePoint(codePoint);
  }
  // pdfkit takes a parsed fontkit font as a font source; its typings only list paths and buffers.
  return font as unknown as PDFKit.Mixins.PDFFontSource;
}

let cache: { regular: PDFKit.Mixins.PDFFontSource; bold: PDFKit.Mixins.PDFFontSource } | undefined;

export function statementFonts(): {
  regular: PDFKit.Mixins.PDFFontSource;
  bold: PDFKit.Mixins.PDFFontSource;
} {
  cache ??= { regular: parse('DejaVuSans.ttf'), bold: parse('DejaVuSans-Bold.ttf') };
  return cache;
}
