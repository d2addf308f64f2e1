import type { InvoiceInput } from '../contract/invoice-input';
import { isVatType } from '../contract/enums';
import { bank, buyers, daysAgo, plainSeller } from './business';

type Demo = { input: InvoiceInput; paid: boolean };

/** Each demo series issues one kind: the studio's VAT invoices, exports without VAT, pro formas, credit notes. */
const seriesType = {
  BPS: 'vat_invoice',
  EXP: 'regular_invoice',
  PRE: 'preliminary_vat_invoice',
  CR: 'credit_vat_invoice',
} as const;

type Sale = Omit<InvoiceInput, 'invoice_date' | 'pay_until_date' | 'currency' | 'type' | 'series'> & {
  series: keyof typeof seriesType;
  paid?: boolean;
  age: number;
  payWithin?: number;
  currency?: string;
};

/**
 * An invoice issued `age` days ago; unpaid and in EUR unless it says otherwise. One with a due date (`payWithin` days
 * after issue) says how to pay: by bank unless it says otherwise. A VAT kind is issued from the business's own
 * details (its VAT code), the others from the plain seller.
 */
const sale = ({ paid = false, age, payWithin, ...s }: Sale): Demo => ({
  paid,
  input: {
    type: seriesType[s.series],
    invoice_date: daysAgo(age),
    ...(payWithin === undefined ? {} : { pay_until_date: daysAgo(age - payWithin), payment_options: [bank] }),
    currency: 'EUR',
    ...(isVatType(seriesType[s.series]) ? { use_default_seller_info: true } : { seller: plainSeller }),
    ...s,
  },
});

/** Ten invoices: several series, VAT and non-VAT, paid and unpaid, in all five languages. */
export const demoInvoices = (): Demo[] => [
  sale({
    paid: true,
    series: 'BPS',
    age: 62,
    payWithin: 14,
    language: 'en',
    buyer: buyers.northwind,
    products: [
      { name: 'Brand identity workshop', units: 'h', quantity: 6, price: 85, vat_percentage: 21 },
      { name: 'Logo design', units: 'pcs', quantity: 1, total: 950, vat_percentage: 21 },
    ],
  }),
  sale({
    series: 'BPS',
    age: 20,
    payWithin: 30,
    language: 'lt',
    buyer: buyers.siaures,
    notes: 'Ačiū, kad renkatės mus!',
    products: [
      {
        name: 'Svetainės priežiūra (mėnuo)',
        units: 'mėn.',
        quantity: 3,
        total_incl_vat: 726,
        vat_percentage: 21,
      },
    ],
  }),
  sale({
    paid: true,
    series: 'BPS',
    age: 40,
    payWithin: 14,
    language: 'de',
    buyer: buyers.muller,
    products: [
      { name: 'Fotografie, Produktserie', units: 'Std.', quantity: 4.5, price: 120, vat_percentage: 21 },
      { name: 'Bildbearbeitung', units: 'Stk.', quantity: 30, price: 7.5, vat_percentage: 21 },
    ],
  }),
  sale({
    series: 'EXP',
    age: 15,
    payWithin: 30,
    currency: 'USD',
    language: 'en',
    buyer: buyers.redwood,
    payment_options: [{ type: 'other', fields: [{ label: 'PayPal', value: 'billing@balticpine.example' }] }],
    products: [{ name: 'Illustrations for onboarding', units: 'pcs', quantity: 8, price: 140 }],
  }),
  sale({
    paid: true,
    series: 'EXP',
    age: 75,
    payWithin: 15,
    language: 'fr',
    notes: 'Merci pour votre confiance.',
    buyer: buyers.lumiere,
    products: [{ name: 'Conception de catalogue', units: 'pcs', quantity: 1, total: 1800 }],
  }),
  sale({
    series: 'EXP',
    age: 5,
    payWithin: 30,
    language: 'es',
    buyer: { type: 'individual', first_name: 'Lucía', last_name: 'Núñez', address: 'Calle Mayor 3, Madrid' },
    products: [{ name: 'Retrato familiar', units: 'sesión', quantity: 1, price: 350 }],
  }),
  sale({
    series: 'PRE',
    age: 3,
    payWithin: 14,
    language: 'en',
    buyer: buyers.northwind,
    products: [
      { name: 'Website redesign, 50% advance', units: 'pcs', quantity: 1, total: 2400, vat_percentage: 21 },
    ],
  }),
  sale({
    paid: true,
    series: 'BPS',
    age: 30,
    payWithin: 14,
    language: 'lt',
    buyer: buyers.ruta,
    products: [
      { name: 'Vestuvių fotosesija', units: 'val.', quantity: 5, price: 60, vat_percentage: 21 },
      { name: 'Albumo spauda', units: 'vnt.', quantity: 1, price: 95.5, vat_percentage: 9 },
    ],
  }),
  sale({
    series: 'EXP',
    age: 1,
    payWithin: 30,
    currency: 'GBP',
    language: 'de',
    buyer: buyers.fischer,
    products: [{ name: 'Schriftgestaltung', units: 'Std.', quantity: 12, price: 70 }],
  }),
  // A credit note: no due date, nothing to pay.
  sale({
    series: 'CR',
    age: 10,
    language: 'fr',
    buyer: buyers.lumiere,
    products: [
      { name: 'Avoir : remise commerciale', units: 'pcs', quantity: 1, total: -150, vat_percentage: 21 },
    ],
  }),
];
