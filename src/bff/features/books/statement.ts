import type Big from 'big.js';
import type {
  BuyerAccount,
  Statement,
  StatementCurrency,
  StatementLine,
} from '../../../contract/buyer-report';
import type { StatementRange } from '../../../contract/buyer-report-params';
import type { InvoiceType } from '../../../contract/enums';
import { type Invoice, invoiceLabel } from '../../../contract/invoice';
import { isOverdue } from '../../../contract/owed';
import { dec, toNumber } from '../../../contract/money';
import { paidDay } from '../../../contract/paid-basis';
import type { StatementRow } from './buyers-query';
import type { KeptLinks } from '../mirror';

const amountOf = (cents: Big) => toNumber(cents.div(100));

/** The day a document's payment became known, in the business's zone (contract/paid-basis.ts `paidDay`). */
const paidOn = (r: StatementRow, zone: string): string | null => {
  if (r.status !== 'paid') return null;
  return r.paid_seen_at === null ? r.invoice_date : paidDay(r.paid_seen_at, r.invoice_date, zone);
};

/**
 * A buyer's statement of account over `range` (inclusive days), per currency:
 *  - opening: what was owed at the start of `from` — documents dated before it, unless known paid before it;
 *  - lines: every invoice and credit note dated in the range, paid or not (offers left out);
 *  - paid: documents dated up to `to` whose payment became known within the range;
 *  - closing = opening + invoiced − paid, which is what is owed at the end of `to`.
 * Sums in whole cents through the contract's decimal math, each document with the contract's sign (a credit note takes
 * back, contract/owed.ts); a line is overdue only while something is still owed on it (`links`: what its credit notes
 * took back). `latest` gives the language, buyer and seller blocks; `day` is today and the zone in the business's.
 */
export function statementOf(
  key: string,
  account: BuyerAccount,
  latest: Invoice,
  rows: readonly StatementRow[],
  range: StatementRange,
  day: { today: string; zone: string },
  links: KeptLinks,
): Statement {
  const { today, zone } = day;
  const per = new Map<string, { opening: Big; invoiced: Big; paid: Big; lines: StatementLine[] }>();
  for (const r of rows) {
    if (r.invoice_date > range.to) continue;
    const c = per.get(r.currency) ?? { opening: dec(0), invoiced: dec(0), paid: dec(0), lines: [] };
    per.set(r.currency, c);
    const paid = paidOn(r, zone);
    const cents = dec(r.signed_cents);
    if (r.invoice_date < range.from) {
      if (paid === null || paid >= range.from) c.opening = c.opening.plus(cents);
    } else {
      c.invoiced = c.invoiced.plus(cents);
      const inv = JSON.parse(r.json) as Invoice;
      c.lines.push({
        id: r.id,
        invoice_date: r.invoice_date,
        number: invoiceLabel(inv),
        type: r.type as InvoiceType,
        pay_until_date: r.pay_until_date,
        amount: amountOf(cents),
        status: isOverdue(
          {
            payment_status: r.status,
            pay_until_date: r.pay_until_date,
            invoice_type: r.type,
            total_incl_vat: amountOf(cents),
          },
          today,
          amountOf(dec(links.creditedBack[r.id] ?? 0)),
        )
          ? 'overdue'
          : (r.status as 'paid' | 'not_paid'),
        paid_on: paid,
      });
    }
    if (paid !== null && paid >= range.from && paid <= range.to) c.paid = c.paid.plus(cents);
  }
  const currencies: StatementCurrency[] = [...per.entries()]
    .filter(([, c]) => c.lines.length > 0 || !c.opening.eq(0) || !c.paid.eq(0))
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([currency, c]) => ({
      currency,
      opening: amountOf(c.opening),
      lines: c.lines,
      invoiced: amountOf(c.invoiced),
      paid: amountOf(c.paid),
      closing: amountOf(c.opening.plus(c.invoiced).minus(c.paid)),
    }));
  return {
    key,
    from: range.from,
    to: range.to,
    today,
    language: latest.language,
    buyer: account.buyer,
    seller: latest.seller,
    currencies,
  };
}
