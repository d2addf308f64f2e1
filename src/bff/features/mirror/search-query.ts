import type { PaginationMeta } from '../../../contract/common';
import { compact, fold } from '../../../contract/fold';
import type { CurrencyFigure } from '../../../contract/overview';
import { amountCents, amountOfCents, amountPrefix } from './amounts';
import type { Mirror } from './mirror';
import type { MirrorDb } from './mirror-db';
import type { Kind, RecordOf } from './rows';
import { isCredit, typesOf } from '../../../contract/invoice-groups';
import type { SearchQuery } from '../../../contract/search-params';
import { keysOfAccount } from './buyer-accounts-query';
import { type KeptLinks, noLinks, openCreditSql, openOfferSql, owedSql } from './owed-sql';

export interface SearchPage<T> {
  data: T[];
  meta: Omit<PaginationMeta, 'path'>;
}

/** A page as the stored JSON texts of its records (sent on without parsing them). */
export interface SearchTexts {
  texts: string[];
  meta: SearchPage<unknown>['meta'];
  /** Per currency, the whole result's sum and count (every page), the most used currency first. */
  sums: CurrencyFigure[];
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

/** An amount column as written with two decimals, without its sign (`734.04`), for a prefix match. */
const writtenAmount = (column: string) => `printf('%d.%02d', abs(${column}) / 100, abs(${column}) % 100)`;

/** The amounts `q` may name: their start as written (amounts.ts `amountPrefix`), or else the exact cents. */
function amountClause(columns: readonly string[], q: string, args: unknown[]): string | undefined {
  const prefix = amountPrefix(q);
  if (prefix !== undefined) {
    args.push(...columns.map(() => `${prefix.text}%`));
    const sign = prefix.negative ? ` AND ${columns[0]} < 0` : '';
    return `((${columns.map((c) => `${writtenAmount(c)} LIKE ?`).join(' OR ')})${sign})`;
  }
  const cents = amountCents(q);
  if (cents === undefined) return undefined;
  args.push(...columns.map(() => cents));
  return `(${columns.map((c) => `${c} = ?`).join(' OR ')})`;
}

/**
 * `q`: the invoice's number in any form (`BPS-004`, `BPS004`, `004`, `4`); an amount when it reads as one — the total
 * or subtotal starting with it (`734` finds 734.04 and 7340.00, `1 234,5` finds 1234.56), or to the cent for one or
 * two digits; otherwise every word in the folded text (buyer, lines, notes / seller). Digits alone are both a number
 * and an amount, never text: `4` must not find every `14`.
 */
function textClause(kind: Kind, q: string, args: unknown[]): string {
  const ors: string[] = [];
  const key = compact(q);
  if (kind === 'invoices' && key !== '') {
    if (/^\d{1,9}$/.test(key)) {
      ors.push('number_int = ?');
      args.push(Number(key));
    }
    ors.push('series_key || number_key = ?', 'series_key || number_int = ?');
    args.push(key, key);
  }
  const amount = amountClause(
    kind === 'invoices' ? ['total_cents', 'subtotal_cents'] : ['total_cents'],
    q,
    args,
  );
  if (amount !== undefined) ors.push(amount);
  else {
    const words = fold(q).split(' ').filter(Boolean);
    ors.push(`(${words.map(() => `haystack LIKE ? ESCAPE '\\'`).join(' AND ')})`);
    args.push(...words.map((w) => `%${likeEscape(w)}%`));
  }
  return `(${ors.join(' OR ')})`;
}

/**
 * The SQL a parsed search reads: its source (the owed join for invoices), what its sums add, WHERE clause with its
 * arguments, order.
 */
interface SearchSql {
  source: string;
  /**
   * "Not paid" and "overdue" add what is still owed, "not paid" credit notes what they still give back; any other view
   * the documents' totals, with the contract's sign. `summedArgs` are bound before the others (it comes first).
   */
  summed: string;
  summedArgs: unknown[];
  condition: string;
  args: unknown[];
  order: string;
}

/**
 * The WHERE clause (with its arguments) and ORDER BY of a parsed search; `today` decides what is overdue and `links`
 * what credit notes took back (mirror/owed-sql.ts). "Overdue" and "not paid" are what is still owed
 * (contract/owed.ts): never an invoice credited whole; "not paid" also lists the offers still open (never one turned
 * into an invoice); credit notes are found with a type filter that asks for them.
 */
function searchSql(
  db: MirrorDb,
  business: string,
  kind: Kind,
  s: SearchQuery,
  today: string,
  links: KeptLinks,
): SearchSql {
  // A buyer filter names an account: every key it gathers (buyer-accounts-query.ts).
  const buyerKeys = s.buyer === undefined ? undefined : keysOfAccount(db, business, s.buyer);
  const owed = owedSql(links);
  const openCredit = openCreditSql(links);
  const where = ['business = ?'];
  const args: unknown[] = kind === 'invoices' ? [...owed.args, business] : [business];
  if (s.q !== undefined) where.push(textClause(kind, s.q, args));
  const credits = s.type !== undefined && typesOf(s.type as Parameters<typeof typesOf>[0]).every(isCredit);
  if (s.status === 'overdue') {
    where.push(`${owed.owed} > 0 AND pay_until_date < ?`);
    args.push(today);
  } else if (s.status === 'not_paid' && !credits) {
    const offer = openOfferSql(links);
    where.push(`(${owed.owed} > 0 OR (${offer.sql}))`);
    args.push(...offer.args);
  } else if (s.status === 'not_paid') {
    // Credit notes not settled are those still giving something back, as the overview's figure counts them: one spent
    // whole against the unpaid invoice it was made from is settled, whatever the API's status says.
    where.push(`${openCredit.cents} != 0`);
    args.push(...openCredit.args);
  } else if (s.status !== undefined) {
    where.push('status = ?');
    args.push(s.status);
  }
  if (s.type !== undefined) {
    const types = typesOf(s.type as Parameters<typeof typesOf>[0]);
    where.push(`type IN (${types.map(() => '?').join(', ')})`);
    args.push(...types);
  }
  const dateColumn = kind === 'invoices' ? 'invoice_date' : 'date';
  const filters: [string, string | undefined][] = [
    ['currency = ?', s.currency],
    ['series_key = ?', s.series === undefined ? undefined : compact(s.series)],
    [`${dateColumn} >= ?`, s.from],
    [`${dateColumn} <= ?`, s.to],
  ];
  for (const [clause, value] of filters) {
    if (value === undefined) continue;
    where.push(clause);
    args.push(value);
  }
  if (buyerKeys !== undefined) {
    where.push('buyer_key IN (SELECT value FROM json_each(?))');
    args.push(JSON.stringify(buyerKeys));
  }
  const dir = s.sort.desc ? 'DESC' : 'ASC';
  const order = (sortColumns[s.sort.key] ?? ['created_at'])
    .map((c) => (c.endsWith('IS NULL') ? c : `${c} ${dir}`))
    .concat('created_at DESC', 'rank', 'id')
    .join(', ');
  const owing = s.status === 'overdue' || (s.status === 'not_paid' && !credits);
  const giving = s.status === 'not_paid' && credits;
  return {
    source: kind === 'invoices' ? `invoices ${owed.join}` : kind,
    summed:
      kind === 'expenses' ? 'total_cents' : owing ? owed.owed : giving ? openCredit.cents : 'signed_cents',
    summedArgs: kind === 'invoices' && giving ? openCredit.args : [],
    condition: where.join(' AND '),
    args,
    order,
  };
}

/** Every matching id in the search's order (ids only, from the covering index): what an export walks through. */
export function searchIds(
  db: MirrorDb,
  business: string,
  kind: Kind,
  s: SearchQuery,
  today: string,
  links: KeptLinks = noLinks,
): string[] {
  const { source, condition, args, order } = searchSql(db, business, kind, s, today, links);
  return db
    .prepare(`SELECT id FROM ${source} WHERE ${condition} ORDER BY ${order}`)
    .pluck()
    .all(...args) as string[];
}

/**
 * Search, filters, sort and a page over one business's rows, as the stored JSON texts (an answer passes them on
 * without parsing); `today` (YYYY-MM-DD) decides what is overdue.
 */
export function searchTexts(
  mirror: Mirror,
  business: string,
  kind: Kind,
  s: SearchQuery,
  today: string,
  links: KeptLinks = noLinks,
): SearchTexts {
  const { db } = mirror;
  const { source, summed, summedArgs, condition, args, order } = searchSql(
    db,
    business,
    kind,
    s,
    today,
    links,
  );
  const size = s.perPage;
  const offset = (s.page - 1) * size;
  // The narrow search index (covering) answers the count and picks the page; then its documents by key. A text
  // query is matched once: every matching id in order (few, as a rule), the page sliced from them.
  let total: number;
  let picked: string[];
  if (s.q !== undefined) {
    const all = searchIds(db, business, kind, s, today, links);
    total = all.length;
    picked = all.slice(offset, offset + size);
  } else {
    total = db
      .prepare(`SELECT count(*) FROM ${source} WHERE ${condition}`)
      .pluck()
      .get(...args) as number;
    picked = db
      .prepare(`SELECT id FROM ${source} WHERE ${condition} ORDER BY ${order} LIMIT ? OFFSET ?`)
      .pluck()
      .all(...args, size, offset) as string[];
  }
  const sums = db
    .prepare(
      `SELECT currency, sum(${summed}) AS cents, count(*) AS n FROM ${source} WHERE ${condition}
       GROUP BY currency ORDER BY n DESC, currency`,
    )
    .all(...summedArgs, ...args) as { currency: string; cents: number; n: number }[];
  const doc = db.prepare(`SELECT json FROM ${kind} WHERE business = ? AND id = ?`).pluck();
  const texts = picked.map((id) => doc.get(business, id) as string);
  return {
    texts,
    meta: {
      current_page: s.page,
      last_page: Math.max(1, Math.ceil(total / size)),
      per_page: size,
      total,
      from: texts.length > 0 ? offset + 1 : null,
      to: texts.length > 0 ? offset + texts.length : null,
    },
    sums: sums.map((r) => ({ currency: r.currency, amount: amountOfCents(r.cents), count: r.n })),
  };
}

/** The same page as the API's objects. */
export function searchPage<K extends Kind>(
  mirror: Mirror,
  business: string,
  kind: K,
  s: SearchQuery,
  today: string,
  links: KeptLinks = noLinks,
): SearchPage<RecordOf<K>> {
  const { texts, meta } = searchTexts(mirror, business, kind, s, today, links);
  return { data: texts.map((t) => JSON.parse(t) as RecordOf<K>), meta };
}
