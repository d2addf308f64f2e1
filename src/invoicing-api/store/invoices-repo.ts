import type { LabelValue } from '../../contract/common';
import type { InvoiceRecord } from '../domain/invoice-record';
import { counterAfterDelete, nextAutoNumber } from '../domain/numbering';
import { businessScoped } from './business-scoped';
import type { Db } from './db';

interface DocRow {
  doc: string;
  rev: number;
}
export interface PageRow {
  id: string;
  rev: number;
}

/** Invoices of one business at a time: every query is scoped by business_id (tenancy), drafts live elsewhere. */
export function invoicesRepo(db: Db) {
  const scoped = businessScoped<PageRow, DocRow>(db, 'invoices', 'id, rev', 'doc, rev');
  const q = {
    byShare: db.prepare<[string], DocRow>('SELECT doc, rev FROM invoices WHERE share_token = ?'),
    byId: db.prepare<[string], DocRow>('SELECT doc, rev FROM invoices WHERE id = ?'),
    latest: db.prepare<[string], DocRow>(
      'SELECT doc, rev FROM invoices WHERE business_id = ? ORDER BY seq DESC LIMIT 1',
    ),
    // seq orders a business's invoices newest first; per business, so the index answers it without a scan.
    nextSeq: db.prepare<[string], { s: number }>(
      'SELECT COALESCE(MAX(seq), 0) + 1 AS s FROM invoices WHERE business_id = ?',
    ),
    highest: db.prepare<[string, string], { n: number | null }>(
      'SELECT MAX(number) AS n FROM invoices WHERE business_id = ? AND series = ?',
    ),
    holder: db.prepare<[string, string, number], { id: string }>(
      'SELECT id FROM invoices WHERE business_id = ? AND series = ? AND number = ?',
    ),
    counter: db.prepare<[string, string], { next_number: number }>(
      'SELECT next_number FROM series_counters WHERE business_id = ? AND series = ?',
    ),
    setCounter: db.prepare(
      `INSERT INTO series_counters (business_id, series, next_number) VALUES (?, ?, ?)
       ON CONFLICT (business_id, series) DO UPDATE SET next_number = excluded.next_number`,
    ),
    dropCounter: db.prepare('DELETE FROM series_counters WHERE business_id = ? AND series = ?'),
    insert: db.prepare(
      `INSERT INTO invoices (id, business_id, seq, series, number, share_token, rev, created_at, updated_at, doc)
       VALUES (@id, @business_id, @seq, @series, @invoice_number, @share_token, 1, @created_at, @updated_at, @doc)`,
    ),
    update: db.prepare(
      `UPDATE invoices SET series = @series, number = @invoice_number, rev = rev + 1, updated_at = @updated_at, doc = @doc
       WHERE business_id = @business_id AND id = @id`,
    ),
  };
  const parse = (row: DocRow | undefined) => (row ? (JSON.parse(row.doc) as InvoiceRecord) : undefined);
  const withDoc = (r: InvoiceRecord) => ({ ...r, doc: JSON.stringify(r) });

  return {
    /** A page of ids and revisions, newest first: the list route takes their JSON from its cache, so the stored
     * documents are read only for revisions it has not seen (docOf). */
    page: scoped.page,
    get: (businessId: string, id: string) => parse(scoped.get(businessId, id)),
    docOf: (id: string): string | undefined => q.byId.get(id)?.doc,
    getWithRev: (id: string) => {
      const row = q.byId.get(id);
      return row && { record: JSON.parse(row.doc) as InvoiceRecord, rev: row.rev };
    },
    byShareToken: (token: string) => parse(q.byShare.get(token)),
    latestCustomFields: (businessId: string): LabelValue[] =>
      parse(q.latest.get(businessId))?.seller.custom_fields ?? [],

    /**
     * The number an invoice gets: the explicit one when free in its series (held by `selfId` counts as free),
     * else the next automatic one, which then moves the series counter past it. Call inside a transaction.
     */
    assignNumber(
      businessId: string,
      series: string,
      explicit: number | undefined,
      selfId?: string,
    ): number | 'taken' {
      const holderOf = (n: number) => q.holder.get(businessId, series, n)?.id;
      if (explicit !== undefined) {
        const holder = holderOf(explicit);
        return holder === undefined || holder === selfId ? explicit : 'taken';
      }
      const n = nextAutoNumber({
        counter: q.counter.get(businessId, series)?.next_number,
        highest: q.highest.get(businessId, series)?.n ?? undefined,
        isTaken: (k) => {
          const holder = holderOf(k);
          return holder !== undefined && holder !== selfId;
        },
      });
      q.setCounter.run(businessId, series, n + 1);
      return n;
    },
    insert(r: InvoiceRecord): void {
      q.insert.run({ ...withDoc(r), seq: q.nextSeq.get(r.business_id)!.s });
    },
    /** Replaces the stored invoice; returns its new revision (what the PDF must catch up with). */
    replace(r: InvoiceRecord): number {
      q.update.run(withDoc(r));
      return scoped.get(r.business_id, r.id)!.rev;
    },
    /** Deletes the invoice and recalculates its series counter, so the newest number can be reused. */
    delete(businessId: string, id: string): InvoiceRecord | undefined {
      const record = parse(scoped.get(businessId, id));
      if (!record) return undefined;
      scoped.delete(businessId, id);
      const next = counterAfterDelete(q.highest.get(businessId, record.series)?.n ?? undefined);
      if (next === undefined) q.dropCounter.run(businessId, record.series);
      else q.setCounter.run(businessId, record.series, next);
      return record;
    },
  };
}
export type InvoicesRepo = ReturnType<typeof invoicesRepo>;
