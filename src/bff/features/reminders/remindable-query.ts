import type { Invoice } from '../../../contract/invoice';
import type { Mirror } from '../mirror';
import { type KeptLinks, owedSql } from '../mirror';

/**
 * Invoices a payment reminder may be about, as the mirror knows them: with a due date and still owed (contract/owed.ts
 * `reminderRefusal`, as SQL: never paid, a pro forma, a credit note or taken back whole by its credit notes), each
 * with what is still owed on it in whole cents (the rest after a partial credit).
 */
export interface Remindable {
  invoice: Invoice;
  owedCents: number;
}

export function remindableOf({ db }: Mirror, business: string, links: KeptLinks): Remindable[] {
  const o = owedSql(links);
  return (
    db
      .prepare(
        `SELECT json, ${o.owed} AS owed FROM invoices ${o.join}
         WHERE business = ? AND pay_until_date IS NOT NULL AND ${o.owed} > 0`,
      )
      .all(...o.args, business) as { json: string; owed: number }[]
  ).map((r) => ({ invoice: JSON.parse(r.json) as Invoice, owedCents: r.owed }));
}
