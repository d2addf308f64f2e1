import { addMonths, monthBounds } from '../../../contract/clock';
import { dateParam, parseParams, type ParamErrors } from '../../../contract/query-reader';

/**
 * `from` and `to` of GET …/overview (inclusive YYYY-MM-DD). Default: the last 12 months, `today`'s (the business's) included
 * (from the first of the month eleven months back to the last day of this one). Problems land on the parameter.
 */
export function parseOverviewRange(
  raw: Record<string, unknown>,
  today: string,
): { ok: true; range: { from: string; to: string } } | { ok: false; errors: ParamErrors } {
  const parsed = parseParams({ from: dateParam, to: dateParam }, raw);
  if (!parsed.ok) return parsed;
  const to = parsed.value.to ?? monthBounds(today.slice(0, 7)).to;
  const from = parsed.value.from ?? `${addMonths(to.slice(0, 7), -11)}-01`;
  if (to < from) return { ok: false, errors: { to: ['The end date cannot be before the start date.'] } };
  return { ok: true, range: { from, to } };
}
