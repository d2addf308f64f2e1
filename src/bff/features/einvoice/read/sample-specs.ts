import type { BuyerDetails, EInvoiceFormat, SellerDetails } from '../../../../contract/einvoice/details';
import type { EInvoiceSources } from '../../../../contract/einvoice/en16931';
import type { Invoice } from '../../../../contract/invoice';
import type { AmountMode } from '../../../../contract/money';

/** The fixed invoices our own sample e-invoices are written from (sample-files.ts writes them). */

/** The names of our own samples: a UBL invoice and credit note (Peppol), a CII invoice (XRechnung), two mixes. */
export const ownSampleNames = [
  'peppol-invoice',
  'peppol-credit-note',
  'xrechnung-cii',
  'multi-rate',
  'foreign-currency',
] as const;
export type OwnSampleName = (typeof ownSampleNames)[number];

export interface LineSpec {
  name: string;
  units: string;
  quantity: number;
  mode: AmountMode;
  amount: number;
  rate: number;
}
export interface Spec {
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

export const specs: Record<OwnSampleName, Spec> = {
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
