import { afterAll, describe, expect, it } from 'vitest';
import { receiptReadingSchema } from '../../../../contract/receipt-reading';
import { ReaderPool } from '../../receipts';
import { rulesInstalled, validateEInvoice } from '../rules/validate';
import { embeddedFileTooLarge } from './pdf-attachment';
import { withVerdict } from './verdict';
import { officialExample, officialPresent, ownSample } from './sample-files';
import { hybridPdf } from './sample-pdfs';
import { maxEInvoiceBytes } from './xml-text';

// the real reader thread, where pdf.js lives: what the route runs
const pool = new ReaderPool({ threads: 1 });
afterAll(() => pool.close());
// and judged as the route judges it
const read = async (pdf: Uint8Array) =>
  receiptReadingSchema.parse(await withVerdict(await pool.read(pdf, 'lt'), validateEInvoice));
const printed = 'Invoice No 999\nDate 05.01.2026\nTotal to pay 1,00 EUR';
const nullFields = { seller: null, total: null, currency: null, date: null, vat: null, invoice_number: null };
// The official rules are installed per desk (git-ignored): where they are not, a reading carries no verdict.
const installed = rulesInstalled(['en16931-cii', 'xrechnung-cii']);
const unchecked = {
  verdict: null,
  verdict_note: 'The official e-invoice rules are not installed on this desk.',
};
/** The figures our own XRechnung CII file states, taken off its text (not through the reader). */
const stated = (xml: string, tag: string) => Number(new RegExp(`<ram:${tag}[^>]*>([^<]+)<`).exec(xml)![1]);

