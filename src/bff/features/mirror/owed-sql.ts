import { credits, offers } from './type-lists';

/**
 * What the links kept between invoices (bff/invoice-links) tell the figures: what credit notes made from invoices
 * take back of each unpaid one (whole cents by invoice id, never more than it states), those credit notes with what
 * of each is still open credit (negative cents; 0 when its invoice took all of it), and the pro formas already
 * turned into invoices (no longer open offers).
 */
export interface KeptLinks {
  creditedBack: Readonly<Record<string, number>>;
  spentCredits: Readonly<Record<string, number>>;
  invoicedProFormas: readonly string[];
}
export const noLinks: KeptLinks = { creditedBack: {}, spentCredits: {}, invoicedProFormas: [] };

/**
 * The contract's `owedOf` (contract/owed.ts) as SQL over the mirror's `invoices` columns: the cents a row still owes,
 * 0 when it is paid, a pro forma, a credit note or taken back whole by its credit notes. Used as
 * `SELECT … ${o.owed} … FROM invoices ${o.join} WHERE …` with `o.args` bound first (the join's). A test holds it to
 * `owedOf` row by row.
 */
export function owedSql(k: KeptLinks): { join: string; owed: string; args: string[] } {
  return {
    // Renamed in a subquery: json_each's own columns (id, type, …) would make the invoices' names ambiguous.
    join: `LEFT JOIN (SELECT key AS credited_id, value AS credited_cents FROM json_each(?)) AS credited_back
      ON credited_back.credited_id = invoices.id`,
    owed: `(CASE WHEN status = 'paid' OR type IN ${offers} OR type IN ${credits} THEN 0
      ELSE max(total_cents - abs(coalesce(credited_cents, 0)), 0) END)`,
    args: [JSON.stringify(k.creditedBack)],
  };
}

/**
 * A row's open credit in cents (SQL over `invoices`, with `args`): a credit note not settled gives back its whole
 * amount (negative), or, spent against an unpaid invoice, what that invoice left of it; anything else 0.
 */
export const openCreditSql = (k: KeptLinks): { cents: string; args: string[] } => ({
  cents: `(CASE WHEN type IN ${credits} AND status = 'not_paid'
    THEN coalesce(json_extract(?, '$."' || invoices.id || '"'), signed_cents) ELSE 0 END)`,
  args: [JSON.stringify(k.spentCredits)],
});

/** Pro formas still open: not settled and not turned into an invoice. */
export const openOfferSql = (k: KeptLinks): { sql: string; args: string[] } => ({
  sql: `type IN ${offers} AND status = 'not_paid' AND invoices.id NOT IN (SELECT value FROM json_each(?))`,
  args: [JSON.stringify(k.invoicedProFormas)],
});
