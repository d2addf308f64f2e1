import type { Mirror } from '../mirror';
import type { Kind, RecordOf } from '../mirror';
import type { SearchQuery } from '../../../contract/search-params';
import { type KeptLinks, noLinks } from '../mirror';
import { searchIds } from '../mirror';

const chunk = 200;

/**
 * Every matching id in the search's order, 200 at a time, with what `select` reads of each (a record deleted
 * meanwhile is skipped): an export holds the ids (a few hundred kB at 10,000 records) and one batch, whatever the
 * count. Each batch is its own statement, so no cursor stays open on the connection between the reader's pulls
 * (the webhook path writes to it meanwhile).
 */
function* batchesOf<T>(
  { db }: Mirror,
  business: string,
  kind: Kind,
  query: SearchQuery,
  today: string,
  select: string,
  links: KeptLinks,
): Generator<T[]> {
  const ids = searchIds(db, business, kind, query, today, links);
  for (let i = 0; i < ids.length; i += chunk) {
    const part = ids.slice(i, i + chunk);
    const rows = db
      .prepare(
        `SELECT id, ${select} FROM ${kind} WHERE business = ? AND id IN (${part.map(() => '?').join(', ')})`,
      )
      .raw()
      .all(business, ...part) as [string, ...unknown[]][];
    const byId = new Map(rows.map(([id, ...rest]) => [id, rest]));
    yield part.flatMap((id) => {
      const row = byId.get(id);
      return row === undefined ? [] : [row as T];
    });
  }
}

/** Every record a search matches, in its order, as the API's objects: what a CSV or a month pack walks. */
export function* exportedRecords<K extends Kind>(
  mirror: Mirror,
  business: string,
  kind: K,
  query: SearchQuery,
  today: string,
  links: KeptLinks = noLinks,
): Generator<RecordOf<K>> {
  for (const batch of batchesOf<[string]>(mirror, business, kind, query, today, 'json', links))
    yield* batch.map(([json]) => JSON.parse(json) as RecordOf<K>);
}

/**
 * Only the named fields of every matching record (two or more JSON paths such as `$.buyer.vat_code`), read by SQLite:
 * one json_extract with every path parses each document once and answers a short JSON array, so a CSV of 10,000
 * invoices never holds a whole document in JavaScript and its garbage (and the BFF's memory) stays the size of one
 * batch of short values whatever the row count. Each row: the values in `paths` order.
 */
export function* exportedFields(
  mirror: Mirror,
  business: string,
  kind: Kind,
  query: SearchQuery,
  today: string,
  paths: readonly string[],
  links: KeptLinks = noLinks,
): Generator<unknown[][]> {
  // The paths are written into the SQL: only plain ones, and more than one (one path answers a bare value).
  if (paths.length < 2 || paths.some((p) => !/^\$(\.[a-z_]+)+$/.test(p)))
    throw new Error(`Not two or more plain JSON paths: ${paths.join(', ')}`);
  const select = `json_extract(json, ${paths.map((p) => `'${p}'`).join(', ')})`;
  for (const batch of batchesOf<[string]>(mirror, business, kind, query, today, select, links))
    yield batch.map(([values]) => JSON.parse(values) as unknown[]);
}
