import { toInvoice, type InvoiceRecord } from '../domain/invoice-record';

export interface InvoiceRevision {
  id: string;
  rev: number;
}

/**
 * The JSON text of invoices as the API returns them, kept per revision: the list route then serves a page of 50
 * without parsing and re-serializing each stored invoice on every request. A new revision replaces the entry.
 */
export function invoiceJsonCache(
  origin: () => string,
  docOf: (id: string) => string | undefined,
  capacity = 5_000,
) {
  const cache = new Map<string, { rev: number; json: string }>();
  return {
    /** The invoice's JSON at this revision; '' when it was deleted since the page was read. */
    json(row: InvoiceRevision): string {
      const hit = cache.get(row.id);
      if (hit && hit.rev === row.rev) return hit.json;
      const doc = docOf(row.id);
      if (doc === undefined) return '';
      const json = JSON.stringify(toInvoice(JSON.parse(doc) as InvoiceRecord, origin()));
      cache.delete(row.id); // re-insert at the end: Map order makes the first key the oldest
      cache.set(row.id, { rev: row.rev, json });
      if (cache.size > capacity) cache.delete(cache.keys().next().value!);
      return json;
    },
  };
}
export type InvoiceJsonCache = ReturnType<typeof invoiceJsonCache>;
