import type { Invoice } from '../../../contract/invoice';
import type { RememberedBuyer, RememberedProduct } from '../../../contract/overview';
import { pageSize } from '../../../contract/common';
import { fold } from '../../../contract/fold';
import type { Mirror } from '../mirror';
import { credits } from '../mirror';

const limit = 10;
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const words = (q: string | undefined) => (q === undefined ? [] : fold(q).split(' ').filter(Boolean));

/**
 * The buyers of past invoices, most recent first: one per name (company name, or first + last name, folded), with
 * the buyer object exactly as it was on the latest invoice to them. `q` matches every word of the name.
 */
export function buyersOf({ db }: Mirror, business: string, q?: string): RememberedBuyer[] {
  const w = words(q);
  const groups = db
    .prepare(
      `SELECT buyer_sort, count(*) AS invoices, max(invoice_date) AS last FROM invoices
       WHERE business = ? AND buyer_sort <> '' ${w.map(() => `AND buyer_sort LIKE ? ESCAPE '\\'`).join(' ')}
       GROUP BY buyer_sort ORDER BY last DESC, invoices DESC, buyer_sort LIMIT ${limit}`,
    )
    .all(business, ...w.map((x) => `%${likeEscape(x)}%`)) as {
    buyer_sort: string;
    invoices: number;
    last: string;
  }[];
  const latest = db
    .prepare(
      `SELECT json FROM invoices WHERE business = ? AND buyer_sort = ? ORDER BY invoice_date DESC, created_at DESC LIMIT 1`,
    )
    .pluck();
  return groups.map((g) => {
    const { buyer, currency, language } = JSON.parse(latest.get(business, g.buyer_sort) as string) as Invoice;
    return { buyer, invoices: g.invoices, last_invoice_date: g.last, currency, language };
  });
}

/**
 * The invoice the owner made last (newest first, as the API lists them), credit notes aside: they correct an earlier
 * invoice rather than say what the next one is. With `type`, the last one of that type.
 */
export function latestInvoiceOf({ db }: Mirror, business: string, type?: string): Invoice | undefined {
  const json = db
    .prepare(
      `SELECT json FROM invoices WHERE business = ? AND type NOT IN ${credits} ${type ? 'AND type = ?' : ''}
       ORDER BY created_at DESC, rank LIMIT 1`,
    )
    .pluck()
    .get(business, ...(type ? [type] : [])) as string | undefined;
  return json === undefined ? undefined : (JSON.parse(json) as Invoice);
}

/** The currencies of the latest page of invoices (newest first, as the API lists them, credit notes included). */
export function recentInvoiceCurrenciesOf({ db }: Mirror, business: string): { currency: string }[] {
  return db
    .prepare(
      `SELECT currency FROM invoices WHERE business = ? ORDER BY created_at DESC, rank LIMIT ${pageSize}`,
    )
    .all(business) as { currency: string }[];
}

interface ItemRow {
  name: string;
  units: string;
  price: number;
  vat: number | null;
  day: string;
  created_at: number;
}

/**
 * The lines of past invoices (credit notes left out), one per name (folded), with the units, price and VAT % of
 * its latest use, how often it was used and when last; most recently used first. `q` matches every word of the
 * name (invoices are narrowed first by their folded text, which holds every line name).
 */
export function productsOf({ db }: Mirror, business: string, q?: string): RememberedProduct[] {
  const w = words(q);
  const rows = db
    .prepare(
      `SELECT json_extract(i.value, '$.name') AS name, json_extract(i.value, '$.units') AS units,
         json_extract(i.value, '$.price') AS price, json_extract(i.value, '$.vat_percentage') AS vat,
         inv.invoice_date AS day, inv.created_at AS created_at
       FROM invoices inv, json_each(inv.json, '$.items') i
       WHERE inv.business = ? AND inv.type NOT IN ${credits}
         ${w.map(() => `AND inv.haystack LIKE ? ESCAPE '\\'`).join(' ')}`,
    )
    .all(business, ...w.map((x) => `%${likeEscape(x)}%`)) as ItemRow[];
  const byName = new Map<string, { latest: ItemRow; times: number }>();
  for (const r of rows) {
    const key = fold(r.name);
    if (key === '' || !w.every((x) => key.includes(x))) continue;
    const seen = byName.get(key);
    if (!seen) byName.set(key, { latest: r, times: 1 });
    else {
      seen.times += 1;
      if (r.day > seen.latest.day || (r.day === seen.latest.day && r.created_at > seen.latest.created_at))
        seen.latest = r;
    }
  }
  return [...byName.values()]
    .sort((a, b) => b.latest.day.localeCompare(a.latest.day) || b.times - a.times)
    .slice(0, limit)
    .map(({ latest: r, times }) => ({
      name: r.name,
      units: r.units,
      price: r.price,
      vat_percentage: r.vat,
      times,
      last_used: r.day,
    }));
}
