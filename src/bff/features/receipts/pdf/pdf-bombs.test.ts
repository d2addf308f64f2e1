import { deflateSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { largestPdfImage, maxPdfImagePixels } from './pdf-text';
import { ReaderPool } from '../reader-pool';

/**
 * A small PDF holding one huge blank image (a decompression bomb) must not be decoded: before the bound, 62 kB for
 * 8000 × 8000 took the BFF from 360 MB to 1 GB, and 389 kB for 20000 × 20000 to 4.5 GB for 19 s.
 */
const pool = new ReaderPool({ threads: 1 });
afterAll(() => pool.close());

/** A one-page PDF whose page is one grey image; `indirect` gives its size as references, as some writers do. */
function imagePdf(width: number, height: number, indirect = false): Buffer {
  const pixels = deflateSync(Buffer.alloc(width * height, 0xff), { level: 9 });
  const size = indirect ? '/Width 6 0 R /Height 7 0 R' : `/Width ${width} /Height ${height}`;
  const content = 'q 595 0 0 842 0 0 cm /Im1 Do Q';
  const objects: (string | Buffer)[][] = [
    ['<< /Type /Catalog /Pages 2 0 R >>'],
    ['<< /Type /Pages /Kids [3 0 R] /Count 1 >>'],
    [
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /XObject << /Im1 4 0 R >> >> /Contents 5 0 R >>',
    ],
    [
      `<< /Type /XObject /Subtype /Image ${size} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode /Length ${pixels.length} >>\nstream\n`,
      pixels,
      '\nendstream',
    ],
    [`<< /Length ${content.length} >>\nstream\n${content}\nendstream`],
    [String(width)],
    [String(height)],
  ];
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n', 'latin1')];
  let at = chunks[0]!.length;
  const offsets: number[] = [];
  objects.forEach((parts, i) => {
    offsets.push(at);
    const obj = Buffer.concat(
      [`${i + 1} 0 obj\n`, ...parts, '\nendobj\n'].map((p) =>
        typeof p === 'string' ? Buffer.from(p, 'latin1') : p,
      ),
    );
    chunks.push(obj);
    at += obj.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
  ];
  chunks.push(
    Buffer.from(
      `${xref.join('\n')}\ntrailer << /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${at}\n%%EOF\n`,
      'latin1',
    ),
  );
  return Buffer.concat(chunks);
}

/** Reads a file while sampling this process's resident memory (the reader thread is part of it). */
async function readWatched(bytes: Buffer) {
  const base = process.memoryUsage().rss;
  let peak = base;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  // CPU time, the reader thread's included: decoding the image would spend it, while a loaded machine only
  // stretches the wall time.
  const cpu0 = process.cpuUsage();
  try {
    const reading = await pool.read(bytes, 'lt');
    const cpu = process.cpuUsage(cpu0);
    return { reading, cpuMs: (cpu.user + cpu.system) / 1000, growthMb: (peak - base) / 1024 / 1024 };
  } finally {
    clearInterval(timer);
  }
}

describe('PDF image bombs', () => {
  it('reads the declared image size off the raw bytes', () => {
    expect(largestPdfImage(imagePdf(300, 200))).toBe(60_000);
    expect(largestPdfImage(imagePdf(300, 200, true))).toBe(0);
    expect(largestPdfImage(imagePdf(60, 20, true))).toBe(0); // sizes by reference: pdf.js's own bound applies
    expect(largestPdfImage(Buffer.from('%PDF-1.4 no images'))).toBe(0);
  });

  it('refuses an 8000 × 8000 image with a clear note, at once, without decoding it', async () => {
    const bomb = imagePdf(8000, 8000);
    expect(bomb.length).toBeLessThan(100_000);
    const { reading, cpuMs, growthMb } = await readWatched(bomb);
    expect(reading.note).toMatch(/image too large to read \(over 16 megapixels\)/);
    expect(cpuMs).toBeLessThan(15_000);
    expect(growthMb).toBeLessThan(200);
  });

  it('bounds one whose size is given by reference too: pdf.js removes the image instead of decoding it', async () => {
    const { reading, cpuMs, growthMb } = await readWatched(imagePdf(8000, 8000, true));
    expect(reading.note).toMatch(/No text could be read/);
    expect(cpuMs).toBeLessThan(15_000);
    expect(growthMb).toBeLessThan(250);
  });

  it('still reads an image within the bound', () => {
    expect(4000 * 4000).toBeLessThanOrEqual(maxPdfImagePixels);
    expect(largestPdfImage(imagePdf(4000, 4000))).toBe(16_000_000);
  });
});
