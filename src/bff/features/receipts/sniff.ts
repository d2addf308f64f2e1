/** What the bytes are (not what the name says): the engine reads PDFs, raster images and XML e-invoices, nothing else. */
export type FileKind = 'pdf' | 'image' | 'xml' | 'spreadsheet-or-document' | 'empty' | 'unknown';

const starts = (b: Uint8Array, sig: number[], at = 0) => sig.every((v, i) => b[at + i] === v);

export function sniffKind(b: Uint8Array): FileKind {
  if (b.length === 0) return 'empty';
  // XML opens with its first tag, after a byte order mark and blanks (UTF-16 ones too); a PDF never does
  if (starts(b, [0xff, 0xfe]) || starts(b, [0xfe, 0xff])) return 'xml';
  if (/^(\uFEFF|ï»¿)?\s*</.test(new TextDecoder('latin1').decode(b.subarray(0, 64)))) return 'xml';
  // %PDF may follow a little junk (some scanners prepend bytes); the spec allows it within the first 1024.
  const head = new TextDecoder('latin1').decode(b.subarray(0, 1024));
  if (head.includes('%PDF-')) return 'pdf';
  if (starts(b, [0xff, 0xd8, 0xff])) return 'image'; // JPEG
  if (starts(b, [0x89, 0x50, 0x4e, 0x47])) return 'image'; // PNG
  if (starts(b, [0x47, 0x49, 0x46, 0x38])) return 'image'; // GIF
  if (starts(b, [0x42, 0x4d])) return 'image'; // BMP
  if (starts(b, [0x49, 0x49, 0x2a, 0x00]) || starts(b, [0x4d, 0x4d, 0x00, 0x2a])) return 'image'; // TIFF
  if (starts(b, [0x50, 0x4b, 0x03, 0x04]) || starts(b, [0xd0, 0xcf, 0x11, 0xe0]))
    return 'spreadsheet-or-document'; // zip (xlsx/docx/odf), OLE (xls/doc)
  return 'unknown';
}
