import { z } from 'zod/mini';
import { sameBuyer } from './buyer-match';
import { addDays, monthBounds } from './clock';
import { dateSchema, toFieldErrors, uuidSchema } from './common';
import type { Invoice } from './invoice';
import { daysBetween } from './invoice-groups';
import { unshownInputNames as names } from './input-names';
import { invoiceInputSchema, type InvoiceRulesContext } from './invoice-input';
import { productsFromEntries, type EnteredLine } from './line-entry';
import { maxRecipients } from './email';
import { amountModeOf, dec, deriveLine, sumLines } from './money';

/**
 * Recurring invoices (the BFF's: the API has no such endpoint). A schedule is a template — the invoice input without
 * its dates — and a rule; each occurrence is issued as an ordinary invoice dated its own day, due `pay_in_days` later.
 */
export const frequencies = ['weekly', 'monthly', 'quarterly', 'yearly'] as const;
export type Frequency = (typeof frequencies)[number];
export const scheduleStates = ['active', 'paused', 'ended'] as const;
export type ScheduleState = (typeof scheduleStates)[number];

/** An occurrence older than this many days when it is first seen is not issued by itself: the owner decides. */
export const catchUpDays = 7;

const endSchema = z.nullable(
  z.union([
    z.object({ after: z.int({ error: 'A number of invoices.' }).check(z.minimum(1), z.maximum(1000)) }),
    z.object({ on: dateSchema }),
  ]),
);

export const recurringBodySchema = z.object({
  /** The invoice as POST /invoices takes it, without `invoice_date` and `pay_until_date` (checked when stored). */
  template: z.record(z.string(), z.unknown()),
  pay_in_days: z.nullable(
    z
      .int({ error: 'A whole number of days.' })
      .check(z.minimum(0, 'At least 0 days (due on the invoice date).'), z.maximum(365, 'At most 365 days.')),
  ),
  frequency: z.enum(frequencies, { error: 'Choose weekly, monthly, quarterly or yearly.' }),
  interval: z
    .int({ error: 'A whole number.' })
    .check(z.minimum(1, 'At least 1.'), z.maximum(52, 'At most 52.')),
  start_date: dateSchema,
  end: endSchema,
  email: z.nullable(
    z.object({
      to: z
        .array(z.email({ error: 'Enter an e-mail address such as name@example.com.' }))
        .check(z.minLength(1, 'Enter at least one address.'), z.maxLength(maxRecipients)),
    }),
  ),
});
export type RecurringBody = z.infer<typeof recurringBodySchema>;

/**
 * POST …/recurring: a schedule, and the invoice it was made from when that invoice is the start date's occurrence
 * (dated the start date): recorded as issued, so that date gets no second invoice. Left out: the start date's
 * occurrence is issued as any other.
 */
export const newScheduleSchema = z.object({
  ...recurringBodySchema.shape,
  first_invoice_id: z.optional(z.nullable(uuidSchema)),
});
export type NewSchedule = z.infer<typeof newScheduleSchema>;

export const issuedSchema = z.object({
  date: z.string(),
  invoice_id: z.nullable(z.string()),
  status: z.enum(['issued', 'failed']),
  error: z.nullable(z.string()),
});
export type Issued = z.infer<typeof issuedSchema>;

export const scheduleSchema = z.object({
  ...recurringBodySchema.shape,
  id: uuidSchema,
  state: z.enum(scheduleStates),
  /** Why it is paused when the desk paused it (a refused template, three failures in a row); null: paused by hand. */
  paused_reason: z.nullable(z.string()),
  next_date: z.nullable(z.string()),
  missed: z.array(z.string()),
  issued: z.array(issuedSchema),
  created_at: z.int(),
});
export type Schedule = z.infer<typeof scheduleSchema>;

export type Rule = Pick<RecurringBody, 'frequency' | 'interval' | 'start_date' | 'end'>;

const monthsOf: Record<Frequency, number> = { weekly: 0, monthly: 1, quarterly: 3, yearly: 12 };

/**
 * The date of occurrence `n` (0 = the start): weeks add days; months keep the start's day of the month, or the
 * month's last day when it has fewer (started on 31 January: 28/29 February, 31 March, 30 April).
 */
export function occurrenceDate(rule: Pick<Rule, 'frequency' | 'interval' | 'start_date'>, n: number): string {
  if (rule.frequency === 'weekly') return addDays(rule.start_date, 7 * rule.interval * n);
  const [y, m, d] = rule.start_date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + monthsOf[rule.frequency] * rule.interval * n;
  const month = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  const last = monthBounds(month).to;
  const day = `${month}-${String(d).padStart(2, '0')}`;
  return day > last ? last : day;
}

/** The occurrences (index and date) from `from` to `to` inclusive, within the rule's end. */
export function occurrencesBetween(rule: Rule, from: string, to: string): { n: number; date: string }[] {
  const out: { n: number; date: string }[] = [];
  for (let n = 0; ; n++) {
    const date = occurrenceDate(rule, n);
    if (date > to || !withinEnd(rule, n, date)) return out;
    if (date >= from) out.push({ n, date });
    if (n > 100_000) return out; // a start centuries back: never a runaway loop
  }
}

export const withinEnd = (rule: Rule, n: number, date: string): boolean =>
  rule.end === null ? true : 'after' in rule.end ? n < rule.end.after : date <= rule.end.on;

