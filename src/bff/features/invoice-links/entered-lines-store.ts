import type Database from 'better-sqlite3';
import type { Invoice } from '../../../contract/invoice';
import { amountModeOf } from '../../../contract/money';
import { entriesFit, type EnteredLine, type EnteredLines } from '../../../contract/line-entry';

// Beside the links in the desk's durable database: the API cannot give these back, so a rebuilt mirror could not either.

/** The entries of a request body's product lines, in order; undefined unless every line carries exactly one amount. */
export function entriesOfBody(body: unknown): EnteredLine[] | undefined {
  const products = (body as { products?: unknown } | null)?.products;
  if (!Array.isArray(products)) return undefined;
  const entries: EnteredLine[] = [];
  for (const p of products as Record<string, unknown>[]) {
    const mode = p && typeof p === 'object' ? amountModeOf(p) : undefined;
    const amount = mode && p[mode];
    if (!mode || typeof amount !== 'number') return undefined;
    entries.push({ mode, amount });
  }
  return entries;
}

/**
 * How each line of the invoices this BFF wrote was entered (price, total or total incl. VAT, and the figure), per
 * version: a read gives them only while the invoice still has the `updated_at` and item ids it had when written.
 */
export class EnteredLinesStore {
  constructor(private readonly db: Database.Database) {}

  /** After the API answered a write: the entries sent, for the version it returned (one line per item, in order). */
  remember(
    business: string,
    invoice: Pick<Invoice, 'id' | 'updated_at' | 'items'>,
    entries: EnteredLine[],
  ): void {
    if (entries.length !== invoice.items.length) return this.forget(business, invoice.id);
    this.db
      .prepare(
        `INSERT INTO invoice_entered_lines (business, invoice_id, updated_at, item_ids, lines) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (business, invoice_id) DO UPDATE SET
           updated_at = excluded.updated_at, item_ids = excluded.item_ids, lines = excluded.lines`,
      )
      .run(
        business,
        invoice.id,
        invoice.updated_at,
        JSON.stringify(invoice.items.map((i) => i.id)),
        JSON.stringify(entries),
      );
  }

  forget(business: string, invoice: string): void {
    this.db
      .prepare('DELETE FROM invoice_entered_lines WHERE business = ? AND invoice_id = ?')
      .run(business, invoice);
  }

  /** The entries for the invoice as it stands now; null when unknown or written since by someone else. */
  read(business: string, current: Invoice | undefined): EnteredLines | null {
    if (!current) return null;
    const row = this.db
      .prepare(
        'SELECT updated_at, item_ids, lines FROM invoice_entered_lines WHERE business = ? AND invoice_id = ?',
      )
      .get(business, current.id) as { updated_at: number; item_ids: string; lines: string } | undefined;
    if (!row) return null;
    const kept: EnteredLines = {
      updated_at: row.updated_at,
      item_ids: JSON.parse(row.item_ids) as string[],
      lines: JSON.parse(row.lines) as EnteredLine[],
    };
    return entriesFit(kept, current) ? kept : null;
  }
}
