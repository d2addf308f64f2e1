import type Database from 'better-sqlite3';
import type { InvoiceLinkRelation } from '../../../contract/invoice-links';

// In the desk's durable database, not the mirror: the mirror can be rebuilt from the API, these links cannot.

export interface InvoiceLink {
  source_id: string;
  target_id: string;
  relation: InvoiceLinkRelation;
  /** Unix seconds. */
  at: number;
}

/** Links between a business's invoices (pro forma → invoice, later invoice → credit note): one source per target. */
export class LinkStore {
  constructor(private readonly db: Database.Database) {}

  /** Records where `target_id` came from; a target already linked keeps its first source (false then). */
  add(business: string, link: InvoiceLink): boolean {
    return (
      this.db
        .prepare(
          `INSERT INTO invoice_links (business, target_id, source_id, relation, at) VALUES (?, ?, ?, ?, ?)
           ON CONFLICT DO NOTHING`,
        )
        .run(business, link.target_id, link.source_id, link.relation, link.at).changes === 1
    );
  }

  /** Where this invoice came from, if it came from another. */
  sourceOf(business: string, target: string): InvoiceLink | undefined {
    return this.db
      .prepare(
        'SELECT source_id, target_id, relation, at FROM invoice_links WHERE business = ? AND target_id = ?',
      )
      .get(business, target) as InvoiceLink | undefined;
  }

  /** What came from this invoice, oldest first. */
  targetsOf(business: string, source: string): InvoiceLink[] {
    return this.db
      .prepare(
        `SELECT source_id, target_id, relation, at FROM invoice_links WHERE business = ? AND source_id = ?
         ORDER BY at, target_id`,
      )
      .all(business, source) as InvoiceLink[];
  }

  /** Every link of one relation in a business (the overview leaves the invoiced pro formas out). */
  all(business: string, relation: InvoiceLinkRelation): InvoiceLink[] {
    return this.db
      .prepare(
        'SELECT source_id, target_id, relation, at FROM invoice_links WHERE business = ? AND relation = ?',
      )
      .all(business, relation) as InvoiceLink[];
  }
}
