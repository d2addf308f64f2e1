import { z } from 'zod/mini';
import { parseParams } from './query-reader';
import { invoiceTypeSchema, type InvoiceType } from './enums';

/**
 * The links the BFF keeps between two invoices the API knows nothing of: a pro forma and the invoice it turned into
 * (`invoiced`); an issued invoice and a credit note that corrects it (`credited`). Each target has one source.
 */
export const invoiceLinkRelations = ['invoiced', 'credited'] as const;
export const invoiceLinkRelationSchema = z.enum(invoiceLinkRelations);
export type InvoiceLinkRelation = (typeof invoiceLinkRelations)[number];

/** The invoice a pro forma turns into: the same kind, VAT or not, no longer preliminary. */
const invoicedTypes: Partial<Record<InvoiceType, InvoiceType>> = {
  preliminary_invoice: 'regular_invoice',
  preliminary_vat_invoice: 'vat_invoice',
};
export const invoicedTypeFor = (proForma: InvoiceType): InvoiceType | undefined => invoicedTypes[proForma];

/**
 * The credit note that corrects an issued invoice: the same kind, VAT or not. Only these two: a pro forma is no
 * issued document (nothing to correct), and a credit note is corrected by issuing a new invoice, not by crediting it.
 */
const creditTypes: Partial<Record<InvoiceType, InvoiceType>> = {
  regular_invoice: 'credit_invoice',
  vat_invoice: 'credit_vat_invoice',
};
export const creditTypeFor = (issued: InvoiceType): InvoiceType | undefined => creditTypes[issued];

/** What `?source=` may make from an invoice of this type: the target's type and the link kept, or nothing. */
export const sourceTargetFor = (
  source: InvoiceType,
): { type: InvoiceType; relation: InvoiceLinkRelation } | undefined => {
  const invoiced = invoicedTypeFor(source);
  if (invoiced) return { type: invoiced, relation: 'invoiced' };
  const credit = creditTypeFor(source);
  return credit && { type: credit, relation: 'credited' };
};

/**
 * `POST …/invoices?source=<id>`: the invoice the new one comes from; any other parameter is refused on its own name.
 * The schema is made in the call, so the app, which imports this module for the answers, carries none of it.
 */
export const parseSourceQuery = (raw: Record<string, unknown>) =>
  parseParams({ source: z.uuid({ error: 'source must be an invoice id.' }) }, raw);

/** One end of a link as an invoice page shows it: "From pro forma PRE-003", "Invoiced as BPS-012". */
export const linkedInvoiceSchema = z.object({
  id: z.string(),
  series: z.string(),
  invoice_number: z.string(),
  invoice_type: invoiceTypeSchema,
  relation: invoiceLinkRelationSchema,
  /** When the link was made, Unix seconds. */
  at: z.int(),
});
export type LinkedInvoice = z.infer<typeof linkedInvoiceSchema>;

/** `GET …/invoices/{id}/links`: where this invoice came from, and what came from it (invoices still in the mirror). */
export const invoiceLinksAnswerSchema = z.object({
  data: z.object({ source: z.nullable(linkedInvoiceSchema), targets: z.array(linkedInvoiceSchema) }),
});
export type InvoiceLinksAnswer = z.infer<typeof invoiceLinksAnswerSchema>;
