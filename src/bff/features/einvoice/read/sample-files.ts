import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import {
  emptyBuyerDetails,
  emptySellerDetails,
  type BuyerDetails,
  type EInvoiceFormat,
  type SellerDetails,
} from '../../../../contract/einvoice/details';
import { toEInvoice, type EInvoiceSources } from '../../../../contract/einvoice/en16931';
import type { Invoice, InvoiceItem } from '../../../../contract/invoice';
import { deriveLine, sumLines, toNumber, type AmountMode } from '../../../../contract/money';
import { sampleInvoice } from '../../../../contract/test-samples';
import { writeEInvoice } from '../write';
import { attachFile, bytesOf } from './kept-pdf';

/**
 * What the e-invoice tests drop (unit, route and e2e alike). Two sets:
 *
 * - **Our own** (`ownSample`): realistic e-invoices made here, in code, by the desk's own writer (`toEInvoice` and
 *   `writeEInvoice`, as an invoice's e-invoice download makes them) from a few fixed invoices whose amounts follow
 *   the API's money rules. Always there: every test that must run everywhere (a clean clone, CI) uses these.
 * - **The official EN 16931 examples** (`officialExample`): the European Commission's files, which this workplace
 *   keeps out of commits (they come from a fetched repository), so they are in test/fixtures/einvoice/read/
 *   (git-ignored) only on a desk that installed them; `officialPresent` says whether they are. The tests over them
 *   run only there (`it.runIf(officialPresent)`).
 */

/** The names of our own samples: a UBL invoice and credit note (Peppol), a CII invoice (XRechnung), two mixes. */
export const ownSampleNames = [
  'peppol-invoice',
  'peppol-credit-note',
  'xrechnung-cii',
  'multi-rate',
  'foreign-currency',
] as const;
export type OwnSampleName = (typeof ownSampleNames)[number];

export interface OwnSample {
  name: OwnSampleName;
  format: EInvoiceFormat;
  /** the fixed invoice it was written from: what a reading must give back for seller, number and date */
  invoice: Invoice;
  /** BT-1 as written: the invoice's series and number */
  number: string;
  /** the seller's legal name (BT-27) and VAT number (BT-31) as written */
  seller: string;
  sellerVat: string;
  /** the file, UTF-8 */
  xml: Buffer;
}

interface LineSpec {
  name: string;
  units: string;
  quantity: number;
  mode: AmountMode;
  amount: number;
  rate: number;
}
interface Spec {
  format: EInvoiceFormat;
  invoice: Partial<Invoice> & Pick<Invoice, 'seller' | 'buyer'>;
  lines: LineSpec[];
  seller: Partial<SellerDetails>;
  buyer: Partial<BuyerDetails>;
  preceding?: EInvoiceSources['preceding'];
}

const siauresZiedas: Invoice['seller'] = {
  business_type: 'private_limited_liability_company',
  first_name: null,
  last_name: null,
  company_name: 'UAB „Šiaurės žiedas“',
  company_code: '304111222',
  individual_activity_id: null,
  vat_code: 'LT100009876512',
  address: 'Žalgirio g. 92',
  email: 'saskaitos@siaures-ziedas.lt',
  phone: '+370 612 34567',
  custom_fields: [],
};
const siauresZiedasDetails: Partial<SellerDetails> = {
  country: 'LT',
  city: 'Vilnius',
  post_code: '09303',
  electronic_address: '304111222',
  electronic_scheme: '0200',
  iban: 'LT121000011101001000',
};
const azuolyne: Invoice['buyer'] = {
  type: 'company',
  first_name: null,
  last_name: null,
  company_name: 'UAB „Ąžuolynė ir partneriai“',
  company_code: '302555777',
  individual_activity_id: null,
  vat_code: 'LT100001738313',
  address: 'Laisvės al. 53',
  email: 'buhalterija@azuolyne.lt',
  phone: null,
};
const azuolyneDetails: Partial<BuyerDetails> = {
  country: 'LT',
  city: 'Kaunas',
  post_code: '44309',
  electronic_address: '302555777',
  electronic_scheme: '0200',
  buyer_reference: 'UŽS-2025-117',
};
const bank = (iban: string): Invoice['payment_options'] => [{ type: 'bank', bank_account: iban, fields: [] }];

