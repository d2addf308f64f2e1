import type { Invoice } from '../../contract/invoice';
import { creditTypes, preliminaryTypes } from '../../contract/invoice-groups';
import type { Mirror } from './mirror';

/**
 * Invoices a payment reminder may be about, as the mirror knows them: with a due date, and none that the contract's
 * `reminderRefusal` refuses (paid, pro forma, credit note) — the same rule, as SQL over the mirror's columns.
 */
export function remindableOf({ db }: Mirror, business: string): Invoice[] {
  const excluded = [...preliminaryTypes, ...creditTypes];
  return (
    db
      .prepare(
        `SELECT json FROM invoices WHERE business = ? AND status = 'not_paid' AND pay_until_date IS NOT NULL
           AND type NOT IN (${excluded.map(() => '?').join(', ')})`,
      )
      .pluck()
      .all(business, ...excluded) as string[]
  ).map((json) => JSON.parse(json) as Invoice);
}
