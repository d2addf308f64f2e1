import type { Expense } from '../../../contract/expense';
import type { Invoice } from '../../../contract/invoice';
import { buyerIdentity, buyerKey } from '../../../contract/buyer-key';
import { compact, fold } from '../../../contract/fold';
import { centsOf } from './amounts';
import { vatPartsText } from '../../../contract/vat-report';
import { toNumber } from '../../../contract/money';
import { signedAmount } from '../../../contract/owed';

import type { Kind } from '../../../contract/search-params';

export type { Kind };
export type RecordOf<K extends Kind> = K extends 'invoices' ? Invoice : Expense;

/** The columns a record's search, filters and sort read, derived from the API's object. */
export type DerivedColumns = Record<string, string | number | null>;

const buyerName = (inv: Invoice): string => {
  const person = [inv.buyer.first_name, inv.buyer.last_name].filter(Boolean).join(' ');
  return inv.buyer.company_name?.trim() || person;
};

/** The number is matched by its own columns (every written form), not as text: `4` must not find `014`. */
function invoiceColumns(inv: Invoice): DerivedColumns {
  const person = [inv.buyer.first_name, inv.buyer.last_name].filter(Boolean).join(' ');
  const words = [inv.buyer.company_name, person, ...inv.items.map((i) => i.name), inv.notes];
  return {
    invoice_date: inv.invoice_date,
    pay_until_date: inv.pay_until_date,
    status: inv.payment_status,
    currency: inv.currency,
    type: inv.invoice_type,
    series: inv.series,
    series_key: compact(inv.series),
    number_key: compact(inv.invoice_number),
    number_int: Number.parseInt(inv.invoice_number, 10) || 0,
    total_cents: centsOf(inv.total_incl_vat),
    signed_cents: centsOf(toNumber(signedAmount(inv.invoice_type, inv.total_incl_vat))),
    subtotal_cents: centsOf(inv.subtotal),
    buyer_sort: fold(buyerName(inv)),
    haystack: fold(words.filter((w): w is string => typeof w === 'string' && w !== '').join(' | ')),
    vat_parts: vatPartsText(inv),
    buyer_key: buyerKey(inv.buyer),
    buyer_ids: JSON.stringify(buyerIdentity(inv.buyer)),
  };
}

function expenseColumns(e: Expense): DerivedColumns {
  return {
    date: e.date,
    currency: e.currency,
    total_cents: centsOf(e.total),
    seller_sort: fold(e.seller),
    haystack: fold(e.seller),
  };
}

export const derive = <K extends Kind>(kind: K, record: RecordOf<K>): DerivedColumns =>
  kind === 'invoices' ? invoiceColumns(record as Invoice) : expenseColumns(record as Expense);

/** Column names per kind, in the order the upsert statement binds them; a unit test holds them to `derive`. */
export const derivedNames: Record<Kind, readonly string[]> = {
  invoices: [
    'invoice_date',
    'pay_until_date',
    'status',
    'currency',
    'type',
    'series',
    'series_key',
    'number_key',
    'number_int',
    'total_cents',
    'signed_cents',
    'subtotal_cents',
    'buyer_sort',
    'haystack',
    'vat_parts',
    'buyer_key',
    'buyer_ids',
  ],
  expenses: ['date', 'currency', 'total_cents', 'seller_sort', 'haystack'],
};
