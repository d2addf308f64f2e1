import { z } from 'zod/mini';
import { invoiceLanguageSchema } from './enums';
import { buyerSchema, invoiceItemSchema } from './invoice';

/**
 * The BFF's own answers over its records mirror: the owner's overview and the invoice form's memory. Amounts are
 * per currency as the API states them (never converted).
 */
export const currencyFigureSchema = z.object({ currency: z.string(), amount: z.number(), count: z.int() });
export type CurrencyFigure = z.infer<typeof currencyFigureSchema>;

/** How far a month's "paid" can be trusted (contract/paid-basis.ts); `paid` is null when `not_known`. */
export const paidBases = ['known', 'estimated', 'not_known'] as const;
export type PaidBasis = (typeof paidBases)[number];

export const monthRowSchema = z.object({
  month: z.string(),
  currency: z.string(),
  issued: z.number(),
  paid: z.nullable(z.number()),
  paid_basis: z.enum(paidBases),
  expenses: z.number(),
});
export type MonthRow = z.infer<typeof monthRowSchema>;

export const mirrorFreshnessSchema = z.object({
  state: z.enum(['empty', 'syncing', 'ready', 'error']),
  synced_at: z.nullable(z.int()),
});
export type MirrorFreshness = z.infer<typeof mirrorFreshnessSchema>;

/** GET /api/b/{business}/overview */
export const overviewAnswerSchema = z.object({
  data: z.object({
    outstanding: z.array(currencyFigureSchema),
    overdue: z.array(currencyFigureSchema),
    preliminary_open: z.array(currencyFigureSchema),
    /** Credit notes not settled (negative amounts): apart from `outstanding`, which is what buyers owe. */
    credit_open: z.array(currencyFigureSchema),
    months: z.array(monthRowSchema),
    /** The first month (YYYY-MM) whose payments the mirror saw happen; null before its first complete walk. */
    paid_known_from: z.nullable(z.string()),
  }),
  mirror: mirrorFreshnessSchema,
});
export type OverviewAnswer = z.infer<typeof overviewAnswerSchema>;

/** GET /api/b/{business}/buyers; the currency and language of the latest invoice to the buyer (added later: optional). */
export const rememberedBuyerSchema = z.object({
  buyer: buyerSchema,
  invoices: z.int(),
  last_invoice_date: z.string(),
  currency: z.optional(z.string()),
  language: z.optional(invoiceLanguageSchema),
});
export type RememberedBuyer = z.infer<typeof rememberedBuyerSchema>;
export const buyersAnswerSchema = z.object({ data: z.array(rememberedBuyerSchema) });

/** GET /api/b/{business}/products */
/** A product as an invoice line names and prices it, with how often and when it was last invoiced. */
export const rememberedProductSchema = z.extend(
  z.pick(invoiceItemSchema, { name: true, units: true, price: true, vat_percentage: true }),
  { times: z.int(), last_used: z.string() },
);
export type RememberedProduct = z.infer<typeof rememberedProductSchema>;
export const productsAnswerSchema = z.object({ data: z.array(rememberedProductSchema) });

/**
 * The overview's short lists as the search's query strings: the latest five invoices and expenses, the eight longest
 * overdue invoices (the search leaves pro forma invoices out of overdue, as the overview's figure does).
 */
export const overviewLists = {
  latestShown: 5,
  overdueShown: 8,
  latestInvoices: 'sort=-invoice_date&per_page=5',
  latestExpenses: 'sort=-date&per_page=5',
  overdue: 'status=overdue&sort=pay_until_date&per_page=8',
} as const;
