import { z } from 'zod/mini';
import { dateSchema, labelValueSchema, timestampSchema, uuidSchema } from './common';
import {
  businessTypeSchema,
  invoiceLanguageSchema,
  invoiceTypeSchema,
  paymentOptionTypeSchema,
  paymentStatusSchema,
} from './enums';

const text = z.nullable(z.string());

/** The name, code and contact fields Seller and Buyer share. */
const partyFields = {
  first_name: text,
  last_name: text,
  company_name: text,
  company_code: text,
  individual_activity_id: text,
  vat_code: text,
  address: text,
  email: text,
  phone: text,
};

export const sellerSchema = z.object({
  business_type: businessTypeSchema,
  ...partyFields,
  custom_fields: z.array(labelValueSchema),
});
export type Seller = z.infer<typeof sellerSchema>;

export const buyerSchema = z.object({
  type: z.enum(['company', 'individual']),
  ...partyFields,
});
export type Buyer = z.infer<typeof buyerSchema>;

export const invoiceItemSchema = z.object({
  id: uuidSchema,
  name: z.string(),
  price: z.number(),
  vat_percentage: z.nullable(z.number()),
  quantity: z.number(),
  units: z.string(),
});
export type InvoiceItem = z.infer<typeof invoiceItemSchema>;

export const paymentOptionSchema = z.object({
  type: paymentOptionTypeSchema,
  bank_account: z.optional(text),
  bank_name: z.optional(text),
  routing_or_sort_number: z.optional(text),
  swift_bic_code: z.optional(text),
  fields: z.array(labelValueSchema),
});
export type PaymentOption = z.infer<typeof paymentOptionSchema>;

export const invoiceSchema = z.object({
  id: uuidSchema,
  business_id: uuidSchema,
  invoice_type: invoiceTypeSchema,
  series: z.string(),
  invoice_number: z.string(),
  invoice_date: dateSchema,
  pay_until_date: z.nullable(dateSchema),
  language: invoiceLanguageSchema,
  subtotal: z.number(),
  vat: z.number(),
  total_incl_vat: z.number(),
  currency: z.string(),
  payment_status: paymentStatusSchema,
  notes: text,
  share_link: z.url(),
  seller: sellerSchema,
  buyer: buyerSchema,
  items: z.array(invoiceItemSchema),
  payment_options: z.array(paymentOptionSchema),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type Invoice = z.infer<typeof invoiceSchema>;

/**
 * The number a person reads and says, e.g. INV-007: the dashboard, the mails, the files' names, the statement and the
 * e-invoice all write it so, so that each names an invoice as its PDF does.
 */
export const invoiceLabel = (i: Pick<Invoice, 'series' | 'invoice_number'>): string =>
  `${i.series}-${i.invoice_number}`;

/** Output numbers are zero-padded to three digits; `7` and `007` are the same number. */
export const padInvoiceNumber = (n: number): string => String(n).padStart(3, '0');
export const parseInvoiceNumber = (s: string): number | undefined =>
  /^\d{1,9}$/.test(s.trim()) && Number(s) > 0 ? Number(s) : undefined;