const specs: Record<OwnSampleName, Spec> = {
  // Peppol BIS 3 (UBL Invoice), one rate, a unit word in Lithuanian
  'peppol-invoice': {
    format: 'peppol',
    invoice: {
      invoice_type: 'vat_invoice',
      series: 'SZ',
      invoice_number: '0042',
      invoice_date: '2025-11-14',
      pay_until_date: '2025-11-28',
      seller: siauresZiedas,
      buyer: azuolyne,
      payment_options: bank('LT12 1000 0111 0100 1000'),
    },
    lines: [
      {
        name: 'Konsultacija dėl e. sąskaitų',
        units: 'h',
        quantity: 6,
        mode: 'price',
        amount: 45.5,
        rate: 21,
      },
      {
        name: 'Svetainės priežiūra (lapkritis)',
        units: 'mėn.',
        quantity: 1,
        mode: 'price',
        amount: 180,
        rate: 21,
      },
    ],
    seller: siauresZiedasDetails,
    buyer: azuolyneDetails,
  },
  // Peppol BIS 3 credit note: a credit VAT invoice with negative lines, written as a UBL CreditNote naming the invoice
  'peppol-credit-note': {
    format: 'peppol',
    invoice: {
      invoice_type: 'credit_vat_invoice',
      series: 'SZ',
      invoice_number: '0043',
      invoice_date: '2025-11-20',
      pay_until_date: null,
      seller: siauresZiedas,
      buyer: azuolyne,
      payment_options: bank('LT12 1000 0111 0100 1000'),
    },
    lines: [
      {
        name: 'Grąžinta: konsultacija dėl e. sąskaitų',
        units: 'h',
        quantity: 2,
        mode: 'price',
        amount: -45.5,
        rate: 21,
      },
    ],
    seller: siauresZiedasDetails,
    buyer: azuolyneDetails,
    preceding: { number: 'SZ-0042', issueDate: '2025-11-14' },
  },
  // XRechnung 3.0 in CII: a German seller, a Lithuanian buyer, 19 %
  'xrechnung-cii': {
    format: 'xrechnung-cii',
    invoice: {
      invoice_type: 'vat_invoice',
      series: 'RE',
      invoice_number: '2025-0815',
      invoice_date: '2025-10-03',
      pay_until_date: '2025-11-02',
      currency: 'EUR',
      seller: {
        business_type: 'private_limited_liability_company',
        first_name: null,
        last_name: null,
        company_name: 'Schäfer & Söhne Gebäudetechnik GmbH',
        company_code: 'HRB 104 717',
        individual_activity_id: null,
        vat_code: 'DE811234567',
        address: 'Straße des 17. Juni 135',
        email: 'rechnung@schaefer-soehne.de',
        phone: '+49 30 1234567',
        custom_fields: [],
      },
      buyer: azuolyne,
      payment_options: bank('DE89 3704 0044 0532 0130 00'),
    },
    lines: [
      { name: 'Wartung Lüftungsanlage', units: 'Std.', quantity: 4, mode: 'price', amount: 92.5, rate: 19 },
      { name: 'Filtersatz „Größe M“', units: 'pcs', quantity: 2, mode: 'price', amount: 38.9, rate: 19 },
    ],
    seller: { country: 'DE', city: 'Berlin', post_code: '10623', iban: 'DE89370400440532013000' },
    buyer: { country: 'LT', city: 'Kaunas', post_code: '44309', buyer_reference: 'UŽS-2025-098' },
  },
  // Peppol BIS 3, two rates (21 % and 9 %), one line entered by its total incl. VAT (the API keeps 82.64 + 17.36)
  'multi-rate': {
    format: 'peppol',
    invoice: {
      invoice_type: 'vat_invoice',
      series: 'SZ',
      invoice_number: '0051',
      invoice_date: '2025-12-01',
      pay_until_date: '2025-12-15',
      seller: siauresZiedas,
      buyer: {
        ...azuolyne,
        company_name: 'Knygynas „Žemaitė“, UAB',
        company_code: '305999111',
        vat_code: 'LT100012345619',
        email: 'pirkimai@knygynas-zemaite.lt',
      },
      payment_options: bank('LT12 1000 0111 0100 1000'),
    },
    lines: [
      { name: 'Knyga „Anykščių šilelis“', units: 'vnt.', quantity: 3, mode: 'price', amount: 12.4, rate: 9 },
      {
        name: 'Renginio bilietas',
        units: 'vnt.',
        quantity: 1,
        mode: 'total_incl_vat',
        amount: 100,
        rate: 21,
      },
      { name: 'Pristatymas', units: 'vnt.', quantity: 1, mode: 'total', amount: 4.99, rate: 21 },
    ],
    seller: siauresZiedasDetails,
    buyer: { ...azuolyneDetails, electronic_address: '305999111', buyer_reference: 'Užsakymas 7781' },
  },
  // XRechnung 3.0 in UBL, in US dollars
  'foreign-currency': {
    format: 'xrechnung-ubl',
    invoice: {
      invoice_type: 'vat_invoice',
      series: 'SZ',
      invoice_number: '0057',
      invoice_date: '2025-12-08',
      pay_until_date: '2026-01-07',
      currency: 'USD',
      seller: siauresZiedas,
      buyer: {
        type: 'company',
        first_name: null,
        last_name: null,
        company_name: 'Grünwald Übersetzungsbüro GmbH',
        company_code: null,
        individual_activity_id: null,
        vat_code: 'DE298765432',
        address: 'Königsallee 27',
        email: 'einkauf@gruenwald-uebersetzung.de',
        phone: null,
      },
      payment_options: bank('LT12 1000 0111 0100 1000'),
    },
    lines: [
      {
        name: 'Übersetzung Litauisch–Deutsch',
        units: 'Std.',
        quantity: 7.5,
        mode: 'price',
        amount: 64,
        rate: 21,
      },
    ],
    seller: siauresZiedasDetails,
    buyer: { country: 'DE', city: 'Düsseldorf', post_code: '40212', buyer_reference: 'BE-Ä-7781' },
  },
};

