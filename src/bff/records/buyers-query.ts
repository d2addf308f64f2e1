import type { BuyerAccount, BuyerFigure, BuyersQuery } from '../../contract/buyer-report';
import { buyersPerPage } from '../../contract/buyer-report';
import type { Invoice } from '../../contract/invoice';
import { preliminaryTypes } from '../../contract/invoice-groups';
import { dec, toNumber } from '../../contract/money';
import type { MirrorDb } from './schema';
import type { SearchPage } from './search-query';
import { overdueCondition } from './search-query';

/** Offers, not revenue (contract/invoice-groups.ts). */
const offers = `(${preliminaryTypes.map((t) => `'${t}'`).join(', ')})`;
const amountOf = (cents: number) => toNumber(dec(cents).div(100));

interface Summary {
  key: string;
  n: number;
  latest: string;
  /** The latest invoice's id and folded name (SQLite takes bare columns from the row `max()` picked). */
  id: string;
  name: string;
}
interface Sums {
  key: string;
  currency: string;
  invoiced: number;
  paid: number;
  outstanding: number;
  overdue: number;
}
interface Row extends Omit<Summary, 'latest'> {
  last: string;
  cents: Sums[];
}

/**
 * Every buyer of a business with their sums, in whole cents, from the covering `invoices_buyers` index: one pass for
 * the count and the latest invoice, one per buyer and currency. `key` narrows it to one buyer.
 */
function accounts(db: MirrorDb, business: string, today: string, key?: string): Row[] {
  const only = key === undefined ? '' : 'AND buyer_key = ?';
  const args = key === undefined ? [business] : [business, key];
  // The latest: the greatest invoice date, then the newest created; both fixed-width, so text order is theirs.
  const summaries = db
    .prepare(
      `SELECT buyer_key AS key, count(*) AS n, max(invoice_date || printf('%012d', created_at)) AS latest, id,
         buyer_sort AS name
       FROM invoices WHERE business = ? ${only} GROUP BY buyer_key`,
    )
    .all(...args) as Summary[];
  const overdue = overdueCondition(today);
  const sums = db
    .prepare(
      `SELECT buyer_key AS key, currency, sum(total_cents) AS invoiced,
         sum(CASE WHEN status = 'paid' THEN total_cents ELSE 0 END) AS paid,
         sum(CASE WHEN status = 'not_paid' THEN total_cents ELSE 0 END) AS outstanding,
         sum(CASE WHEN ${overdue.sql} THEN total_cents ELSE 0 END) AS overdue
       FROM invoices WHERE business = ? ${only} AND type NOT IN ${offers}
       GROUP BY buyer_key, currency ORDER BY buyer_key, currency`,
    )
    .all(...overdue.args, ...args) as Sums[];
  const byKey = new Map<string, Sums[]>();
  for (const s of sums) byKey.set(s.key, [...(byKey.get(s.key) ?? []), s]);
  return summaries.map((s) => ({
    key: s.key,
    n: s.n,
    id: s.id,
    name: s.name,
    last: s.latest.slice(0, 10),
    cents: byKey.get(s.key) ?? [],
  }));
}

const figure = (s: Sums): BuyerFigure => ({
  currency: s.currency,
  invoiced: amountOf(s.invoiced),
  paid: amountOf(s.paid),
  outstanding: amountOf(s.outstanding),
  overdue: amountOf(s.overdue),
});

const latestInvoice = (db: MirrorDb, business: string, id: string): Invoice =>
  JSON.parse(
    db.prepare('SELECT json FROM invoices WHERE business = ? AND id = ?').pluck().get(business, id) as string,
  ) as Invoice;

const accountOf = (db: MirrorDb, business: string, r: Row): BuyerAccount => ({
  key: r.key,
  buyer: latestInvoice(db, business, r.id).buyer,
  invoices: r.n,
  last_invoice_date: r.last,
  currencies: r.cents.map(figure),
});

/** The largest figure in any one currency: what an amount order compares (currencies are never added). */
const largest = (r: Row, field: 'invoiced' | 'outstanding' | 'overdue') =>
  r.cents.length === 0 ? 0 : Math.max(...r.cents.map((s) => s[field]));

function compare(query: BuyersQuery): (a: Row, b: Row) => number {
  const { key, desc } = query.sort;
  const by = (a: Row, b: Row): number => {
    if (key === 'name') return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
    if (key === 'last_invoice_date') return a.last < b.last ? -1 : a.last > b.last ? 1 : 0;
    if (key === 'invoices') return a.n - b.n;
    return largest(a, key) - largest(b, key);
  };
  const tie = (a: Row, b: Row) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.key < b.key ? -1 : 1);
  return (a, b) => (desc ? by(b, a) : by(a, b)) || tie(a, b);
}

/** One page of the buyers list: `q`'s words each in the latest name or the key, in the asked order. */
export function buyersPageOf(db: MirrorDb, business: string, query: BuyersQuery, today: string): SearchPage<BuyerAccount> {
  const matches = (r: Row) => query.words.every((w) => r.name.includes(w) || r.key.includes(w));
  const rows = accounts(db, business, today).filter(matches).sort(compare(query));
  const offset = (query.page - 1) * buyersPerPage;
  const picked = rows.slice(offset, offset + buyersPerPage);
  return {
    data: picked.map((r) => accountOf(db, business, r)),
    meta: {
      current_page: query.page,
      last_page: Math.max(1, Math.ceil(rows.length / buyersPerPage)),
      per_page: buyersPerPage,
      total: rows.length,
      from: picked.length > 0 ? offset + 1 : null,
      to: picked.length > 0 ? offset + picked.length : null,
    },
  };
}

/** One buyer's account, or undefined when no invoice of the business has this key. */
export function buyerAccountOf(db: MirrorDb, business: string, key: string, today: string): BuyerAccount | undefined {
  const [row] = accounts(db, business, today, key);
  return row && accountOf(db, business, row);
}

/** What a statement reads of one buyer's documents: every one but the offers, oldest first. */
export interface StatementRow {
  id: string;
  json: string;
  invoice_date: string;
  pay_until_date: string | null;
  type: string;
  status: string;
  currency: string;
  total_cents: number;
  paid_seen_at: number | null;
}

export function statementRowsOf(db: MirrorDb, business: string, key: string): StatementRow[] {
  return db
    .prepare(
      `SELECT id, json, invoice_date, pay_until_date, type, status, currency, total_cents, paid_seen_at FROM invoices
       WHERE business = ? AND buyer_key = ? AND type NOT IN ${offers}
       ORDER BY currency, invoice_date, series_key, number_int, created_at`,
    )
    .all(business, key) as StatementRow[];
}

/** The ids of a buyer's documents, newest first (their e-mail history). */
export function buyerInvoiceIds(db: MirrorDb, business: string, key: string): string[] {
  return db
    .prepare('SELECT id FROM invoices WHERE business = ? AND buyer_key = ? ORDER BY invoice_date DESC, created_at DESC')
    .pluck()
    .all(business, key) as string[];
}
