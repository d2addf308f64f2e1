import { daysAgo } from './business';
import type { Http } from './http';
import { historyExpenses } from './history';
import { receiptPdf, receiptPng } from './receipts';

/**
 * Four expenses with small generated receipt files (two PNG photos, two PDF purchase invoices), after eight older
 * ones (one a month, PNG photos) for the overview's months.
 */
export async function seedExpenses(
  api: Http,
): Promise<{ id: string; fields: { vat: string | null; invoice_number: string | null } }[]> {
  const made: { id: string; fields: { vat: string | null; invoice_number: string | null } }[] = [];
  const expenses = [
    {
      seller: 'Kavinė Žalia Arbata',
      total: '18.40',
      currency: 'EUR',
      date: daysAgo(3),
      vat: '3.19',
      file: ['kvitas-arbata.png', receiptPng(120, 180, 1)],
    },
    {
      seller: 'Circle K Lietuva',
      total: '64.90',
      currency: 'EUR',
      date: daysAgo(12),
      vat: '11.26',
      file: ['degalai.png', receiptPng(110, 200, 2)],
    },
    {
      seller: 'Adobe Systems Software Ireland',
      total: '71.39',
      currency: 'EUR',
      date: daysAgo(25),
      vat: '12.39',
      invoice_number: 'IEE2025001234',
      file: [
        'adobe-invoice.pdf',
        await receiptPdf(
          'Adobe Systems Software Ireland',
          [
            ['Creative Cloud, 1 month', '59.00 EUR'],
            ['VAT 21%', '12.39 EUR'],
          ],
          '71.39 EUR',
        ),
      ],
    },
    {
      seller: 'Telia Lietuva, AB',
      total: '24.19',
      currency: 'EUR',
      date: daysAgo(33),
      invoice_number: 'TL-88123',
      file: [
        'telia-saskaita.pdf',
        await receiptPdf(
          'Telia Lietuva, AB',
          [
            ['Mobilusis ryšys', '19.99 EUR'],
            ['PVM 21%', '4.20 EUR'],
          ],
          '24.19 EUR',
        ),
      ],
    },
  ] as const;
  // Created oldest first, so the API's newest-first list also reads newest document date first.
  const older = historyExpenses().map((e, i) => ({
    ...e,
    file: [`kvitas-${i + 1}.png`, receiptPng(100, 160, i + 3)] as const,
  }));
  for (const e of [...older.reverse(), ...[...expenses].reverse()]) {
    const form = new FormData();
    for (const k of ['seller', 'total', 'currency', 'date', 'vat', 'invoice_number'] as const) {
      const v = (e as Record<string, unknown>)[k];
      if (typeof v === 'string') form.set(k, v);
    }
    const [name, bytes] = e.file;
    form.set(
      'file',
      new Blob([new Uint8Array(bytes)], { type: name.endsWith('.pdf') ? 'application/pdf' : 'image/png' }),
      name,
    );
    const { data } = await api.form<{ data: { id: string } }>('POST', '/expenses', form);
    const sent = e as { vat?: string; invoice_number?: string };
    // The older ones were sent with neither: they stand for expenses recorded elsewhere (nothing for the BFF to know).
    if (sent.vat !== undefined || sent.invoice_number !== undefined)
      made.push({
        id: data.id,
        fields: { vat: sent.vat ?? null, invoice_number: sent.invoice_number ?? null },
      });
  }
  /** What was sent, for the BFF to remember (as it does for an expense made through it): the VAT report's purchases. */
  return made;
}