/** The fixed invoice as the API would answer it: each line's amounts and the totals by the contract's money rules. */
function invoiceOf(spec: Spec): Invoice {
  const derived = spec.lines.map((l) =>
    deriveLine({ mode: l.mode, amount: l.amount, quantity: l.quantity, vatPercentage: l.rate }),
  );
  const totals = sumLines(derived);
  const items: InvoiceItem[] = spec.lines.map((l, i) => ({
    id: `5a3e0c1d-7b2f-4e6a-9c8d-${String(i + 1).padStart(12, '0')}`,
    name: l.name,
    price: toNumber(derived[i]!.price),
    vat_percentage: l.rate,
    quantity: l.quantity,
    units: l.units,
  }));
  return {
    ...sampleInvoice(),
    language: 'lt',
    currency: 'EUR',
    ...spec.invoice,
    items,
    subtotal: toNumber(totals.subtotal),
    vat: toNumber(totals.vat),
    total_incl_vat: toNumber(totals.totalInclVat),
  };
}

async function make(name: OwnSampleName): Promise<OwnSample> {
  const spec = specs[name];
  const invoice = invoiceOf(spec);
  const r = toEInvoice(
    {
      invoice,
      seller: { ...emptySellerDetails(), ...spec.seller },
      buyer: { ...emptyBuyerDetails(), ...spec.buyer },
      preceding: spec.preceding ?? null,
    },
    spec.format,
  );
  if (!('model' in r)) throw new Error(`The sample e-invoice "${name}" lacks details: ${JSON.stringify(r)}`);
  const { xml } = await writeEInvoice(r.model, spec.format);
  return {
    name,
    format: spec.format,
    invoice,
    number: r.model.number,
    seller: r.model.seller.name,
    sellerVat: r.model.seller.vatId ?? '',
    xml: Buffer.from(xml, 'utf8'),
  };
}

const made = new Map<OwnSampleName, Promise<OwnSample>>();

/** One of our own sample e-invoices, written once per process (the writer takes a while on its first call). */
export function ownSample(name: OwnSampleName): Promise<OwnSample> {
  let p = made.get(name);
  if (!p) made.set(name, (p = make(name)));
  return p;
}

const officialDir = new URL('../../../../../test/fixtures/einvoice/read/', import.meta.url);
const officialNames = [
  'ubl-tc434-example1.xml',
  'ubl-tc434-example2.xml',
  'ubl-tc434-creditnote1.xml',
  'CII_example1.xml',
  'CII_example2.xml',
  'CII_example6.xml',
];

/**
 * Whether the official EN 16931 examples are on this desk (test/fixtures/einvoice/read/, git-ignored; a README there
 * names their source). Absent on a clean clone and in CI: the tests over them are skipped there.
 */
export const officialPresent = officialNames.every((n) => existsSync(fileURLToPath(new URL(n, officialDir))));

/** One of the official EN 16931 examples; only where `officialPresent`. */
export const officialExample = (name: string): Buffer => readFileSync(new URL(name, officialDir));

/**
 * A hybrid PDF as Factur-X / ZUGFeRD make them: a printed page, and the XML attached under `name` (pdfkit's file
 * attachment, relationship Alternative, as Factur-X asks). The page's text says other figures than the XML, so a
 * reading that took the page instead of the data shows.
 */
export function hybridPdf(
  xml: Uint8Array,
  name = 'factur-x.xml',
  printed = 'Invoice 999\nTotal 1,00 EUR',
): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4' });
  const done = bytesOf(doc);
  attachFile(doc, xml, {
    name,
    type: 'text/xml',
    relationship: 'Alternative',
    description: 'Factur-X invoice',
  });
  doc.fontSize(14).text(printed, 72, 72);
  doc.end();
  return done;
}

/** The files a PDF carries, by name, and its first page's text, as pdf.js reads them (the library the reader uses). */
export async function pdfContents(
  pdf: Uint8Array,
): Promise<{ files: Record<string, Uint8Array>; text: string }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, verbosity: 0 })
    .promise;
  try {
    const raw = ((await doc.getAttachments()) ?? {}) as Record<
      string,
      { filename: string; content: Uint8Array }
    >;
    const content = await (await doc.getPage(1)).getTextContent();
    return {
      files: Object.fromEntries(Object.values(raw).map((a) => [a.filename, a.content])),
      text: content.items.map((i) => ('str' in i ? i.str : '')).join(' '),
    };
  } finally {
    await doc.destroy();
  }
}
