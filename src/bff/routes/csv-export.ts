import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { RememberedExpenseFields } from '../../contract/bff';
import type { Expense } from '../../contract/expense';
import type { Invoice } from '../../contract/invoice';
import { toCents } from '../../contract/money';
import { exportedRecords } from '../records/export-query';
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

/** UTF-8 with a BOM, so spreadsheet programs read Lithuanian, German and French names right. */
const csv = (columns: string[]) => stringify({ bom: true, header: true, columns, record_delimiter: 'windows' });

/** The invoices a search matches as CSV, pulled from the mirror as the reader takes it (flat memory). */
export function invoicesCsv(store: RecordStore, business: string, query: SearchQuery, today: string): Readable {
  const rows = function* () {
    for (const inv of exportedRecords(store.db, 'invoices', business, query, today)) yield invoiceRow(inv, today);
  };
  return Readable.from(rows()).pipe(csv(invoiceColumns));
}

export function expensesCsv(
  store: RecordStore,
  remembered: (id: string) => RememberedExpenseFields,
  business: string,
  query: SearchQuery,
  today: string,
): Readable {
  const rows = function* () {
    for (const e of exportedRecords(store.db, 'expenses', business, query, today)) yield expenseRow(e, remembered(e.id));
  };
  return Readable.from(rows()).pipe(csv(expenseColumns));
}
