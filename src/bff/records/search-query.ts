import type { PaginationMeta } from '../../contract/common';
import { amountCents, compact, fold } from './fold';
import type { Kind } from './rows';
import type { MirrorDb } from './schema';
import type { SearchQuery } from './search-params';

export type { SearchQuery } from './search-params';

export const searchPageSize = 50;

export interface SearchPage<T> {
  data: T[];
  meta: Omit<PaginationMeta, 'path'>;
}

const sortColumns: Record<string, string[]> = {
  invoice_date: ['invoice_date'],
  total_incl_vat: ['total_cents'],
  pay_until_date: ['pay_until_date IS NULL', 'pay_until_date'],
  number: ['series_key', 'number_int'],
  buyer: ['buyer_sort'],
  date: ['date IS NULL', 'date'],
  total: ['total_cents'],
  seller: ['seller_sort'],
};

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * `q`: every word appears in the folded text (buyer, lines, notes / seller), or the whole of it is the invoice's
 * number in any form (`BPS-004`, `BPS004`, `004`, `4`), or an amount equal to the total or subtotal to the cent.
 */
function textClause(kind: Kind, q: string, args: unknown[]): string {
  const words = fold(q).split(' ').filter(Boolean);
  const ors: string[] = [];
  if (words.length > 0) {
    ors.push(`(${words.map(() => `haystack LIKE ? ESCAPE '\\'`).join(' AND ')})`);
    args.push(...words.map((w) => `%${likeEscape(w)}%`));
  }
  const key = compact(q);
  if (kind === 'invoices' && key !== '') {
    if (/^\d+$/.test(key) && key.length <= 9) {
      ors.push('number_int = ?');
      args.push(Number(key));
    }
    ors.push(`series_key || number_key = ?`, `series_key || number_int = ?`);
    args.push(key, key);
  }
  const cents = amountCents(q);
  if (cents !== undefined) {
    ors.push(kind === 'invoices' ? '(total_cents = ? OR subtotal_cents = ?)' : 'total_cents = ?');
    args.push(...(kind === 'invoices' ? [cents, cents] : [cents]));
  }
  return ors.length > 0 ? `(${ors.join(' OR ')})` : '1';
}

/** Runs a parsed search over one business's rows; `today` (YYYY-MM-DD) decides what is overdue. */
export function runSearch(
  db: MirrorDb,
  kind: Kind,
  business: string,
  s: SearchQuery,
  today: string,
): SearchPage<unknown> {
  const where = ['business = ?'];
  const args: unknown[] = [business];
  if (s.q !== undefined) where.push(textClause(kind, s.q, args));
  if (s.status === 'overdue') {
    where.push(`status = 'not_paid' AND pay_until_date < ?`);
    args.push(today);
  } else if (s.status !== undefined) {
    where.push('status = ?');
    args.push(s.status);
  }
  const dateColumn = kind === 'invoices' ? 'invoice_date' : 'date';
  const filters: [string, string | undefined][] = [
    ['currency = ?', s.currency],
    ['type = ?', s.type],
    ['series_key = ?', s.series === undefined ? undefined : compact(s.series)],
    [`${dateColumn} >= ?`, s.from],
    [`${dateColumn} <= ?`, s.to],
  ];
  for (const [clause, value] of filters) {
    if (value === undefined) continue;
    where.push(clause);
    args.push(value);
  }

  const condition = where.join(' AND ');
  const total = (
    db.prepare(`SELECT count(*) AS n FROM ${kind} WHERE ${condition}`).get(...args) as { n: number }
  ).n;
  const dir = s.sort.desc ? 'DESC' : 'ASC';
  const order = (sortColumns[s.sort.key] ?? ['created_at'])
    .map((c) => (c.endsWith('IS NULL') ? c : `${c} ${dir}`))
    .concat('created_at DESC', 'rank', 'id')
    .join(', ');
  const offset = (s.page - 1) * searchPageSize;
  const rows = db
    .prepare(`SELECT json FROM ${kind} WHERE ${condition} ORDER BY ${order} LIMIT ? OFFSET ?`)
    .all(...args, searchPageSize, offset) as { json: string }[];
  return {
    data: rows.map((r) => JSON.parse(r.json) as unknown),
    meta: {
      current_page: s.page,
      last_page: Math.max(1, Math.ceil(total / searchPageSize)),
      per_page: searchPageSize,
      total,
      from: rows.length > 0 ? offset + 1 : null,
      to: rows.length > 0 ? offset + rows.length : null,
    },
  };
}