/** The invoice an occurrence issues: the template dated `date`, due `pay_in_days` later. */
export function invoiceFor(body: Pick<RecurringBody, 'template' | 'pay_in_days'>, date: string) {
  return {
    ...body.template,
    invoice_date: date,
    [names.dueDate]: body.pay_in_days === null ? null : addDays(date, body.pay_in_days),
  };
}

/**
 * The template checked by the API's own rules as its first occurrence would be sent, with the errors under
 * `template.…`; and what a template may not carry (its dates, an explicit number: each occurrence takes the next).
 */
export function templateErrors(body: RecurringBody, ctx: InvoiceRulesContext): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const key of ['invoice_date', names.dueDate])
    if (key in body.template)
      errors[`template.${key}`] = ['Each occurrence gets its own date: leave this out.'];
  const number = body.template.invoice_number;
  if (number !== undefined && number !== null && number !== '')
    errors['template.invoice_number'] = [
      'Each occurrence takes the next number of its series: leave this out.',
    ];
  const parsed = invoiceInputSchema(ctx).safeParse(invoiceFor(body, body.start_date));
  if (!parsed.success)
    for (const [field, messages] of Object.entries(toFieldErrors(parsed.error.issues)))
      (errors[`template.${field}`] ??= []).push(...messages);
  return errors;
}

/** The first occurrence on or after `from` that is not `recorded`, within the rule's end; undefined once it ended. */
export function nextOccurrence(rule: Rule, from: string, recorded: ReadonlySet<string>): string | undefined {
  for (let n = 0; n <= 100_000; n++) {
    const date = occurrenceDate(rule, n);
    if (!withinEnd(rule, n, date)) return undefined;
    if (date >= from && !recorded.has(date)) return date;
  }
  return undefined;
}

/** The template's buyer as a person reads it: the company, else the person's name. */
export function templateBuyer(template: Record<string, unknown>): string {
  const b = (template.buyer ?? {}) as Record<string, unknown>;
  const text = (k: string) => (typeof b[k] === 'string' ? (b[k] as string).trim() : '');
  return text('company_name') || [text('first_name'), text('last_name')].filter(Boolean).join(' ');
}

/**
 * What one occurrence bills, with VAT, by the contract's money math (the API's own): the sum of the template's
 * lines. A template the rules accepted always has lines with exactly one amount each.
 */
export function templateTotal(template: Record<string, unknown>): string {
  const lines = (Array.isArray(template.products) ? template.products : []) as Record<string, unknown>[];
  const amounts = lines.flatMap((line) => {
    const mode = amountModeOf(line);
    if (!mode) return [];
    return [
      deriveLine({
        mode,
        amount: line[mode] as number,
        quantity: line.quantity as number,
        vatPercentage: line.vat_percentage as number | null | undefined,
      }),
    ];
  });
  return sumLines(amounts).totalInclVat.toFixed(2);
}

/** GET …/recurring/upcoming: the occurrences of the next days, and what they bill per currency. */
export const upcomingSchema = z.object({
  data: z.object({
    occurrences: z.array(
      z.object({
        schedule_id: z.string(),
        date: z.string(),
        buyer: z.string(),
        currency: z.string(),
        total: z.string(),
      }),
    ),
    totals: z.array(z.object({ currency: z.string(), total: z.string(), count: z.int() })),
  }),
});
export type Upcoming = z.infer<typeof upcomingSchema>['data'];

/**
 * An issued invoice as a schedule's template: its type, series, currency, language, buyer, lines, notes and payment
 * options; the seller is the business's own details at each occurrence (they may change between months); no dates and
 * no number. Its lines are given as `entries` say (line-entry's `lineEntriesFor`), so each occurrence bills the
 * invoice's own totals to the cent. Its time to pay becomes `pay_in_days`.
 */
export function templateFromInvoice(
  invoice: Invoice,
  entries: readonly EnteredLine[],
): Pick<RecurringBody, 'template' | 'pay_in_days'> {
  const { type, ...buyer } = invoice.buyer;
  return {
    template: {
      type: invoice.invoice_type,
      series: invoice.series,
      currency: invoice.currency,
      [names.language]: invoice.language,
      buyer: { type, ...Object.fromEntries(Object.entries(buyer).filter(([, v]) => v !== null && v !== '')) },
      use_default_seller_info: true,
      products: productsFromEntries(invoice, entries),
      [names.notes]: invoice.notes,
      [names.paymentOptions]: invoice.payment_options,
    },
    pay_in_days:
      invoice.pay_until_date === null ? null : daysBetween(invoice.invoice_date, invoice.pay_until_date),
  };
}

/**
 * Whether `invoice` is what the API made of `sent`, an occurrence's body — told by what the issuer sent: type, series,
 * currency, date, buyer (as the API gives it back: `person` is `individual`, blank is null), the number of lines and
 * their total by the API's own money math. (The number is the API's to choose.)
 */
export function madeFrom(invoice: Invoice, sent: Record<string, unknown>): boolean {
  const lines = Array.isArray(sent.products) ? sent.products : [];
  return (
    invoice.invoice_type === sent.type &&
    invoice.series === sent.series &&
    invoice.currency === sent.currency &&
    invoice.invoice_date === sent.invoice_date &&
    sameBuyer(sent.buyer, invoice.buyer) &&
    invoice.items.length === lines.length &&
    dec(invoice.total_incl_vat).eq(templateTotal(sent))
  );
}
