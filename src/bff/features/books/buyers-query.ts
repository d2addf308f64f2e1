import type { BuyerAccount, BuyerFigure } from '../../../contract/buyer-report';
import { buyersPerPage, type BuyersQuery } from '../../../contract/buyer-report-params';
import type { Invoice } from '../../../contract/invoice';
import type Big from 'big.js';
import { isPreliminary } from '../../../contract/invoice-groups';
import { dec, toNumber } from '../../../contract/money';
import type { Mirror } from '../mirror';
import type { MirrorDb } from '../mirror';
import { buyerAccountMap, keysIn, keysOfAccount } from '../mirror';
import { type KeptLinks, noLinks, openCreditSql, owedSql } from '../mirror';
import type { SearchPage } from '../mirror';
import { offers } from '../mirror';

const amountOf = (cents: Big) => toNumber(cents.div(100));

/** One buyer's sums in one currency, in whole cents. */
interface Sums {
  currency: string;
  invoiced: Big;
  paid: Big;
  outstanding: Big;
  overdue: Big;
}
/** One buyer, currency, type and payment status, as the query groups them. */
interface Group {
  key: string;
  currency: string;
  type: string;
  status: string;
  n: number;
  /** With the contract's sign (a credit note negative). */
  cents: number;
  /** What is still owed (contract/owed.ts), and of that what was due before today. */
  owed: number;
  past: number;
  /** Credit notes not spent against an unpaid invoice: the buyer's open credit (negative). */
  open_credit: number;
  latest: string;
  /** The latest invoice's id and folded name (SQLite takes bare columns from the row `max()` picked). */
  id: string;
  name: string;
}
interface Row {
  key: string;
  n: number;
  last: string;
  latest: string;
  id: string;
  name: string;
  cents: Sums[];
}

/**
 * Every buyer of a business with their sums, in one pass over the covering `invoices_buyers` index, grouped in its
 * order (buyer, currency, type, status) so SQLite only adds whole cents: invoiced and paid with the contract's sign
 * (contract/owed.ts `signedAmount`), outstanding what is still owed (`owedOf`, mirror/owed-sql.ts) plus open credit,
 * overdue what is owed and was due before today; offers count as documents and nothing else. `key` narrows it to one
 * buyer.
 */
function accounts(db: MirrorDb, business: string, today: string, links: KeptLinks, key?: string): Row[] {
  const o = owedSql(links);
  const credit = openCreditSql(links);
  const accountOf = buyerAccountMap(db, business);
  // The latest: the greatest invoice date, then the newest created. Both are fixed-width (`created_at` has had ten
  // digits since 2001), so the joined text orders as the pair does.
  const groups = db
    .prepare(
      `SELECT buyer_key AS key, currency, type, status, count(*) AS n, sum(signed_cents) AS cents,
         sum(${o.owed}) AS owed, sum(CASE WHEN pay_until_date < ? THEN ${o.owed} ELSE 0 END) AS past,
         sum(${credit.cents}) AS open_credit,
         max(invoice_date || created_at) AS latest, id, buyer_sort AS name
       FROM invoices ${o.join} WHERE business = ? ${key === undefined ? '' : 'AND buyer_key IN (SELECT value FROM json_each(?))'}
       GROUP BY buyer_key, currency, type, status`,
    )
    // Bound in the order their marks stand: the sums' (today, the spent credit notes), the join's, the WHERE's.
    .all(
      today,
      ...credit.args,
      ...o.args,
      business,
      ...(key === undefined ? [] : [JSON.stringify(keysIn(accountOf, key))]),
    ) as Group[];
  const rows = new Map<string, Row>();
  for (const g of groups) {
    const account = accountOf.get(g.key) ?? g.key;
    let row = rows.get(account);
    if (!row)
      rows.set(
        account,
        (row = { key: account, n: 0, last: '', latest: '', id: g.id, name: g.name, cents: [] }),
      );
    row.n += g.n;
    if (g.latest > row.latest)
      Object.assign(row, { latest: g.latest, last: g.latest.slice(0, 10), id: g.id, name: g.name });
    if (isPreliminary(g.type)) continue;
    let sums = row.cents.find((c) => c.currency === g.currency);
    if (!sums)
      row.cents.push(
        (sums = {
          currency: g.currency,
          invoiced: dec(0),
          paid: dec(0),
          outstanding: dec(0),
          overdue: dec(0),
        }),
      );
    sums.invoiced = sums.invoiced.plus(g.cents);
    if (g.status === 'paid') sums.paid = sums.paid.plus(g.cents);
    sums.outstanding = sums.outstanding.plus(g.owed).plus(g.open_credit);
    sums.overdue = sums.overdue.plus(g.past);
  }
  for (const row of rows.values()) row.cents.sort((a, b) => (a.currency < b.currency ? -1 : 1));
  return [...rows.values()];
}

