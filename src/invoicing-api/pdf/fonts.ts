import { create } from 'fontkit';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** DejaVu Sans covers Latin Extended (ąčęėįšųūž, äöüß, ñ¿¡, éèçœ) and the typographic spaces Intl emits. */
function parse(file: string): PDFKit.Mixins.PDFFontSource {
  const font = create(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)));
  // fontkit caches a glyph with the characters it was first looked up by, and the cache outlives a document.
  // A glyph first met as a component of another (Z inside Ž) while a subset is written gets none; a ligature
  // first met as its own character (ﬁ) gets that one. Either would then be missing or wrong in the text layer
  // of every later document. So every mapped character is looked up first; ligature characters through the
  // text they stand for (ﬁ as "fi", which layout turns into the ligature glyph).
  for (const codePoint of font.characterSet) {
    const char = String.fromCodePoint(codePoint);
    const plain = char.normalize('NFKC');
    if ([...plain].length > 1) font.layout(plain);
    else font.glyphForCodePoint(codePoint);
  }
  // pdfkit takes a parsed fontkit font as a font source; its typings only list paths and buffers.
  return font as unknown as PDFKit.Mixins.PDFFontSource;
}

let cache: { regular: PDFKit.Mixins.PDFFontSource; bold: PDFKit.Mixins.PDFFontSource } | undefined;

/**
 * The embedded fonts, parsed once per process: parsing the TrueType tables is most of a render's cost, and a
 * parsed font is read-only while each document keeps its own glyph subset.
 */
export function invoiceFonts(): { regular: PDFKit.Mixins.PDFFontSource; bold: PDFKit.Mixins.PDFFontSource } {
  cache ??= { regular: parse('DejaVuSans.ttf'), bold: parse('DejaVuSans-Bold.ttf') };
  return cache;
}
