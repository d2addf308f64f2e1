import { crc32, deflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';

const chunk = (type: string, data: Buffer) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};

/** A small receipt-looking PNG (paper, a header band and text-like lines), made in code: no binary fixtures. */
export function receiptPng(width = 120, height = 180, seed = 1): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3, 0xf8); // filter byte 0 + RGB paper
    row[0] = 0;
    for (let x = 0; x < width; x++) {
      const header = y < 24;
      const line = y > 34 && y % 12 < 3 && x > 10 && x < 10 + ((seed * 37 + y * 13) % (width - 30)) + 10;
      if (header || line) row.fill(header ? 0x33 : 0x70, 1 + x * 3, 4 + x * 3);
    }
    rows.push(row);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A one-page purchase invoice PDF with the seller, the lines and the total. */
export function receiptPdf(seller: string, lines: [string, string][], total: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A5', margin: 36 });
    const parts: Buffer[] = [];
    doc.on('data', (b: Buffer) => parts.push(b));
    doc.on('end', () => resolve(Buffer.concat(parts)));
    doc.on('error', reject);
    doc.fontSize(16).text(seller).moveDown();
    doc.fontSize(10);
    for (const [name, amount] of lines) doc.text(`${name} \u2014 ${amount}`);
    doc.moveDown().fontSize(12).text(`Total ${total}`);
    doc.end();
  });
}
