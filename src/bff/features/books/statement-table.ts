import type { Statement } from '../../../contract/buyer-report';
import { type Cell, columnsOf, type Table } from '../../platform/sheets/table';

/**
 * The statement as one table, the CSV's and the spreadsheet's: per currency an `opening_balance` row, a row per
 * invoice and credit note (`document`), then `invoiced`, `paid` and `closing_balance` — so opening + invoiced − paid
 * = closing can be checked in the file itself. Codes in `row`, `type` and `status`; amounts as the contract's cents.
 */
export const statementColumns = columnsOf(
  'currency',
  'row',
  'invoice_date',
  'number',
  'type',
  'pay_until_date',
  'amount',
  'status',
  'paid_on',
);

export function statementTable(s: Statement): Table {
  const rows: Cell[][] = [];
  const sum = (currency: string, row: string, amount: number, date: string | null) =>
    rows.push([currency, row, date, null, null, null, amount, null, null]);
  for (const c of s.currencies) {
    sum(c.currency, 'opening_balance', c.opening, s.from);
    for (const l of c.lines)
      rows.push([
        c.currency,
        'document',
        l.invoice_date,
        l.number,
        l.type,
        l.pay_until_date,
        l.amount,
        l.status,
        l.paid_on,
      ]);
    sum(c.currency, 'invoiced', c.invoiced, null);
    sum(c.currency, 'paid', c.paid, null);
    sum(c.currency, 'closing_balance', c.closing, s.to);
  }
  return {
    name: `statement-${s.key}-${s.from}-${s.to}`,
    columns: statementColumns,
    batches: [rows][Symbol.iterator](),
  };
}
