import { describe, expect, it } from 'vitest';
import { receiptReadingAnswerSchema } from '../../../../contract/receipt-reading';
import { startInvoicingApi } from '../../../../invoicing-api/server';
import { uploadForm } from '../../../../invoicing-api/testing/upload-form';
import { withDesk } from '../../../testing/fixture';
import { consoleOf } from '../../../testing/harness';
import { rulesInstalled } from '../rules/validate';
import { officialExample, officialPresent, ownSample } from './sample-files';
import { hybridPdf, pdfContents } from './sample-pdfs';

// MAX_UPLOAD_MB above the e-invoice cap, so that cap is what an 11 MB XML meets
const desk = withDesk((dataDir) => startInvoicingApi({ port: 0, dataDir, rateLimit: 1000 }), {
  bff: { maxUploadMb: 12 },
  connect: ['E-invoices Ltd'],
});

const form = (file: [string, Uint8Array, string], fields: Record<string, string> = {}) =>
  uploadForm(fields, { name: file[0], bytes: new Uint8Array(file[1]), type: file[2] });
const readOver = async (name: string, bytes: Uint8Array, type = 'application/octet-stream') => {
  const res = await desk.get(`/api/b/${desk.biz.id}/receipts/read`, {
    method: 'POST',
    body: form([name, bytes, type]),
  });
  return { status: res.status, body: (await res.json()) as unknown };
};
const nullFields = { seller: null, total: null, currency: null, date: null, vat: null, invoice_number: null };

// The official rules are installed per desk (git-ignored): where they are not, a reading carries no verdict.
const installed = rulesInstalled(['en16931-ubl', 'peppol-ubl']);
/** A figure our own UBL file states, taken off its text (not through the reader). */
const stated = (xml: string, tag: string) => Number(new RegExp(`<cbc:${tag}[^>]*>([^<]+)<`).exec(xml)![1]);

describe('a supplier’s e-invoice through POST /api/b/{business}/receipts/read', () => {
  it('reads a UBL .xml from its data: the same fields as a photo gives, plus the e-invoice’s own', async () => {
    const { xml } = await ownSample('multi-rate');
    const text = xml.toString('utf8');
    const { status, body } = await readOver('SZ-0051.xml', xml, 'text/xml');
    expect(status).toBe(200);
    const { data } = receiptReadingAnswerSchema.parse(body);
    expect(data).toMatchObject({
      seller: 'UAB „Šiaurės žiedas“',
      total: stated(text, 'TaxInclusiveAmount'),
      vat: stated(text, 'TaxAmount'),
      currency: 'EUR',
      date: '2025-12-01',
      invoice_number: 'SZ-0051',
      note: null,
    });
    expect(data.einvoice).toMatchObject({
      format: 'ubl-invoice',
      attachment: null,
      seller_vat_code: 'LT100009876512',
      net_total: stated(text, 'TaxExclusiveAmount'),
    });
    expect(data.einvoice?.vat_breakdown.map((v) => v.rate)).toEqual([9, 21]);
    if (installed) {
      expect(data.einvoice?.verdict).toMatchObject({
        valid: true,
        rule_sets: ['en16931-ubl', 'peppol-ubl'],
        fatal: [],
      });
    } else {
      expect(data.einvoice).toMatchObject({
        verdict: null,
        verdict_note: 'The official e-invoice rules are not installed on this desk.',
      });
    }
  });

  it('reads a Factur-X PDF from its attachment, nothing from OCR', async () => {
    const pdf = await hybridPdf((await ownSample('xrechnung-cii')).xml);
    const { status, body } = await readOver('rechnung.pdf', pdf, 'application/pdf');
    expect(status).toBe(200);
    const { data } = receiptReadingAnswerSchema.parse(body);
    expect(data.einvoice).toMatchObject({ format: 'cii', attachment: 'factur-x.xml' });
    expect(data).toMatchObject({
      seller: 'Schäfer & Söhne Gebäudetechnik GmbH',
      invoice_number: 'RE-2025-0815',
    });
    expect(data.confidence.total).toBe(1);
  });

  it('answers what it refuses with 200, fields empty and a note (as any unreadable file): XXE, malformed, too large', async () => {
    const xxe = '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY e SYSTEM "file:///etc/passwd">]><a>&e;</a>';
    const cii = (await ownSample('xrechnung-cii')).xml;
    const cases: [string, Uint8Array, RegExp][] = [
      ['xxe.xml', Buffer.from(xxe), /DOCTYPE/],
      ['cut.xml', cii.subarray(0, Math.floor(cii.length / 2)), /damaged/],
      ['other.xml', Buffer.from('<note>Total 12.00</note>'), /not an e-invoice/],
      ['huge.xml', Buffer.alloc(11 * 1024 * 1024, 0x20).fill('<a>', 0, 3), /larger than 10 MB/],
    ];
    for (const [name, bytes, note] of cases) {
      const { status, body } = await readOver(name, bytes);
      expect(status, name).toBe(200);
      expect((body as { data: unknown }).data, name).toMatchObject({
        ...nullFields,
        note: expect.stringMatching(note),
      });
    }
    expect((await readOver('notes.txt', Buffer.from('x'))).status).toBe(422);
  });

  // The official examples: present only where a desk installed them (git-ignored, never in a clean clone or CI).
  it.runIf(officialPresent)('reads an official EN 16931 example as it states it', async () => {
    const { status, body } = await readOver(
      '12115118.xml',
      officialExample('ubl-tc434-example1.xml'),
      'text/xml',
    );
    expect(status).toBe(200);
    const { data } = receiptReadingAnswerSchema.parse(body);
    expect(data).toMatchObject({
      seller: 'De Koksmaat',
      total: 250.33,
      vat: 20.73,
      currency: 'EUR',
      invoice_number: '12115118',
    });
    expect(data.einvoice?.vat_breakdown.map((v) => v.rate)).toEqual([6, 21]);
  });
});

