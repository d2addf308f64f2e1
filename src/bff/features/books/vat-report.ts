import type { VatPeriod, VatQuery, VatUnknownExpense } from '../../../contract/vat-report';
import { columnsOf, type Table } from '../../platform/sheets/table';
import type { Mirror } from '../mirror';
import { unknownVatExpensesOf, vatReportOf } from './vat-query';
import type { Vault } from '../../platform/vault/vault';

/** Where the report reads from: the mirror, and the VAT the BFF remembers sending for each expense. */
export interface VatReportDeps {
  mirror: Mirror;
  vault: Vault;
}

const knownVatOf = (vault: Vault, business: string) => (id: string) => vault.remembered(business, id)?.vat;

/** The report's periods (GET …/reports/vat): from the mirror, no upstream call. */
export const vatReport = (d: VatReportDeps, business: string, query: VatQuery): VatPeriod[] =>
  vatReportOf(d.mirror, business, query, knownVatOf(d.vault, business));

/** The expenses the report counts as "without VAT": the screen lists them, each a link to its page. */
export const unknownVatExpenses = (
  d: VatReportDeps,
  business: string,
  query: VatQuery,
): VatUnknownExpense[] => unknownVatExpensesOf(d.mirror, business, query, knownVatOf(d.vault, business));

/**
 * The CSV's (and the spreadsheet's) columns. One row per sales rate (`row` = `sales`, or `sales_without_vat` for lines
 * without VAT, `vat_percentage` empty), then one `total` row per period and currency with the sales totals, the
 * purchases and the VAT payable — the screen's table, flattened. Keys are machine-readable; amounts dot decimals.
 */
export const vatReportColumns = columnsOf(
  'period',
  'currency',
  'row',
  'vat_percentage',
  'net',
  'vat',
  'gross',
  'invoices',
  'purchases_gross',
  'purchases_vat_known',
  'expenses_with_vat',
  'expenses_without_vat',
  'vat_payable',
);

/** The report as a Table (vat-report.csv; the spreadsheet writer reads the same). */
export function vatReportTable(periods: readonly VatPeriod[]): Table {
  const rows = periods.flatMap((p) => [
    ...p.sales.map((s) => [
      p.period,
      p.currency,
      s.vat_percentage === null ? 'sales_without_vat' : 'sales',
      s.vat_percentage,
      s.net,
      s.vat,
      s.gross,
      s.invoices,
      null,
      null,
      null,
      null,
      null,
    ]),
    [
      p.period,
      p.currency,
      'total',
      null,
      p.sales_total.net,
      p.sales_total.vat,
      p.sales_total.gross,
      null, // an invoice with two rates is on two rows: no honest total count here
      p.purchases.gross,
      p.purchases.vat_known,
      p.purchases.with_vat,
      p.purchases.without_vat,
      p.vat_payable,
    ],
  ]);
  return { name: 'vat-report', columns: vatReportColumns, batches: [rows][Symbol.iterator]() };
}
