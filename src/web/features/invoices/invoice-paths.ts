/** The invoice screens' URLs (one place, so links and redirects agree), as expense-paths.ts has the expenses'. */
export const invoicesHref = (b: string) => `/b/${encodeURIComponent(b)}/invoices`;
export const invoiceHref = (b: string, id: string) => `${invoicesHref(b)}/${encodeURIComponent(id)}`;
export const editInvoiceHref = (b: string, id: string) => `${invoiceHref(b, id)}/edit`;
/** A new invoice, or one that starts as a copy of `duplicateOf`. */
export const newInvoiceHref = (b: string, duplicateOf?: string) =>
  `${invoicesHref(b)}/new${duplicateOf ? `?duplicate=${encodeURIComponent(duplicateOf)}` : ''}`;
/** The invoice form prefilled from a pro forma: the new invoice keeps a link to it. */
export const invoiceFromProFormaHref = (b: string, proForma: string) =>
  `${invoicesHref(b)}/new?proforma=${encodeURIComponent(proForma)}`;
/** The invoice form as a credit note correcting `invoice`: the credit note keeps a link to it. */
export const creditInvoiceHref = (b: string, invoice: string) =>
  `${invoicesHref(b)}/new?credit=${encodeURIComponent(invoice)}`;
/** The business's settings screen, where automatic reminders are turned on (a screen of the business feature). */
export const settingsHref = (b: string) => `/b/${encodeURIComponent(b)}/settings`;
/** The Recurring screen's form that makes this invoice recurring (a screen of the recurring feature). */
export const makeRecurringHref = (b: string, invoice: string) =>
  `/b/${encodeURIComponent(b)}/recurring?from=${encodeURIComponent(invoice)}`;