describe('saving an expense with the e-invoice file', () => {
  const fieldsOf = async () => {
    const { invoice } = await ownSample('peppol-invoice');
    return {
      seller: 'UAB „Šiaurės žiedas“',
      total: String(invoice.total_incl_vat),
      currency: 'EUR',
      date: '2025-11-14',
      vat: String(invoice.vat),
      invoice_number: 'SZ-0042',
    };
  };
  const save = async (file: [string, Uint8Array, string]) =>
    desk.get(`/api/b/${desk.biz.id}/expenses`, { method: 'POST', body: form(file, await fieldsOf()) });

  it('an .xml is kept inside a PDF the API stores: a readable page, the original attached byte for byte', async () => {
    const { xml, invoice } = await ownSample('peppol-invoice');
    const name = 'Šiaurės žiedas SZ-0042.xml';
    const res = await save([name, xml, 'text/xml']);
    expect(res.status).toBeLessThan(300);
    const { id } = ((await res.json()) as { data: { id: string } }).data;
    const file = await desk.get(`/api/b/${desk.biz.id}/expenses/${id}/download`);
    expect(file.headers.get('content-disposition')).toContain(
      encodeURIComponent('Šiaurės žiedas SZ-0042.pdf'),
    );
    const pdf = new Uint8Array(await file.arrayBuffer());
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const kept = await pdfContents(pdf);
    expect(Object.keys(kept.files)).toEqual([name]);
    expect(Buffer.from(kept.files[name]!).equals(xml)).toBe(true);
    expect(kept.text).toContain('UAB „Šiaurės žiedas“');
    expect(kept.text).toContain('SZ-0042');
    // what was kept reads back as the same e-invoice
    const again = receiptReadingAnswerSchema.parse(
      (await readOver('kept.pdf', pdf, 'application/pdf')).body,
    ).data;
    expect(again).toMatchObject({ total: invoice.total_incl_vat, invoice_number: 'SZ-0042' });
    expect(again.einvoice?.attachment).toBe(name);
    const remembered = (
      (await (await desk.get(`/api/b/${desk.biz.id}/expenses/${id}`)).json()) as { remembered: unknown }
    ).remembered;
    expect(remembered).toEqual({ vat: String(invoice.vat), invoice_number: 'SZ-0042' });
  });

  it('a Factur-X PDF is stored as it is', async () => {
    const pdf = await hybridPdf((await ownSample('xrechnung-cii')).xml);
    const res = await save(['rechnung.pdf', pdf, 'application/pdf']);
    const { id } = ((await res.json()) as { data: { id: string } }).data;
    const back = new Uint8Array(
      await (await desk.get(`/api/b/${desk.biz.id}/expenses/${id}/download`)).arrayBuffer(),
    );
    expect(Buffer.from(back).equals(pdf)).toBe(true);
  });

  it('an .xml that is not a readable e-invoice is refused with the reader’s words, nothing sent upstream', async () => {
    await consoleOf(desk.api).clearLog();
    const res = await save(['evil.xml', Buffer.from('<!DOCTYPE a [<!ENTITY e "x">]><a>&e;</a>'), 'text/xml']);
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      code: 'unsupported_file',
      errors: { file: [expect.stringMatching(/DOCTYPE/)] },
    });
    expect((await consoleOf(desk.api).log()).filter((e) => e.method === 'POST')).toHaveLength(0);
  });
});
