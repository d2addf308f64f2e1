import { invoiceTypes, type InvoiceType } from './enums';

/** Pro forma invoices: offers, not revenue — never issued, paid, outstanding or overdue. */
export const preliminaryTypes = [
  'preliminary_invoice',
  'preliminary_vat_invoice',
] as const satisfies readonly InvoiceType[];
export const creditTypes = ['credit_invoice', 'credit_vat_invoice'] as const satisfies readonly InvoiceType[];

export const isPreliminary = (type: string): boolean =>
  (preliminaryTypes as readonly string[]).includes(type);
/** Credit notes: what the seller owes back, counted apart from the invoices buyers have not paid. */
export const isCredit = (type: string): boolean => (creditTypes as readonly string[]).includes(type);

/**
 * The groups a list's `type` filter may name besides one type: every pro forma (offer), every credit note (VAT or
 * not), or every invoice that is not a pro forma — what the overview counts as outstanding, so its figure's link lists
 * exactly what the figure sums.
 */
export const invoiceTypeGroups = {
  preliminary: preliminaryTypes,
  credit: creditTypes,
  not_preliminary: invoiceTypes.filter((t) => !isPreliminary(t)),
} as const satisfies Record<string, readonly InvoiceType[]>;
export type InvoiceTypeGroup = keyof typeof invoiceTypeGroups;
export const invoiceTypeGroupNames = Object.keys(invoiceTypeGroups) as InvoiceTypeGroup[];

/** The types a `type` filter value stands for: a group's members, or the one type. */
export const typesOf = (filter: InvoiceType | InvoiceTypeGroup): readonly InvoiceType[] =>
  Object.hasOwn(invoiceTypeGroups, filter)
    ? invoiceTypeGroups[filter as InvoiceTypeGroup]
    : [filter as InvoiceType];

/** Whole calendar days from `ymd` to `today` (both `Y-m-d`): how long an invoice has been overdue. */
export const daysBetween = (ymd: string, today: string): number =>
  Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${ymd}T00:00:00Z`)) / 86_400_000);
