import type { InvoiceInput } from '../contract/invoice-input';
import { bank, buyers, daysAgo, plainSeller } from './business';

/**
 * A year of earlier business for the overview and its chart: invoices dated 80 to 360 days ago (all older than the
 * ten demo invoices, so those stay on top of every list) in series A, in EUR, USD and GBP; most paid, a few overdue,
 * two credit notes and three pro forma invoices. Issued through the console, as the app issues them, so seeding
 * spends none of the API's 60 calls a minute.
 */

type Line = { name: string; units: string; price: number };
const work: Line[] = [
  { name: 'Brand identity workshop', units: 'h', price: 85 },
  { name: 'Logo design', units: 'pcs', price: 950 },
  { name: 'Website maintenance (month)', units: 'month', price: 200 },
  { name: 'Product photography', units: 'h', price: 120 },
  { name: 'Illustrations for onboarding', units: 'pcs', price: 140 },
  { name: 'Catalogue layout', units: 'pages', price: 45 },
];

export interface HistoryInvoice {
  input: InvoiceInput;
  paid: boolean;
}

/** One invoice every ~6 days, oldest first; what varies follows the index, so every start seeds the same year. */
export function historyInvoices(): HistoryInvoice[] {
  const out: HistoryInvoice[] = [];
  const rota = [buyers.northwind, buyers.muller, buyers.siaures, buyers.lumiere, buyers.ruta] as const;
  for (let i = 0; i < 47; i++) {
    const age = 360 - i * 6; // 360 … 84 days ago
    const line = work[i % work.length]!;
    const quantity = 1 + (i % 4);
    const foreign = i % 7 === 3 ? 'USD' : i % 11 === 5 ? 'GBP' : undefined;
    const base = {
      series: 'A',
      invoice_date: daysAgo(age),
      pay_until_date: daysAgo(age - 14),
      payment_options: [bank],
    };
    if (foreign) {
      out.push({
        paid: i % 3 !== 0,
        input: {
          ...base,
          type: 'regular_invoice',
          currency: foreign,
          language: 'en',
          seller: plainSeller,
          buyer: foreign === 'USD' ? buyers.redwood : buyers.fischer,
          products: [{ ...line, quantity }],
        } as InvoiceInput,
      });
      continue;
    }
    const overdue = i === 30 || i === 38 || i === 44; // unpaid, due weeks ago
    out.push({
      paid: !overdue,
      input: {
        ...base,
        type: 'vat_invoice',
        currency: 'EUR',
        language: i % 2 === 0 ? 'en' : 'lt',
        use_default_seller_info: true,
        buyer: rota[i % rota.length]!,
        products: [{ ...line, quantity, vat_percentage: 21 }],
      } as InvoiceInput,
    });
  }
  const credit = (
    age: number,
    buyer: (typeof buyers)[keyof typeof buyers],
    total: number,
  ): HistoryInvoice => ({
    paid: false,
    input: {
      type: 'credit_vat_invoice',
      series: 'A',
      invoice_date: daysAgo(age),
      currency: 'EUR',
      language: 'en',
      use_default_seller_info: true,
      buyer,
      products: [{ name: 'Credit: discount agreed', units: 'pcs', quantity: 1, total, vat_percentage: 21 }],
    } as InvoiceInput,
  });
  const offer = (
    age: number,
    buyer: (typeof buyers)[keyof typeof buyers],
    total: number,
    paid: boolean,
  ): HistoryInvoice => ({
    paid,
    input: {
      type: 'preliminary_vat_invoice',
      series: 'A',
      invoice_date: daysAgo(age),
      pay_until_date: daysAgo(age - 14),
      currency: 'EUR',
      language: 'en',
      use_default_seller_info: true,
      payment_options: [bank],
      buyer,
      products: [{ name: 'Website redesign, advance', units: 'pcs', quantity: 1, total, vat_percentage: 21 }],
    } as InvoiceInput,
  });
  out.push(
    credit(250, buyers.muller, -120),
    credit(130, buyers.northwind, -85),
    offer(200, buyers.siaures, 1500, true),
    offer(95, buyers.lumiere, 900, false),
    offer(88, buyers.ruta, 400, false),
  );
  return out
    .sort((a, b) => a.input.invoice_date.localeCompare(b.input.invoice_date))
    .map((h, i) => ({ ...h, input: { ...h.input, invoice_number: String(i + 1) } }));
}

/** A few older expenses (one a month), recorded through the API like the four demo ones. */
export const historyExpenses = () =>
  [110, 140, 170, 200, 230, 260, 290, 320].map((age, i) => ({
    seller: [
      'Telia Lietuva, AB',
      'Circle K Lietuva',
      'Adobe Systems Software Ireland',
      'Kavinė Žalia Arbata',
    ][i % 4]!,
    total: ['24.19', '58.30', '71.39', '12.60'][i % 4]!,
    currency: 'EUR',
    date: daysAgo(age),
  }));
