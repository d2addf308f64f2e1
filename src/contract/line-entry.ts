import { z } from 'zod/mini';
import type { Invoice, InvoiceItem } from './invoice';
import type { ProductInput } from './invoice-input';
import { dec, deriveLine, sumLines, toCents, toNumber, type InvoiceTotals } from './money';

/**
 * How an invoice's lines were entered. The API keeps only each line's unit price, and a line entered by its total
 * incl. VAT can come back a cent off when entered again by price (100.00 incl. 21 % is 82.64 + 17.36; 82.64 by price
 * is 82.64 + 17.35). The BFF remembers the entries of the invoices it wrote; for others `linesKeepingTotals` finds
 * entries that give the stored totals again.
 */
export const enteredLineSchema = z.object({
  mode: z.enum(['price', 'total', 'total_incl_vat']),
  amount: z.number(),
});
export type EnteredLine = z.infer<typeof enteredLineSchema>;

/** One version of an invoice's entries: valid only while the invoice has this `updated_at` and these items. */
export const enteredLinesSchema = z.object({
  updated_at: z.int(),
  item_ids: z.array(z.string()),
  lines: z.array(enteredLineSchema),
});
export type EnteredLines = z.infer<typeof enteredLinesSchema>;

/** `GET …/invoices/{id}/entered-lines`: the entries the BFF sent for the invoice as it stands, or null. */
export const enteredLinesAnswerSchema = z.object({ data: z.nullable(enteredLinesSchema) });

/** Whether remembered entries belong to this version of the invoice (a change made elsewhere gives new items). */
export const entriesFit = (kept: EnteredLines, invoice: Invoice): boolean =>
  kept.updated_at === invoice.updated_at &&
  kept.lines.length === invoice.items.length &&
  kept.item_ids.length === invoice.items.length &&
  kept.item_ids.every((id, i) => invoice.items[i]?.id === id);

const lineOf = (item: InvoiceItem, entry: EnteredLine) =>
  deriveLine({
    mode: entry.mode,
    amount: entry.amount,
    quantity: item.quantity,
    vatPercentage: item.vat_percentage,
  });

/** The totals the API computes for the invoice's items entered this way. */
export const totalsOfEntries = (
  items: readonly InvoiceItem[],
  entries: readonly EnteredLine[],
): InvoiceTotals => sumLines(items.map((item, i) => lineOf(item, entries[i]!)));

/** Whether these totals are the invoice's own, to the cent. */
export const keepsTotals = (invoice: Invoice, totals: InvoiceTotals): boolean =>
  totals.subtotal.eq(dec(invoice.subtotal)) &&
  totals.vat.eq(dec(invoice.vat)) &&
  totals.totalInclVat.eq(dec(invoice.total_incl_vat));

const priced = (item: InvoiceItem): EnteredLine => ({ mode: 'price', amount: item.price });
const cents = (n: number) => dec(n).div(100);

/**
 * The VAT amounts a line's total excl. VAT allows when entered by its total incl. VAT, as cent steps from the VAT it
 * has by price (a contiguous range around 0: the totals incl. VAT that round back to the same total excl. VAT).
 */
function vatSteps(item: InvoiceItem): { step: number; incl: string }[] {
  const rate = item.vat_percentage;
  if (!rate || item.quantity === 0) return [];
  const byPrice = lineOf(item, priced(item));
  const steps: { step: number; incl: string }[] = [];
  for (let step = -3; step <= 3; step++) {
    if (step === 0) continue;
    const incl = toCents(byPrice.totalInclVat.plus(cents(step)));
    const again = deriveLine({
      mode: 'total_incl_vat',
      amount: incl,
      quantity: item.quantity,
      vatPercentage: rate,
    });
    if (again.total.eq(byPrice.total)) steps.push({ step, incl: incl.toFixed(2) });
  }
  return steps;
}

