import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '../../../contract/invoice';
import type { Preflight } from '../../../contract/einvoice/details';
import { startInvoicingApi } from '../../../invoicing-api/server';
import { withDesk } from '../../testing/fixture';
import { jsonBody, until } from '../../testing/harness';
import { unzipAll } from '../../testing/unpack';
import { ruleSetsFor, rulesInstalled, validateEInvoice } from './rules/validate';

/** The official rules are installed per desk, not kept in the repository: where they are, every file is checked. */
const official = rulesInstalled([
  'en16931-ubl',
  'en16931-cii',
  'peppol-ubl',
  'xrechnung-ubl',
  'xrechnung-cii',
]);

const desk = withDesk(
  (dataDir) => startInvoicingApi({ port: 0, dataDir, rateLimit: 100_000, allowHttpWebhooks: true }),
  {
    connect: ['E-invoice Seller UAB', 'Another Business UAB'],
  },
);
const seller = {
  business_type: 'private_limited_liability_company',
  company_name: 'E-invoice Seller UAB',
  company_code: '304111222',
  vat_code: 'LT100004444',
  address: 'Gedimino pr. 1, Vilnius',
  email: 'billing@seller.lt',
  phone: '+370 600 11111',
};
// A German public buyer with no VAT number: its country cannot be guessed.
const buyer = {
  type: 'company',
  company_name: 'Stadt Musterhausen',
  address: 'Rathausplatz 1',
  email: 'rechnung@musterhausen.de',
};
let invoice: Invoice;
let credit: Invoice;
let proForma: Invoice;

