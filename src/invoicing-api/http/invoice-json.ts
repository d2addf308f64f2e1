import { toInvoice, type InvoiceRecord } from '../domain/invoice-record';

export interface InvoiceRevision {
  id: string;
  rev: number;
}

/**
 * The JSON of invoices as the API returns them, kept per revision as UTF-8 bytes: the list route then serves a
 * page of 50 without parsing, re-serializing or re-encoding each stored invoice on every request. A new revision
 * replaces the entry.
 */
export function invoiceJsonCache(
  origin: () => string,
  docOf: (id: string) => string | undefined,
  capacity = 5_000,
) {
  const cache = new Map<string, { rev: number; json: Buffer }>();
  return {
    /** The invoice's JSON at this revision; undefined when it was deleted since the page was read. */
    json(row: InvoiceRevision): Buffer | undefined {
      const hit = cache.get(row.id);
      if (hit && hit.rev === row.rev) return hit.json;
      const doc = docOf(row.id);
      if (doc === undefined) return undefined;
      const json = Buffer.from(JSON.stringify(toInvoice(JSON.parse(doc) as InvoiceRecord, origin())));
      cache.delete(row.id); // re-insert at the end: Map order makes the first key the oldest
      cache.set(row.id, { rev: row.rev, json });
      if (cache.size > capacity) cache.delete(cache.keys().next().value!);
      return json;
    },
  };
}

const comma = Buffer.from(',');

/** `{"data":[…],"meta":…}` from the invoices' JSON bytes. */
export function listBody(items: readonly Buffer[], meta: unknown): Buffer {
  const parts: Buffer[] = [Buffer.from('{"data":[')];
  items.forEach((item, i) => parts.push(...(i === 0 ? [item] : [comma, item])));
  parts.push(Buffer.from(`],"meta":${JSON.stringify(meta)}}`));
  return Buffer.concat(parts);
}