/**
 * Entries that give the invoice's stored subtotal, VAT and total: each line by its unit price, except where the VAT
 * needs a cent more or less — those lines are given by their total incl. VAT again. Undefined when no choice does
 * (an invoice made elsewhere with other rounding): the form then says so before saving.
 */
export function linesKeepingTotals(invoice: Invoice): EnteredLine[] | undefined {
  const entries = invoice.items.map(priced);
  const byPrice = totalsOfEntries(invoice.items, entries);
  if (!byPrice.subtotal.eq(dec(invoice.subtotal))) return undefined;
  let missing = toNumber(dec(invoice.vat).minus(byPrice.vat).times(100)); // whole cents the priced lines lack
  invoice.items.forEach((item, i) => {
    if (missing === 0) return;
    // The largest step towards the missing VAT that does not overshoot it.
    const fit = vatSteps(item)
      .filter(({ step }) => Math.sign(step) === Math.sign(missing) && Math.abs(step) <= Math.abs(missing))
      .sort((a, b) => Math.abs(b.step) - Math.abs(a.step))[0];
    if (!fit) return;
    entries[i] = { mode: 'total_incl_vat', amount: Number(fit.incl) };
    missing -= fit.step;
  });
  return missing === 0 && keepsTotals(invoice, totalsOfEntries(invoice.items, entries)) ? entries : undefined;
}

/** What Edit and Duplicate start from: the remembered entries when they fit and keep the totals, else derived ones. */
export type LineEntries =
  | { kind: 'remembered' | 'derived'; entries: EnteredLine[] }
  /** No entry keeps the stored totals: the lines by price, and both totals for the form to show side by side. */
  | { kind: 'mismatch'; entries: EnteredLine[]; stored: InvoiceTotals; reentered: InvoiceTotals };

export function lineEntriesFor(invoice: Invoice, kept: EnteredLines | null | undefined): LineEntries {
  if (kept && entriesFit(kept, invoice) && keepsTotals(invoice, totalsOfEntries(invoice.items, kept.lines)))
    return { kind: 'remembered', entries: kept.lines };
  const derived = linesKeepingTotals(invoice);
  if (derived) return { kind: 'derived', entries: derived };
  const entries = invoice.items.map(priced);
  const stored = {
    subtotal: dec(invoice.subtotal),
    vat: dec(invoice.vat),
    totalInclVat: dec(invoice.total_incl_vat),
  };
  return { kind: 'mismatch', entries, stored, reentered: totalsOfEntries(invoice.items, entries) };
}

/** A line's entry as it negates exactly (rounding is symmetric): fewer units of the same price, or the total's negative. */
export const negatedEntry = (entry: EnteredLine): EnteredLine =>
  entry.mode === 'price' ? entry : { mode: entry.mode, amount: toNumber(dec(entry.amount).neg()) };

/**
 * An invoice's items as input lines, each given in the way `entries` says (`lineEntriesFor` above: remembered by
 * the BFF, or derived to keep the stored totals). Every path that makes one invoice from another (edit, duplicate,
 * credit note, pro forma → invoice, a schedule's template) takes its lines from here, so the new invoice's totals are
 * the old one's to the cent. `negate` makes a credit note's lines: fewer units, the same unit price, and a total given
 * as its negative — the sums come out as the invoice's negated to the cent.
 */
export function productsFromEntries(
  invoice: Pick<Invoice, 'items'>,
  entries: readonly EnteredLine[],
  negate = false,
): ProductInput[] {
  return invoice.items.map((item, i) => {
    const given = entries[i] ?? { mode: 'price', amount: item.price };
    const entry = negate ? negatedEntry(given) : given;
    return {
      name: item.name,
      units: item.units,
      quantity: negate ? toNumber(dec(item.quantity).neg()) : item.quantity,
      vat_percentage: item.vat_percentage ?? undefined,
      [entry.mode]: entry.amount,
    } as ProductInput;
  });
}
