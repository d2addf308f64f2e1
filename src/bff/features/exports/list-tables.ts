import type { RememberedExpenseFields } from '../../../contract/bff';
import { isOverdue } from '../../../contract/owed';
import type { SearchQuery } from '../../../contract/search-params';
import type { Mirror } from '../mirror';
import { amountOfCents } from '../mirror';
import { exportedFields } from './export-query';
import { type KeptLinks, noLinks } from '../mirror';
import { type Cell, columnsOf, type Table } from '../../platform/sheets/table';

/** The invoice list's export (invoices.csv, the Invoices sheet); the keys are the CSV's header. */
export const invoiceColumns = columnsOf(
  'series',
  'number',
  'invoice_date',
  'pay_until_date',
  'buyer_name',
  'buyer_code',
  'buyer_vat_code',
  'currency',
  'subtotal',
  'vat',
  'total',
  'status',
  'type',
);

export const expenseColumns = columnsOf('date', 'seller', 'currency', 'total', 'vat', 'document_number');

/** What a row reads of the API's invoice, in this order (SQLite reads them: no document is parsed here). */
const invoiceFields = [
  '$.id',
  '$.series',
  '$.invoice_number',
  '$.invoice_date',
  '$.pay_until_date',
  '$.buyer.company_name',
  '$.buyer.first_name',
  '$.buyer.last_name',
  '$.buyer.company_code',
  '$.buyer.individual_activity_id',
  '$.buyer.vat_code',
  '$.currency',
  '$.subtotal',
  '$.vat',
  '$.total_incl_vat',
  '$.payment_status',
  '$.invoice_type',
] as const;
const expenseFields = ['$.id', '$.date', '$.seller', '$.currency', '$.total'] as const;

const cell = (v: unknown): Cell =>
  v === undefined || v === null ? null : typeof v === 'number' ? v : String(v);

/** `status` as the lists show it: `overdue` by the contract's rule (only while something is still owed). */
function invoiceRow(f: unknown[], today: string, links: KeptLinks): Cell[] {
  const [
    id,
    series,
    number,
    date,
    due,
    company,
    first,
    last,
    code,
    activityId,
    vatCode,
    currency,
    subtotal,
    vat,
    total,
    status,
    type,
  ] = f;
  const person = [first, last].filter(Boolean).join(' ');
  const doc = {
    payment_status: String(status),
    pay_until_date: typeof due === 'string' ? due : null,
    invoice_type: String(type),
    total_incl_vat: Number(total),
  };
  const overdue = isOverdue(doc, today, amountOfCents(links.creditedBack[String(id)] ?? 0));
  return [
    cell(series),
    cell(number),
    cell(date),
    cell(due),
    (typeof company === 'string' ? company.trim() : '') || person,
    cell(code ?? activityId),
    cell(vatCode),
    cell(currency),
    cell(subtotal),
    cell(vat),
    cell(total),
    overdue ? 'overdue' : cell(status),
    cell(type),
  ];
}

/**
 * VAT and document number are write-only in the API: only what this BFF sent and remembers. The API took the VAT as a
 * number; one that is not (never sent by the dashboard's form) is left out rather than break the whole export.
 */
function expenseRow(f: unknown[], remembered: (id: string) => RememberedExpenseFields): Cell[] {
  const [id, date, seller, currency, total] = f;
  const kept = remembered(id as string);
  const vat = kept?.vat != null && Number.isFinite(Number(kept.vat)) ? kept.vat : null;
  return [cell(date), cell(seller), cell(currency), cell(total), vat, cell(kept?.invoice_number)];
}

/** The invoices a search matches, 200 rows a batch, read as the writer pulls them. */
export function invoicesTable(
  mirror: Mirror,
  business: string,
  query: SearchQuery,
  today: string,
  links: KeptLinks = noLinks,
): Table {
  const batches = function* () {
    for (const batch of exportedFields(mirror, business, 'invoices', query, today, invoiceFields, links))
      yield batch.map((f) => invoiceRow(f, today, links));
  };
  return { name: 'invoices', columns: invoiceColumns, batches: batches() };
}

export function expensesTable(
  mirror: Mirror,
  remembered: (id: string) => RememberedExpenseFields,
  business: string,
  query: SearchQuery,
  today: string,
): Table {
  const batches = function* () {
    for (const batch of exportedFields(mirror, business, 'expenses', query, today, expenseFields))
      yield batch.map((f) => expenseRow(f, remembered));
  };
  return { name: 'expenses', columns: expenseColumns, batches: batches() };
}
