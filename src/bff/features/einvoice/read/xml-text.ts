/** The largest e-invoice read (a dropped XML or one inside a PDF): real ones are kilobytes, a few hundred lines at most. */
export const maxEInvoiceBytes = 10 * 1024 * 1024;

export type XmlText = { ok: true; xml: string } | { ok: false; note: string };

const refusedDeclaration =
  'The XML declares a document type or entities (<!DOCTYPE>, <!ENTITY>): an e-invoice never needs them, and they can make a reader fetch files or expand without end, so it is not read.';

/** The text of the bytes in their declared encoding: a BOM first, then the XML declaration, UTF-8 otherwise. */
function decode(bytes: Uint8Array): string | undefined {
  const b = bytes;
  if (b[0] === 0xff && b[1] === 0xfe) return new TextDecoder('utf-16le', { fatal: true }).decode(b);
  if (b[0] === 0xfe && b[1] === 0xff) return new TextDecoder('utf-16be', { fatal: true }).decode(b);
  const head = new TextDecoder('latin1').decode(b.subarray(0, 200));
  const declared = /^\s*<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(
    head.replace(/^\uFEFF|^ï»¿/, ''),
  )?.[1];
  let label = declared?.toLowerCase() ?? 'utf-8';
  if (label === 'utf8') label = 'utf-8';
  try {
    // the BOM is dropped by the decoder itself
    return new TextDecoder(label, { fatal: true }).decode(b);
  } catch {
    return undefined;
  }
}

/**
 * Finds any markup declaration — `<!` that opens neither a comment nor a CDATA section — in the text the parser
 * will read: a DOCTYPE and every ENTITY, ELEMENT or ATTLIST live only inside one, so none can slip past. Comments
 * and CDATA are skipped as the parser skips them (a "<!DOCTYPE" written inside a comment is only words).
 */
export function declaresMarkup(xml: string): boolean {
  let at = 0;
  for (;;) {
    const open = xml.indexOf('<!', at);
    if (open < 0) return false;
    if (xml.startsWith('<!--', open)) {
      const end = xml.indexOf('-->', open + 4);
      if (end < 0) return false; // an unclosed comment: the parser refuses the file as malformed
      at = end + 3;
    } else if (xml.startsWith('<![CDATA[', open)) {
      const end = xml.indexOf(']]>', open + 9);
      if (end < 0) return false;
      at = end + 3;
    } else {
      return true;
    }
  }
}

/**
 * The XML of a received e-invoice as text, or why it is not read: too large, not text in its declared encoding, or
 * declaring a document type or entities (refused before any parser sees it: no XXE, no billion laughs).
 */
export function xmlTextOf(bytes: Uint8Array): XmlText {
  if (bytes.length > maxEInvoiceBytes) {
    return {
      ok: false,
      note: `The e-invoice is larger than ${maxEInvoiceBytes / 1024 / 1024} MB, so it is not read.`,
    };
  }
  const xml = decode(bytes);
  if (xml === undefined)
    return {
      ok: false,
      note: 'The XML file is not text in the encoding it declares, so it could not be read.',
    };
  if (declaresMarkup(xml)) return { ok: false, note: refusedDeclaration };
  return { ok: true, xml };
}
