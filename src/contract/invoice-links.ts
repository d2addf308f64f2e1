import { z } from 'zod/mini';
import { invoiceTypeSchema, type InvoiceType } from './enums';

/**
 * The links the BFF keeps between two invoices the API knows nothing of: a pro forma and the invoice it turned into
 * (`invoiced`); a credit note and the invoice it credits (`credited`) comes later. Each target has one source.
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

/** `POST …/invoices?source=<id>`: the invoice the new one comes from; no other parameter is taken. */
export const invoiceSourceQuerySchema = z.strictObject(
  { source: z.optional(z.uuid({ error: 'source must be an invoice id.' })) },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Unknown query parameter: ${issue.keys.join(', ')}` : undefined,
  },
);

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
