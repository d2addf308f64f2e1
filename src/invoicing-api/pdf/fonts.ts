import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** DejaVu Sans covers Latin Extended (ąčęėįšųūž, äöüß, ñ¿¡, éèçœ) and the typographic spaces Intl emits. */
const load = (file: string): Buffer => readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`));

let cache: { regular: Buffer; bold: Buffer } | undefined;

/** The embedded font files, read once per process. */
export function invoiceFonts(): { regular: Buffer; bold: Buffer } {
  cache ??= { regular: load('DejaVuSans.ttf'), bold: load('DejaVuSans-Bold.ttf') };
  return cache;
}
