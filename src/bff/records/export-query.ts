import type { Kind, RecordOf } from './rows';
import type { MirrorDb } from './schema';
import { searchIds, type SearchQuery } from './search-query';

const chunk = 200;

/**
 * Every record a search matches, in its order, 200 at a time: an export holds the ids (a few hundred kB at 10,000
 * records) and one batch of documents, whatever the count. A record deleted meanwhile is skipped.
 */
export function* exportedBatches<K extends Kind>(
  db: MirrorDb,
  kind: K,
  business: string,
  query: SearchQuery,
  today: string,
): Generator<RecordOf<K>[]> {
  const ids = searchIds(db, kind, business, query, today);
  for (let i = 0; i < ids.length; i += chunk) {
    const part = ids.slice(i, i + chunk);
    const rows = db
      .prepare(`SELECT id, json FROM ${kind} WHERE business = ? AND id IN (${part.map(() => '?').join(', ')})`)
      .all(business, ...part) as { id: string; json: string }[];
    const byId = new Map(rows.map((r) => [r.id, r.json]));
    yield part.flatMap((id) => {
      const json = byId.get(id);
      return json === undefined ? [] : [JSON.parse(json) as RecordOf<K>];
    });
  }
}

/** The same records one by one. */
export function* exportedRecords<K extends Kind>(
  db: MirrorDb,
  kind: K,
  business: string,
  query: SearchQuery,
  today: string,
): Generator<RecordOf<K>> {
  for (const batch of exportedBatches(db, kind, business, query, today)) yield* batch;
}
