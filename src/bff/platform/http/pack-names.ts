/** File names inside the month pack: readable, safe on every system, never twice the same. */

const unsafe = /[/\\:*?"<>|]/g;
const control = (c: string) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
const maxPart = 120;

/** At most `max` UTF-16 units of `s`, cut between characters as a person sees them (an emoji is never split). */
const cutAt = (s: string, max: number): string => {
  let out = '';
  for (const { segment } of graphemes.segment(s)) {
    if (out.length + segment.length > max) break;
    out += segment;
  }
  return out;
};

/** A name part without path separators, control characters or characters Windows refuses, of a sensible length. */
export const safePart = (s: string): string =>
  cutAt(
    [...s.replace(unsafe, '_')]
      .map((c) => (control(c) ? ' ' : c))
      .join('')
      .replace(/\s+/g, ' ')
      .trim(),
    maxPart,
  ).trim() || 'unnamed';

/**
 * A Content-Disposition value naming the file `name` (already a `safePart`): an ASCII fallback for old clients and
 * the exact UTF-8 name (RFC 6266), so a series like `PVM-Š` survives the browser's save dialog.
 */
export const disposition = (kind: 'inline' | 'attachment', name: string): string =>
  `${kind}; filename="${name.normalize('NFKD').replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** The original file's extension, from the API's Content-Disposition (`filename*` first), else from its type. */
export function extensionOf(disposition: string | null, contentType: string | null): string {
  const star = disposition && /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const plain = disposition && /filename="([^"]*)"/i.exec(disposition)?.[1];
  let name = plain ?? '';
  if (star) {
    try {
      name = decodeURIComponent(star);
    } catch {
      // a malformed encoding: the plain name stands
    }
  }
  const ext = /\.([A-Za-z0-9]{1,5})$/.exec(name)?.[1];
  if (ext) return `.${ext.toLowerCase()}`;
  return contentType?.startsWith('application/pdf') ? '.pdf' : '';
}

/** Hands out names, adding " (2)", " (3)" … before the extension when one is taken. */
export class UniqueNames {
  private readonly taken = new Set<string>();

  take(dir: string, base: string, ext: string): string {
    for (let n = 1; ; n++) {
      const name = `${dir}/${base}${n === 1 ? '' : ` (${n})`}${ext}`;
      if (!this.taken.has(name.toLowerCase())) {
        this.taken.add(name.toLowerCase());
        return name;
      }
    }
  }
}
