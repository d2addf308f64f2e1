import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import type { RememberedExpenseFields } from '../../contract/bff';
import { toCents } from '../../contract/money';
import type { Records } from '../records/records';
import { isOverdue } from '../../contract/invoice-groups';
import type { SearchQuery } from '../../contract/search-params';

const amount = (n: number) => toCents(n).toFixed(2);
/**
 * A text cell a spreadsheet will not run: one starting with `=`, `+`, `-`, `@`, a tab or a carriage return (a buyer
 * named `=HYPERLINK(…)`) gets a leading apostrophe, as OWASP advises. Amounts are written by `amount`, never through
 * here, and stay numbers.
 */
export const text = (v: unknown): string => {
  const s = v === null || v === undefined ? '' : String(v);
  return /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
};

const invoiceColumns = [
  'series', 'number', 'invoice_date', 'pay_until_date', 'buyer_name', 'buyer_code', 'buyer_vat_code',
  'currency', 'subtotal', 'vat', 'total', 'status', 'type',
];
const expenseColumns = ['date', 'seller', 'currency', 'total', 'vat', 'document_number'];

/** What a CSV row reads of the API's invoice, in this order (SQLite reads them: no document is parsed here). */
const invoiceFields = [
  '$.series', '$.invoice_number', '$.invoice_date', '$.pay_until_date',
  '$.buyer.company_name', '$.buyer.first_name', '$.buyer.last_name', '$.buyer.company_code',
  '$.buyer.individual_activity_id', '$.buyer.vat_code',
  '$.currency', '$.subtotal', '$.vat', '$.total_incl_vat', '$.payment_status', '$.invoice_type',
] as const;
const expenseFields = ['$.id', '$.date', '$.seller', '$.currency', '$.total'] as const;

/** `status` as the lists show it: `overdue` by the contract's rule (never a pro forma invoice). */
function invoiceRow(f: unknown[], today: string): string[] {
  const [series, number, date, due, company, first, last, code, activityId, vatCode, currency, subtotal, vat, total, status, type] = f;
  const person = [first, last].filter(Boolean).join(' ');
  const overdue = isOverdue({ payment_status: String(status), pay_until_date: typeof due === 'string' ? due : null, invoice_type: String(type) }, today);
  return [
    text(series), text(number), text(date), text(due),
    text((typeof company === 'string' ? company.trim() : '') || person),
    text(code ?? activityId), text(vatCode), text(currency),
    amount(subtotal as number), amount(vat as number), amount(total as number),
    overdue ? 'overdue' : text(status), text(type),
  ];
}

/** VAT and document number are write-only in the API: only what this BFF sent and remembers. */
function expenseRow(f: unknown[], remembered: (id: string) => RememberedExpenseFields): string[] {
  const [id, date, seller, currency, total] = f;
  const kept = remembered(id as string);
  return [text(date), text(seller), text(currency), amount(total as number), kept?.vat ?? '', text(kept?.invoice_number)];
}

/**
 * CSV text, a batch of 200 rows a chunk, pulled as the reader takes it (flat memory): UTF-8 with a BOM first, so
 * spreadsheet programs read Lithuanian, German and French names right; RFC 4180 quoting, CRLF. The first batch is
 * read before the stream is made: a query that cannot run fails the request with a proper error, not after the
 * header went out as a 200 cut short.
 */
function csv(columns: string[], batches: Iterator<string[][]>): Readable {
  const lines = (rows: string[][]) => stringify(rows, { record_delimiter: 'windows' });
  const first = batches.next();
  return Readable.from(
    (function* () {
      yield `\ufeff${lines([columns])}`;
      for (let batch = first; !batch.done; batch = batches.next()) if (batch.value.length > 0) yield lines(batch.value);
    })(),
    { objectMode: false },
  );
}

/** The invoices a search matches as CSV. */
export function invoicesCsv(records: Records, business: string, query: SearchQuery, today: string): Readable {
  const batches = function* () {
    for (const batch of records.exportedFields('invoices', business, query, today, invoiceFields))
      yield batch.map((f) => invoiceRow(f, today));
  };
  return csv(invoiceColumns, batches());
}

export function expensesCsv(
  records: Records,
  remembered: (id: string) => RememberedExpenseFields,
  business: string,
  query: SearchQuery,
  today: string,
): Readable {
  const batches = function* () {
    for (const batch of records.exportedFields('expenses', business, query, today, expenseFields))
      yield batch.map((f) => expenseRow(f, remembered));
  };
  return csv(expenseColumns, batches());
}
