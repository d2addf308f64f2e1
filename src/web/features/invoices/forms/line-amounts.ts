import {
  amountModes,
  deriveLine,
  sumLines,
  type AmountMode,
  type InvoiceTotals,
  type LineAmounts,
} from '../../../../contract/money';
import type { MessageId } from '../../../i18n/messages';
import type { LineValues } from './invoice-form-values';

/** Each amount a line can be given in, as a label (the PDF's words). */
export const amountModeWords: Record<AmountMode, MessageId> = {
  price: 'invoices.amount.price',
  total: 'invoices.amount.total',
  total_incl_vat: 'invoices.amount.totalInclVat',
};

/** The same amounts as the choice after "I know the…": their own messages, since languages inflect them there. */
export const knownAmountWords: Record<AmountMode, MessageId> = {
  price: 'invoices.line.knownPrice',
  total: 'invoices.line.knownTotal',
  total_incl_vat: 'invoices.line.knownTotalInclVat',
};

/** The amount a line was given in: the one of price / total / total_incl_vat the form holds (even when empty). */
export const lineMode = (line: Partial<LineValues>): AmountMode =>
  amountModes.find((m) => line[m] !== undefined) ?? 'price';

const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** The line's three amounts and VAT with the contract's money math, or undefined while its figures are incomplete. */
export function lineAmounts(line: Partial<LineValues>, vatApplies: boolean): LineAmounts | undefined {
  const mode = lineMode(line);
  const amount = line[mode];
  const vat = vatApplies ? line.vat_percentage : null;
  // Any sign: a credit invoice credits with negative quantities. A total over zero units has no unit price to derive.
  if (!isFiniteNumber(amount) || !isFiniteNumber(line.quantity) || (line.quantity === 0 && mode !== 'price'))
    return undefined;
  if (vatApplies && !isFiniteNumber(vat)) return undefined;
  return deriveLine({ mode, amount, quantity: line.quantity, vatPercentage: vat });
}

/** The invoice's subtotal / VAT / total from the complete lines, as the API will store them. */
export function formTotals(
  lines: readonly Partial<LineValues>[],
  vatApplies: boolean,
): InvoiceTotals & { complete: boolean } {
  const amounts = lines.map((l) => lineAmounts(l, vatApplies));
  const complete = amounts.every((a) => a !== undefined);
  return { ...sumLines(amounts.filter((a): a is LineAmounts => a !== undefined)), complete };
}

/** Moves a line to another amount mode, carrying over the figure it stands for now (or empty if incomplete). */
export function switchedLine(line: LineValues, to: AmountMode, vatApplies: boolean): LineValues {
  const from = lineMode(line);
  const now = lineAmounts(line, vatApplies);
  const carried = now
    ? { price: now.price, total: now.total, total_incl_vat: now.totalInclVat }[to]
    : undefined;
  return { ...line, [from]: undefined, [to]: carried ? Number(carried.toString()) : null };
}

/** Text input → number for the schema: empty is "not given" (null); a comma is read as the decimal point. */
export const toNumberOrNull = (v: unknown): number | null => {
  if (typeof v === 'number') return v;
  if (typeof v !== 'string' || v.trim() === '') return null;
  return Number(v.trim().replace(',', '.'));
};
