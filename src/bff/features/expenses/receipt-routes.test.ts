import { describe, expect, it } from 'vitest';
import { startInvoicingApi } from '../../../invoicing-api/server';
import { testDocuments } from '../../../../test/fixtures/receipts/documents';
import { photograph, photoLook, renderClean, textPdf } from '../../../../test/fixtures/receipts/render';
import { withDesk } from '../../testing/fixture';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import {
  receiptReadingAnswerSchema,
  type ReadingSources,
  type ReceiptReading,
} from '../../../contract/receipt-reading';

const desk = withDesk((dataDir) => startInvoicingApi({ port: 0, dataDir, rateLimit: 1000 }), {
  bff: { maxUploadMb: 1 },
  connect: ['Receipts Ltd'],
});

const upload = (name: string, bytes: Uint8Array, init: RequestInit = {}, business = desk.biz.id) => {
  const f = new FormData();
  f.set('file', new Blob([new Uint8Array(bytes)]), name);
  return desk.get(`/api/b/${business}/receipts/read`, { method: 'POST', body: f, ...init });
};
const lockedPdf = () =>
  new Promise<Buffer>((resolve) => {
    const pdf = new PDFDocument({ userPassword: 'secret', ownerPassword: 'owner' });
    const chunks: Buffer[] = [];
    pdf.on('data', (c: Buffer) => chunks.push(c));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.text('Total 10,00 EUR');
    pdf.end();
  });
const nullFields = { seller: null, total: null, currency: null, date: null, vat: null, invoice_number: null };

describe('POST /api/b/{business}/receipts/read', () => {
  const [lt, , , en] = testDocuments(4).filter(
    (d) => d.layout === 'receipt' && ['lt', 'en'].includes(d.language),
  );

  it('reads a photographed receipt in a thread (the event loop keeps turning): every field, confidences, language', async () => {
    const photo = await photograph(await renderClean(lt!), photoLook(1));
    let ticks = 0;
    const timer = setInterval(() => ticks++, 20);
    const started = performance.now();
    const res = await upload('kvitas.JPG', photo);
    clearInterval(timer);
    // the BFF runs in this process: a blocked loop would tick once or twice at the end, a free one every ~20 ms
    expect(ticks).toBeGreaterThan((performance.now() - started) / 20 / 4);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as {
      data: Record<string, unknown> & { confidence: Record<string, number> };
    };
    expect(data).toMatchObject({ ...lt!.truth, language: 'lt', note: null });
    expect(Object.keys(data.confidence).sort()).toEqual([
      'currency',
      'date',
      'invoice_number',
      'seller',
      'total',
      'vat',
    ]);
    for (const c of Object.values(data.confidence)) expect(c).toBeGreaterThan(0.5);
    for (const c of Object.values(data.confidence)) expect(c).toBeLessThanOrEqual(1);
  }, 120_000); // the reader thread's start and a photo: 8 s alone, past 30 s beside the other OCR files on a busy machine

  it('reads a text PDF from its text layer', async () => {
    const res = await upload('receipt.pdf', await textPdf(en!));
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: unknown }).data).toMatchObject({
      ...en!.truth,
      language: 'en',
      note: null,
    });
  });

  it('answers 200 with every field null and a note for files it cannot read', async () => {
    const cases: [string, Uint8Array, RegExp][] = [
      ['empty.pdf', new Uint8Array(0), /empty/],
      ['broken.pdf', new TextEncoder().encode('%PDF-1.7\n1 0 obj garbage'), /damaged/],
      ['locked.pdf', await lockedPdf(), /password/],
      ['sheet.xlsx', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4]), /Spreadsheets/],
      ['letter.doc', new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 1, 2, 3, 4]), /Word/],
      ['photo.jpg', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 1, 2, 3]), /image/],
    ];
    for (const [name, bytes, note] of cases) {
      const res = await upload(name, bytes);
      expect(res.status, name).toBe(200);
      const { data } = (await res.json()) as { data: Record<string, unknown> };
      expect(data, name).toMatchObject({ ...nullFields, language: null, note: expect.stringMatching(note) });
    }
  });

  it('answers a full queue with 429 reader_busy, Retry-After and a "busy" message, and reads what it took', async () => {
    // a photo keeps the one reader thread busy for a second or more while eight PDFs arrive behind it: four wait
    const photo = upload('kvitas.jpg', await photograph(await renderClean(en!), photoLook(2)));
    await new Promise((r) => setTimeout(r, 200));
    const pdf = await textPdf(en!);
    const answers = await Promise.all([photo, ...Array.from({ length: 8 }, () => upload('r.pdf', pdf))]);
    const busy = answers.filter((r) => r.status === 429);
    expect(busy.length).toBeGreaterThanOrEqual(4);
    for (const r of busy) {
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await r.json()).toMatchObject({
        status: 429,
        code: 'reader_busy',
        message: expect.stringMatching(/busy: try again in \d+ s/),
        retry_after_s: expect.any(Number),
      });
    }
    const read = answers.filter((r) => r.status === 200);
    expect(read.length).toBe(answers.length - busy.length);
    for (const r of read)
      expect(((await r.json()) as { data: { total: unknown } }).data.total).toBe(en!.truth.total);
  });

  it('refuses what the expense upload refuses: other extensions, over the cap, cross-site, unknown business', async () => {
    const bad = await upload('notes.txt', new TextEncoder().encode('Total 5.00'));
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({
      code: 'unsupported_file',
      errors: { file: [expect.any(String)] },
    });
    const big = await upload('big.png', new Uint8Array(1024 * 1024 + 10));
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ code: 'too_large' });
    const cross = await upload('r.pdf', await textPdf(en!), { headers: { origin: 'https://evil.example' } });
    expect(cross.status).toBe(403);
    expect((await upload('r.pdf', await textPdf(en!), {}, 'nope')).status).toBe(404);
    const noFile = await desk.get(`/api/b/${desk.biz.id}/receipts/read`, {
      method: 'POST',
      body: new FormData(),
    });
    expect(noFile.status).toBeGreaterThanOrEqual(400);
    expect(noFile.status).toBeLessThan(500);
  });
});

