import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import type { RememberedExpenseFields } from '../../contract/bff';
import type { Expense } from '../../contract/expense';
import type { Invoice } from '../../contract/invoice';
import { toCents } from '../../contract/money';
import { exportedBatches } from '../records/export-query';
import type { RecordStore } from '../records/store';
import type { SearchQuery } from '../records/search-params';

const amount = (n: number) => toCents(n).toFixed(2);
const buyerName = (b: Invoice['buyer']) =>
  b.company_name?.trim() || [b.first_name, b.last_name].filter(Boolean).join(' ');

const invoiceColumns = [
  'series', 'number', 'invoice_date', 'pay_until_date', 'buyer_name', 'buyer_code', 'buyer_vat_code',
  'currency', 'subtotal', 'vat', 'total', 'status', 'type',
];
const expenseColumns = ['date', 'seller', 'currency', 'total', 'vat', 'document_number'];

/** `status` as the lists show it: an unpaid invoice past its due date is `overdue`. */
const invoiceRow = (inv: Invoice, today: string) => [
  inv.series,
  inv.invoice_number,
  inv.invoice_date,
  inv.pay_until_date ?? '',
  buyerName(inv.buyer),
  inv.buyer.company_code ?? inv.buyer.individual_activity_id ?? '',
  inv.buyer.vat_code ?? '',
  inv.currency,
  amount(inv.subtotal),
  amount(inv.vat),
  amount(inv.total_incl_vat),
  inv.payment_status === 'not_paid' && inv.pay_until_date !== null && inv.pay_until_date < today ? 'overdue' : inv.payment_status,
  inv.invoice_type,
];

/** VAT and document number are write-only in the API: only what this BFF sent and remembers. */
const expenseRow = (e: Expense, remembered: RememberedExpenseFields) => [
  e.date ?? '',
  e.seller,
  e.currency,
  amount(e.total),
  remembered?.vat ?? '',
  remembered?.invoice_number ?? '',
];

/**
 * CSV text, a batch of 200 rows a chunk, pulled as the reader takes it (flat memory): UTF-8 with a BOM first, so
 * spreadsheet programs read Lithuanian, German and French names right; RFC 4180 quoting, CRLF.
 */
function csv(columns: string[], batches: Iterable<string[][]>): Readable {
  const text = (rows: string[][]) => stringify(rows, { record_delimiter: 'windows' });
  return Readable.from(
    (function* () {
      yield `\ufeff${text([columns])}`;
      for (const rows of batches) if (rows.length > 0) yield text(rows);
    })(),
    { objectMode: false },
  );
}

/** The invoices a search matches as CSV. */
export function invoicesCsv(store: RecordStore, business: string, query: SearchQuery, today: string): Readable {
  const batches = function* () {
    for (const batch of exportedBatches(store.db, 'invoices', business, query, today))
      yield batch.map((inv) => invoiceRow(inv, today));
  };
  return csv(invoiceColumns, batches());
}

export function expensesCsv(
  store: RecordStore,
  remembered: (id: string) => RememberedExpenseFields,
  business: string,
  query: SearchQuery,
  today: string,
): Readable {
  const batches = function* () {
    for (const batch of exportedBatches(store.db, 'expenses', business, query, today))
      yield batch.map((e) => expenseRow(e, remembered(e.id)));
  };
  return csv(expenseColumns, batches());
}
