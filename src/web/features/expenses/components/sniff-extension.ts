/**
 * The kind of a downloaded receipt from its first bytes: the API answers application/octet-stream for everything
 * but PDFs, so the preview looks at the content (images and PDFs are drawn, anything else gets the icon).
 */
const signatures: readonly [string, readonly number[]][] = [
  ['pdf', [0x25, 0x50, 0x44, 0x46]], // %PDF
  ['png', [0x89, 0x50, 0x4e, 0x47]],
  ['jpg', [0xff, 0xd8, 0xff]],
  ['gif', [0x47, 0x49, 0x46, 0x38]], // GIF8
  ['bmp', [0x42, 0x4d]], // BM
];

export async function sniffExtension(blob: Blob): Promise<string> {
  const head = new Uint8Array(await blob.slice(0, 8).arrayBuffer());
  const match = signatures.find(([, sig]) => sig.every((byte, i) => head[i] === byte));
  return match ? match[0] : 'bin';
}
