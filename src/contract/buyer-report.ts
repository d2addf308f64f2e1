import { z } from 'zod/mini';
import { buyerSchema, sellerSchema } from './invoice';
import { invoiceLanguageSchema, invoiceTypeSchema } from './enums';
import { deskPageMetaSchema, mirrorNoteSchema } from './bff';

/**
 * Every buyer's account (issue 27 §2), over the BFF's mirror:
 *  GET /api/b/{business}/reports/buyers?q=&sort=&page=            the list (50 a page)
 *  GET /api/b/{business}/reports/buyers/{key}                     one buyer's row
 *  GET /api/b/{business}/reports/buyers/{key}/statement.pdf|csv   the statement of account, ?from=&to=
 *  GET /api/b/{business}/reports/buyers/{key}/emails              the messages sent about their invoices
 * and the invoice search's `buyer={key}` filter. Who a buyer is: buyer-key.ts.
 *
 * Figures per currency, never converted, summed in whole cents as the API states each total (a credit note's
 * negative total reduces them). Pro forma invoices are offers: counted in `invoices`, never invoiced, paid,
 * outstanding or overdue. `invoiced` = paid + outstanding; overdue is the contract's rule (invoice-groups.ts).
 */
export const buyerFigureSchema = z.object({
  currency: z.string(),
  invoiced: z.number(),
  paid: z.number(),
  outstanding: z.number(),
  overdue: z.number(),
});
export type BuyerFigure = z.infer<typeof buyerFigureSchema>;

export const buyerAccountSchema = z.object({
  key: z.string(),
  /** The buyer block as on their latest invoice (latest `invoice_date`, then the newest created). */
  buyer: buyerSchema,
  /** Every document of theirs the mirror holds (pro forma and credit notes too): what `search/invoices?buyer=` lists. */
  invoices: z.int(),
  last_invoice_date: z.string(),
  currencies: z.array(buyerFigureSchema),
});
export type BuyerAccount = z.infer<typeof buyerAccountSchema>;

export const buyersPageSchema = z.object({
  data: z.array(buyerAccountSchema),
  meta: deskPageMetaSchema,
  mirror: mirrorNoteSchema,
});
export type BuyersPage = z.infer<typeof buyersPageSchema>;

export const buyerAnswerSchema = z.object({ data: buyerAccountSchema, mirror: mirrorNoteSchema });

/** One document on a statement: an invoice or a credit note dated in the range. */
export const statementLineSchema = z.object({
  id: z.string(),
  invoice_date: z.string(),
  number: z.string(),
  type: invoiceTypeSchema,
  pay_until_date: z.nullable(z.string()),
  amount: z.number(),
  status: z.enum(['paid', 'not_paid', 'overdue']),
  /** The day the mirror first knew it paid (the API gives no payment date), never before its own date. */
  paid_on: z.nullable(z.string()),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

export const statementCurrencySchema = z.object({
  currency: z.string(),
  /** Owed at the start of `from`: documents dated before it not known paid before it. */
  opening: z.number(),
  lines: z.array(statementLineSchema),
  /** The lines' sum. */
  invoiced: z.number(),
  /** Documents dated up to `to` whose payment became known within the range. */
  paid: z.number(),
  /** opening + invoiced − paid: what is owed at the end of `to`. */
  closing: z.number(),
});
export type StatementCurrency = z.infer<typeof statementCurrencySchema>;

export const statementSchema = z.object({
  key: z.string(),
  from: z.string(),
  to: z.string(),
  /** The day it was made: what `overdue` is judged by. */
  today: z.string(),
  language: invoiceLanguageSchema,
  buyer: buyerSchema,
  seller: sellerSchema,
  currencies: z.array(statementCurrencySchema),
});
export type Statement = z.infer<typeof statementSchema>;