const base = () => `/api/b/${desk.biz.id}/invoices`;
const create = async (body: Record<string, unknown>, query = '') => {
  const res = await desk.get(`${base()}${query}`, { method: 'POST', ...jsonBody(body) });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { data: Invoice }).data;
};
const preflight = async (id: string, format: string) => {
  const res = await desk.get(`${base()}/${id}/einvoice/preflight?format=${format}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { data: Preflight }).data;
};
const give = (id: string, format: string, body: unknown) =>
  desk.get(`${base()}/${id}/einvoice/details?format=${format}`, { method: 'PUT', ...jsonBody(body) });
const complete = {
  seller: { city: 'Vilnius', post_code: '01103', iban: 'LT121000011101001000' },
  // A German public buyer's Leitweg-ID is its reference and its Peppol ID (scheme 0204).
  buyer: {
    country: 'DE',
    city: 'Musterhausen',
    post_code: '12345',
    buyer_reference: '991-01234-56',
    electronic_address: '991-01234-56',
    electronic_scheme: '0204',
  },
};

beforeAll(async () => {
  const common = {
    invoice_date: '2026-11-20',
    pay_until_date: '2026-12-20',
    currency: 'EUR',
    language: 'de',
    use_default_seller_info: false,
    seller,
    buyer,
  };
  invoice = await create({
    ...common,
    type: 'vat_invoice',
    series: 'EIN',
    products: [
      { name: 'Beratung', units: 'Std.', quantity: 3, price: 80, vat_percentage: 21 },
      { name: 'Handbuch', units: 'Stk.', quantity: 2, total_incl_vat: 100, vat_percentage: 9 },
    ],
  });
  credit = await create(
    {
      ...common,
      type: 'credit_vat_invoice',
      series: 'ECR',
      products: [{ name: 'Beratung', units: 'Std.', quantity: 1, price: -80, vat_percentage: 21 }],
    },
    `?source=${invoice.id}`,
  );
  proForma = await create({
    ...common,
    type: 'preliminary_vat_invoice',
    series: 'EPF',
    products: [{ name: 'Beratung', units: 'Std.', quantity: 1, price: 80, vat_percentage: 21 }],
  });
});

describe('the pre-flight and the details the owner gives', () => {
  it('lists what XRechnung lacks, in terms and fields; the country from the seller’s VAT prefix is known already', async () => {
    const p = await preflight(invoice.id, 'xrechnung-ubl');
    expect(p.seller.country).toBe('LT');
    expect(p.units).toEqual({ 'Std.': 'HUR', 'Stk.': 'H87' });
    expect(p.missing.map((m) => m.field)).toEqual([
      'buyer.country',
      'buyer.buyer_reference',
      'seller.city',
      'seller.post_code',
      'buyer.city',
      'buyer.post_code',
      'seller.iban',
    ]);
    const res = await desk.get(`${base()}/${invoice.id}/einvoice?format=xrechnung-ubl`);
    expect(res.status).toBe(422);
    const body = (await res.json()) as { code: string; missing: { term: string }[] };
    expect(body.code).toBe('einvoice_incomplete');
    expect(body.missing.map((m) => m.term)).toEqual([
      'BT-55',
      'BT-10',
      'BT-37',
      'BT-38',
      'BT-52',
      'BT-53',
      'BT-84',
    ]);
  });

  it('refuses a bad IBAN and a country that is not two letters on their fields, keeping nothing of that save', async () => {
    const res = await give(invoice.id, 'xrechnung-ubl', {
      seller: { iban: 'not an iban' },
      buyer: { country: 'Germany' },
    });
    expect(res.status).toBe(422);
    const errors = ((await res.json()) as { errors: Record<string, string[]> }).errors;
    expect(Object.keys(errors).sort()).toEqual(['buyer.country', 'seller.iban']);
    expect((await preflight(invoice.id, 'xrechnung-ubl')).buyer.country).toBeNull();
  });

  it('remembers the answers for the business and the buyer: nothing is missing after', async () => {
    const res = await give(invoice.id, 'xrechnung-ubl', complete);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(((await res.json()) as { data: Preflight }).data.missing).toEqual([]);
    // The buyer's part follows the buyer to its other invoices.
    expect((await preflight(credit.id, 'xrechnung-cii')).buyer).toMatchObject({
      country: 'DE',
      buyer_reference: '991-01234-56',
    });
  });
});

describe('GET …/einvoice?format=', () => {
  it.each(['peppol', 'xrechnung-ubl', 'xrechnung-cii'])(
    'answers %s as XML named by the number, which passes the official rules',
    async (format) => {
      const res = await desk.get(`${base()}/${invoice.id}/einvoice?format=${format}`);
      expect(res.status, await res.clone().text()).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
      expect(res.headers.get('content-disposition')).toContain(`EIN-${invoice.invoice_number}.${format}.xml`);
      expect(res.headers.get('x-desk-official-rules')).toBe(official ? 'checked' : 'not-installed');
      const xml = await res.text();
      expect(xml).toContain('DE');
      expect(xml).toContain(String(invoice.total_incl_vat.toFixed(2)));
      if (official) expect((await validateEInvoice(xml, ruleSetsFor(format as 'peppol'))).fatal).toEqual([]);
    },
  );

  it('answers a credit note as a UBL CreditNote that names the invoice it corrects (BG-3)', async () => {
    const res = await desk.get(`${base()}/${credit.id}/einvoice?format=peppol`);
    expect(res.status, await res.clone().text()).toBe(200);
    const xml = await res.text();
    expect(xml).toMatch(/<CreditNote[\s>]/);
    expect(xml).toContain('<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>');
    expect(xml).toMatch(
      new RegExp(`<cac:InvoiceDocumentReference>\\s*<cbc:ID>EIN-${invoice.invoice_number}</cbc:ID>`),
    );
  });

  it('answers Factur-X as the invoice’s own PDF carrying factur-x.xml', async () => {
    await until(async () => (await desk.get(`${base()}/${invoice.id}/download`)).status === 200 || undefined);
    const res = await desk.get(`${base()}/${invoice.id}/einvoice?format=facturx`);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.includes('factur-x.xml')).toBe(true);
    expect(pdf.includes('pdfaid:part')).toBe(true);
  });

  it.runIf(official)(
    'never hands out a file the official rules fail: a GLN whose check digit is wrong',
    async () => {
      const gln = { seller: { electronic_address: '1234567890123', electronic_scheme: '0088' } };
      expect((await give(invoice.id, 'peppol', gln)).status).toBe(200);
      const res = await desk.get(`${base()}/${invoice.id}/einvoice?format=peppol`);
      const body = (await res.json()) as { code: string; message: string };
      expect([res.status, body.code]).toEqual([500, 'einvoice_invalid']);
      expect(body.message).toContain('PEPPOL-COMMON-R040');
      const back = { seller: { electronic_address: null, electronic_scheme: null } };
      expect((await give(invoice.id, 'peppol', back)).status).toBe(200);
    },
  );

  it('refuses a pro forma, an unknown format and another business’s invoice', async () => {
    const refused = await desk.get(`${base()}/${proForma.id}/einvoice?format=peppol`);
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { code: string }).code).toBe('einvoice_refused');
    expect((await desk.get(`${base()}/${invoice.id}/einvoice?format=pdf`)).status).toBe(400);
    expect((await desk.get(`${base()}/${invoice.id}/einvoice`)).status).toBe(400);
    const other = desk.businesses[1]!;
    expect((await desk.get(`/api/b/${other.id}/invoices/${invoice.id}/einvoice?format=peppol`)).status).toBe(
      404,
    );
  });
});

describe('sent and packed', () => {
  it('an e-mail carries the XRechnung beside the PDF, and the buyer keeps the choice', async () => {
    const res = await desk.get(`${base()}/${invoice.id}/emails`, {
      method: 'POST',
      ...jsonBody({ kind: 'invoice', to: ['rechnung@musterhausen.de'], einvoice: 'xrechnung-ubl' }),
    });
    expect(res.status, await res.clone().text()).toBe(202);
    const queued = ((await res.json()) as { data: { id: string } }).data;
    const dir = join(desk.bff.dataDir, 'outbox');
    await until(
      async () => (await readdir(dir).catch(() => [] as string[])).includes(`${queued.id}.eml`) || undefined,
      20_000,
    );
    const mail = await simpleParser(await readFile(join(dir, `${queued.id}.eml`)));
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`EIN-${invoice.invoice_number}.pdf`, 'application/pdf'],
      [`EIN-${invoice.invoice_number}.xrechnung-ubl.xml`, 'application/xml'],
    ]);
    expect((await preflight(invoice.id, 'peppol')).buyer.send_format).toBe('xrechnung-ubl');
  });

  it('an e-mail asking for an e-invoice that lacks details is refused before anything is queued', async () => {
    const other = await create({
      invoice_date: '2026-11-21',
      currency: 'EUR',
      language: 'en',
      type: 'vat_invoice',
      series: 'EIN',
      use_default_seller_info: false,
      seller,
      buyer: { type: 'company', company_name: 'Nowhere Ltd', email: 'a@nowhere.example' },
      products: [{ name: 'Work', units: 'h', quantity: 1, price: 10, vat_percentage: 21 }],
    });
    const res = await desk.get(`${base()}/${other.id}/emails`, {
      method: 'POST',
      ...jsonBody({ kind: 'invoice', to: ['a@nowhere.example'], einvoice: 'peppol' }),
    });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { errors: Record<string, string[]> }).errors.einvoice).toContain(
      'The buyer’s country',
    );
    expect(
      ((await (await desk.get(`${base()}/${other.id}/emails`)).json()) as { data: unknown[] }).data,
    ).toEqual([]);
  });

  it('the month pack holds the e-invoices of buyers who take them', async () => {
    const res = await desk.get(`/api/b/${desk.biz.id}/export/month.zip?month=2026-11`);
    expect(res.status).toBe(200);
    const files = unzipAll(Buffer.from(await res.arrayBuffer()));
    expect(files.get('missing.txt')?.toString() ?? '').toBe('');
    const names = [...files.keys()].filter((n) => n.startsWith('einvoices/')).sort();
    expect(names).toEqual([
      `einvoices/ECR-${credit.invoice_number}.xrechnung-ubl.xml`,
      `einvoices/EIN-${invoice.invoice_number}.xrechnung-ubl.xml`,
    ]);
  });
});
