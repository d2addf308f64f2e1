import { describe, expect, it } from 'vitest';
import type { BuyerAccount } from '../../../contract/buyer-report';
import { sampleInvoice } from '../../../contract/test-samples';
import type { StatementRow } from './buyers-query';
import { noLinks } from '../mirror/owed-sql';
import { statementOf } from './statement';

/** Noon UTC of a day, as `paid_seen_at`: the same day in Vilnius, where the business counts its days. */
const at = (ymd: string) => Math.floor(Date.parse(`${ymd}T12:00:00Z`) / 1000);
const day = (today: string) => ({ today, zone: 'Europe/Vilnius' });
const latest = sampleInvoice();
const account = {
  key: 'n-x',
  buyer: latest.buyer,
  invoices: 0,
  last_invoice_date: '',
  currencies: [],
} as BuyerAccount;
let n = 0;
const row = (
  invoice_date: string,
  cents: number,
  paidDay: string | null,
  o: Partial<StatementRow> = {},
): StatementRow => ({
  id: `id-${++n}`,
  json: JSON.stringify({ ...latest, series: 'S', invoice_number: String(n).padStart(3, '0') }),
  invoice_date,
  pay_until_date: null,
  type: 'regular_invoice',
  status: paidDay === null ? 'not_paid' : 'paid',
  currency: 'EUR',
  signed_cents: cents,
  paid_seen_at: paidDay === null ? null : at(paidDay),
  ...o,
});

describe('statementOf', () => {
  const rows = [
    row('2026-01-05', 10_000, '2026-01-20'), // paid before the range: not owed at its start
    row('2026-01-10', 2_010, '2026-02-03'), // owed at the start, paid within
    row('2026-01-15', 1_001, null, { pay_until_date: '2026-01-31' }), // owed throughout, overdue
    row('2026-02-02', -500, null, { type: 'credit_invoice' }),
    row('2026-02-10', 7_000, '2026-03-05'), // paid after the range: owed at its end
    row('2026-02-12', 300, '2026-01-01'), // "seen paid" before its own date: paid on its date
    row('2026-03-01', 99_999, null), // after the range
    row('2026-02-20', 4_200, null, { currency: 'USD' }),
  ];
  const s = statementOf(
    'n-x',
    account,
    latest,
    rows,
    { from: '2026-02-01', to: '2026-02-28' },
    day('2026-03-10'),
    noLinks,
  );

  it('opens with what was owed, lists each document, and closes with opening + invoiced − paid', () => {
    expect(s.currencies.map((c) => [c.currency, c.opening, c.invoiced, c.paid, c.closing])).toEqual([
      ['EUR', 30.11, 68, 23.1, 75.01],
      ['USD', 0, 42, 0, 42],
    ]);
    const eur = s.currencies[0]!;
    expect(eur.lines.map((l) => [l.invoice_date, l.number, l.amount, l.status, l.paid_on])).toEqual([
      ['2026-02-02', 'S-004', -5, 'not_paid', null],
      ['2026-02-10', 'S-005', 70, 'paid', '2026-03-05'],
      ['2026-02-12', 'S-006', 3, 'paid', '2026-02-12'],
    ]);
  });

  it('marks overdue by the day it is made, and leaves out currencies with nothing in them', () => {
    const late = statementOf(
      'n-x',
      account,
      latest,
      rows,
      { from: '2026-01-01', to: '2026-01-31' },
      day('2026-03-10'),
      noLinks,
    );
    expect(late.currencies.map((c) => c.currency)).toEqual(['EUR']);
    expect(late.currencies[0]!.lines.find((l) => l.amount === 10.01)?.status).toBe('overdue');
    expect(late.currencies[0]!.closing).toBe(30.11);
    expect(late).toMatchObject({
      language: latest.language,
      seller: latest.seller,
      from: '2026-01-01',
      today: '2026-03-10',
    });
  });

  it("dates a payment in the business's own zone: 23:30 in Vilnius on the last of February is February's", () => {
    const late = row('2026-02-10', 1_000, null, {
      status: 'paid',
      paid_seen_at: Date.parse('2026-02-28T21:30:00Z') / 1000,
    });
    const feb = { from: '2026-02-01', to: '2026-02-28' };
    const inVilnius = statementOf('n-x', account, latest, [late], feb, day('2026-03-10'), noLinks);
    expect(inVilnius.currencies[0]!.lines[0]!.paid_on).toBe('2026-02-28');
    expect(inVilnius.currencies[0]!.paid).toBe(10);
    const inAuckland = statementOf(
      'n-x',
      account,
      latest,
      [late],
      feb,
      { today: '2026-03-10', zone: 'Pacific/Auckland' },
      noLinks,
    );
    expect(inAuckland.currencies[0]!.lines[0]!.paid_on).toBe('2026-03-01');
    expect(inAuckland.currencies[0]!.paid).toBe(0);
  });

  it('is not overdue once credit notes took the invoice back whole; the rest of a partial credit still is', () => {
    const owed = row('2026-01-15', 1_000, null, { pay_until_date: '2026-01-31' });
    const jan = { from: '2026-01-01', to: '2026-01-31' };
    const status = (back: number) =>
      statementOf('n-x', account, latest, [owed], jan, day('2026-03-10'), {
        ...noLinks,
        creditedBack: { [owed.id]: back },
      }).currencies[0]!.lines[0]!.status;
    expect(status(1_000)).toBe('not_paid');
    expect(status(400)).toBe('overdue');
  });
});
