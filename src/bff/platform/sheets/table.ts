import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { toCents } from '../../../contract/money';

/**
 * What a cell holds, so each writer can type it: the CSV writes machine-readable text (codes, dot decimals), the
 * spreadsheet writes numbers as numbers, dates as dates, codes in the person's words and invoice numbers as text.
 * `text` is free text (a name, an invoice number), `code` a fixed code such as `not_paid` or `credit_vat_invoice`.
 */
export type CellKind = 'text' | 'code' | 'amount' | 'date' | 'count' | 'percent';
export type Cell = string | number | null;
export interface Column {
  /** The CSV's header and the key of the column's words in the spreadsheet. */
  key: string;
  kind: CellKind;
}

/**
 * Every export's column keys by what they hold. A key means the same in every table it stands in (its header words
 * are one too, sheet-words), so its kind is decided here once and a table lists only its keys, in order.
 */
const keysByKind = {
  text: ['series', 'number', 'buyer_name', 'buyer_code', 'buyer_vat_code', 'seller', 'document_number'],
  code: ['currency', 'status', 'type', 'period', 'row'],
  amount: [
    'subtotal',
    'vat',
    'total',
    'net',
    'gross',
    'purchases_gross',
    'purchases_vat_known',
    'vat_payable',
    'amount',
  ],
  date: ['invoice_date', 'pay_until_date', 'date', 'paid_on'],
  count: ['invoices', 'expenses_with_vat', 'expenses_without_vat'],
  percent: ['vat_percentage'],
} as const satisfies Record<CellKind, readonly string[]>;
export type ColumnKey = (typeof keysByKind)[CellKind][number];
const kindOf = new Map<string, CellKind>(
  Object.entries(keysByKind).flatMap(([kind, keys]) => keys.map((key) => [key, kind as CellKind] as const)),
);

/** A table's columns, in the order given. */
export const columnsOf = (...keys: ColumnKey[]): readonly Column[] =>
  keys.map((key) => ({ key, kind: kindOf.get(key)! }));
/** One export's rows, pulled in batches as the reader takes them (flat memory at any size). */
export interface Table {
  /** Names the file (`invoices.csv`) and the spreadsheet's sheet. */
  name: string;
  columns: readonly Column[];
  batches: Iterator<Cell[][]>;
}

/**
 * A text cell a spreadsheet will not run: one starting with `=`, `+`, `-`, `@`, a tab or a carriage return (a buyer
 * named `=HYPERLINK(…)`) gets a leading apostrophe, as OWASP advises. Amounts never pass through here.
 */
export const text = (v: unknown): string => {
  const s = v === null || v === undefined ? '' : String(v);
  return /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
};

function csvCell(kind: CellKind, v: Cell): string {
  if (v === null || v === '') return '';
  if (kind === 'amount') return toCents(Number(v)).toFixed(2);
  if (kind === 'count' || kind === 'percent') return String(v);
  return text(v);
}

/**
 * The table as CSV text, one batch a chunk: UTF-8 with a BOM first, so spreadsheet programs read Lithuanian, German
 * and French names right; RFC 4180 quoting, CRLF; codes and dot decimals (the machine-readable format). The first
 * batch is read before the stream is made: a query that cannot run fails the request with a proper error, not after
 * the header went out as a 200 cut short.
 */
export function csvOf(table: Table): Readable {
  const lines = (rows: string[][]) => stringify(rows, { record_delimiter: 'windows' });
  const kinds = table.columns.map((c) => c.kind);
  const first = table.batches.next();
  return Readable.from(
    (function* () {
      yield `\ufeff${lines([table.columns.map((c) => c.key)])}`;
      for (let batch = first; !batch.done; batch = table.batches.next())
        if (batch.value.length > 0)
          yield lines(batch.value.map((row) => row.map((v, i) => csvCell(kinds[i]!, v))));
    })(),
    { objectMode: false },
  );
}