describe('a PDF carrying an e-invoice (Factur-X, ZUGFeRD, XRechnung)', () => {
  it('is read from its attached XML, not from its page: every field exact, marked as an e-invoice', async () => {
    const cii = await ownSample('xrechnung-cii');
    const xml = cii.xml.toString('utf8');
    const r = await read(await hybridPdf(cii.xml, 'factur-x.xml', printed));
    expect(r).toMatchObject({
      seller: 'Schäfer & Söhne Gebäudetechnik GmbH',
      invoice_number: 'RE-2025-0815',
      date: '2025-10-03',
      currency: 'EUR',
      total: stated(xml, 'GrandTotalAmount'),
      vat: stated(xml, 'TaxTotalAmount'),
      note: null,
    });
    expect(r.einvoice).toMatchObject({
      format: 'cii',
      attachment: 'factur-x.xml',
      net_total: stated(xml, 'TaxBasisTotalAmount'),
      due_date: '2025-11-02',
    });
    if (installed) {
      // our own file meets the official rules it claims
      expect(r.einvoice?.verdict).toMatchObject({
        valid: true,
        rule_sets: ['en16931-cii', 'xrechnung-cii'],
        fatal: [],
        fatal_count: 0,
      });
      expect(r.einvoice?.verdict_note).toBeNull();
    } else {
      expect(r.einvoice).toMatchObject(unchecked);
    }
  });

  it('an e-invoice that breaks the official rules is still read, with the rules it breaks', async () => {
    // the net total no longer matches its lines and its breakdown
    const whole = (await ownSample('xrechnung-cii')).xml.toString('utf8');
    const net = stated(whole, 'TaxBasisTotalAmount');
    const xml = whole.replace(
      `<ram:TaxBasisTotalAmount>${net.toFixed(2)}</ram:TaxBasisTotalAmount>`,
      `<ram:TaxBasisTotalAmount>${(net + 100).toFixed(2)}</ram:TaxBasisTotalAmount>`,
    );
    expect(xml).not.toBe(whole);
    const r = await read(await hybridPdf(Buffer.from(xml), 'factur-x.xml', printed));
    expect(r).toMatchObject({
      total: stated(whole, 'GrandTotalAmount'),
      vat: stated(whole, 'TaxTotalAmount'),
      invoice_number: 'RE-2025-0815',
    });
    expect(r.einvoice?.net_total).toBe(net + 100);
    if (!installed) {
      expect(r.einvoice).toMatchObject(unchecked);
      return;
    }
    expect(r.einvoice?.verdict?.valid).toBe(false);
    const ids = r.einvoice?.verdict?.fatal.map((f) => f.id) ?? [];
    expect(ids).toContain('BR-CO-13');
    for (const f of r.einvoice?.verdict?.fatal ?? []) expect(f.text.length).toBeGreaterThan(10);
  });

  it('takes the ZUGFeRD and XRechnung names (any case), and any other attached .xml that is UBL or CII', async () => {
    const ubl = await ownSample('peppol-invoice');
    for (const name of ['ZUGFeRD-invoice.xml', 'xrechnung.xml', 'supplier-data.XML']) {
      const r = await read(await hybridPdf(ubl.xml, name, printed));
      expect(r, name).toMatchObject({
        seller: 'UAB „Šiaurės žiedas“',
        total: ubl.invoice.total_incl_vat,
        invoice_number: 'SZ-0042',
      });
      expect(r.einvoice?.attachment).toBe(name);
    }
  });

  it('an attached .xml that is no e-invoice leaves the PDF to be read as a PDF (its page)', async () => {
    const r = await read(await hybridPdf(Buffer.from('<note><to>Tove</to></note>'), 'notes.xml', printed));
    expect(r.einvoice).toBeUndefined();
    expect(r.total).toBe(1);
  });

  it('a broken factur-x.xml is said so, fields empty, nothing thrown', async () => {
    const whole = (await ownSample('xrechnung-cii')).xml;
    const cut = await read(
      await hybridPdf(whole.subarray(0, Math.floor(whole.length / 2)), 'factur-x.xml', printed),
    );
    expect(cut).toMatchObject({
      ...nullFields,
      note: expect.stringMatching(
        /attached to the PDF \(factur-x\.xml\) could not be read\. The XML is damaged/,
      ),
    });
    const xxe = `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>`;
    const refused = await read(await hybridPdf(Buffer.from(xxe), 'factur-x.xml', printed));
    expect(refused).toMatchObject({ ...nullFields, note: expect.stringMatching(/DOCTYPE/) });
    const empty = await read(await hybridPdf(Buffer.alloc(0), 'factur-x.xml', printed));
    expect(empty).toMatchObject({ ...nullFields, note: expect.stringMatching(/empty/) });
  });

  it('an attachment that would inflate past 10 MB is never opened: the PDF is read as a PDF', async () => {
    const bomb = await hybridPdf(Buffer.alloc(maxEInvoiceBytes + 1024, 0x20), 'factur-x.xml', printed);
    expect(bomb.length).toBeLessThan(200_000); // compressed: the bytes say nothing of the size
    expect(embeddedFileTooLarge(bomb)).toBe(true);
    expect(embeddedFileTooLarge(await hybridPdf((await ownSample('xrechnung-cii')).xml))).toBe(false);
    const r = await read(bomb);
    expect(r.einvoice).toBeUndefined();
    expect(r.total).toBe(1);
  });

  // The official examples: present only where a desk installed them (git-ignored, never in a clean clone or CI).
  it.runIf(officialPresent)(
    'reads the official CII example 6 inside a Factur-X PDF, as it states it',
    async () => {
      const r = await read(await hybridPdf(officialExample('CII_example6.xml'), 'factur-x.xml', printed));
      expect(r).toMatchObject({
        seller: 'SellerCompany',
        invoice_number: 'TOSL110',
        date: '2013-04-10',
        currency: 'DKK',
        total: 4675,
        vat: 675,
      });
      expect(r.einvoice).toMatchObject({
        format: 'cii',
        attachment: 'factur-x.xml',
        net_total: 4000,
        due_date: '2013-05-10',
      });
      if (installed)
        expect(r.einvoice?.verdict).toMatchObject({ valid: true, rule_sets: ['en16931-cii'], fatal: [] });
    },
  );
});