describe('the words read and where each field came from', () => {
  const [lt, , , en] = testDocuments(4).filter(
    (d) => d.layout === 'receipt' && ['lt', 'en'].includes(d.language),
  );
  const read = async (name: string, bytes: Uint8Array) =>
    receiptReadingAnswerSchema.parse(await (await upload(name, bytes)).json()).data;
  const sourceOf = (r: ReceiptReading, field: keyof ReadingSources) =>
    r.sources![field].map((i) => r.words![i]!);
  const near = (a: number[], b: number[]) => a.forEach((v, i) => expect(v).toBeCloseTo(b[i]!, 2));

  it('places a photo’s words on the picture the person sees: as its EXIF turns it, and where the reader turned it upright', async () => {
    const photo = await photograph(await renderClean(lt!), photoLook(1));
    const upright = await read('kvitas.jpg', photo);
    const total = sourceOf(upright, 'total');
    expect(total.map((w) => w.text)).toEqual(['29,08']);
    // the "MOKĖTI EUR 29,08" line is the 12th of 15, printed on the right half
    const [x, y] = total[0]!.box;
    expect(y).toBeGreaterThan(0.6);
    expect(y).toBeLessThan(0.75);
    expect(x).toBeGreaterThan(0.5);
    expect(sourceOf(upright, 'date').map((w) => w.text)).toEqual(['2026-01-22']);
    // stored sideways with an EXIF turn: the browser shows it upright, so the boxes are the upright photo's
    const sideways = await read(
      'kvitas.jpg',
      await sharp(photo).rotate(270).withMetadata({ orientation: 6 }).jpeg().toBuffer(),
    );
    near(sourceOf(sideways, 'total')[0]!.box, total[0]!.box);
    // upside down without EXIF: the person sees it upside down, the reader reads it turned; the box turns back
    const upside = await read('kvitas.jpg', await sharp(photo).rotate(180).jpeg().toBuffer());
    const [ux = 0, uy = 0, uw = 0, uh = 0] = sourceOf(upside, 'total')[0]!.box;
    near([1 - ux - uw, 1 - uy - uh, uw, uh], total[0]!.box);
  }, 120_000); // three photos read, one turned over by the reader's retries: a loaded machine stretches it

  it('places a text PDF’s words on its first page, each field on its own line', async () => {
    const r = await read('receipt.pdf', await textPdf(en!));
    expect(r.words!.length).toBeGreaterThan(10);
    const line = (field: keyof ReadingSources) => {
      const [word] = sourceOf(r, field);
      const printed = en!.lines.findIndex((l) => l.includes(word!.text));
      return { printed, top: word!.box[1] };
    };
    const [date, total] = [line('date'), line('total')];
    expect(date.printed).toBeGreaterThanOrEqual(0);
    expect(total.printed).toBeGreaterThan(date.printed);
    // pdfkit's A4 page (842 pt), 50 pt margin, 10 pt text: a line every ~11.6 pt
    expect(date.top).toBeCloseTo((50 + date.printed * 11.6) / 842, 1);
    expect(total.top).toBeCloseTo((50 + total.printed * 11.6) / 842, 1);
  });
});