const figure = (s: Sums): BuyerFigure => ({
  currency: s.currency,
  invoiced: amountOf(s.invoiced),
  paid: amountOf(s.paid),
  outstanding: amountOf(s.outstanding),
  overdue: amountOf(s.overdue),
});

/** The rows as answers, each with the buyer block of its latest invoice (read by key, only for the rows shown). */
function accountsOf(db: MirrorDb, business: string, rows: readonly Row[]): BuyerAccount[] {
  const json = db.prepare('SELECT json FROM invoices WHERE business = ? AND id = ?').pluck();
  return rows.map((r) => ({
    key: r.key,
    buyer: (JSON.parse(json.get(business, r.id) as string) as Invoice).buyer,
    invoices: r.n,
    last_invoice_date: r.last,
    currencies: r.cents.map(figure),
  }));
}

/** The largest figure in any one currency: what an amount order compares (currencies are never added). */
const largest = (r: Row, field: 'invoiced' | 'outstanding' | 'overdue'): Big =>
  r.cents.reduce((m, s) => (s[field].gt(m) ? s[field] : m), r.cents[0]?.[field] ?? dec(0));

function compare(query: BuyersQuery): (a: Row, b: Row) => number {
  const { key, desc } = query.sort;
  const by = (a: Row, b: Row): number => {
    if (key === 'name') return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
    if (key === 'last_invoice_date') return a.last < b.last ? -1 : a.last > b.last ? 1 : 0;
    if (key === 'invoices') return a.n - b.n;
    return largest(a, key).cmp(largest(b, key));
  };
  const tie = (a: Row, b: Row) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.key < b.key ? -1 : 1);
  return (a, b) => (desc ? by(b, a) : by(a, b)) || tie(a, b);
}

/** One page of the buyers list: `q`'s words each in the latest name or the key, in the asked order. */
export function buyersPageOf(
  { db }: Mirror,
  business: string,
  query: BuyersQuery,
  today: string,
  links: KeptLinks = noLinks,
): SearchPage<BuyerAccount> {
  const matches = (r: Row) => query.words.every((w) => r.name.includes(w) || r.key.includes(w));
  const rows = accounts(db, business, today, links).filter(matches).sort(compare(query));
  const offset = (query.page - 1) * buyersPerPage;
  const picked = rows.slice(offset, offset + buyersPerPage);
  return {
    data: accountsOf(db, business, picked),
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
export function buyerAccountOf(
  { db }: Mirror,
  business: string,
  key: string,
  today: string,
  links: KeptLinks = noLinks,
): BuyerAccount | undefined {
  const rows = accounts(db, business, today, links, key);
  return rows.length === 0 ? undefined : accountsOf(db, business, rows)[0];
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
  /** With the contract's sign: a credit note negative. */
  signed_cents: number;
  paid_seen_at: number | null;
}

export function statementRowsOf({ db }: Mirror, business: string, key: string): StatementRow[] {
  return db
    .prepare(
      `SELECT id, json, invoice_date, pay_until_date, type, status, currency, signed_cents, paid_seen_at FROM invoices
       WHERE business = ? AND buyer_key IN (SELECT value FROM json_each(?)) AND type NOT IN ${offers}
       ORDER BY currency, invoice_date, series_key, number_int, created_at`,
    )
    .all(business, JSON.stringify(keysOfAccount(db, business, key))) as StatementRow[];
}

/** The ids of a buyer's documents, newest first (their e-mail history). */
export function buyerInvoiceIds({ db }: Mirror, business: string, key: string): string[] {
  return db
    .prepare(
      `SELECT id FROM invoices WHERE business = ? AND buyer_key IN (SELECT value FROM json_each(?))
       ORDER BY invoice_date DESC, created_at DESC`,
    )
    .pluck()
    .all(business, JSON.stringify(keysOfAccount(db, business, key))) as string[];
}
