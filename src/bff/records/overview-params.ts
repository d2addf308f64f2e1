import { dateSchema } from '../../contract/common';
import { localDay } from './overview-query';
import type { ParamErrors } from './search-params';

const lastDayOfMonth = (y: number, m: number) => localDay(new Date(y, m, 0));

/**
 * `from` and `to` of GET …/overview (inclusive YYYY-MM-DD). Default: the last 12 months, the current one included
 * (from the first of the month eleven months back to the last day of this one). Problems land on the parameter.
 */
export function parseOverviewRange(
  raw: Record<string, unknown>,
  now = new Date(),
): { ok: true; range: { from: string; to: string } } | { ok: false; errors: ParamErrors } {
  const errors: ParamErrors = {};
  const fail = (name: string, message: string) => (errors[name] ??= []).push(message);
  for (const name of Object.keys(raw)) if (name !== 'from' && name !== 'to') fail(name, 'Unknown parameter.');
  const day = (name: 'from' | 'to'): string | undefined => {
    const v = raw[name];
    if (v === undefined || v === '') return undefined;
    if (typeof v !== 'string' || !dateSchema.safeParse(v).success) return void fail(name, 'Enter a date as YYYY-MM-DD.');
    return v;
  };
  const to = day('to') ?? lastDayOfMonth(now.getFullYear(), now.getMonth() + 1);
  const from = day('from') ?? localDay(new Date(Number(to.slice(0, 4)), Number(to.slice(5, 7)) - 12, 1));
  if (errors.from === undefined && errors.to === undefined && to < from)
    fail('to', 'The end date cannot be before the start date.');
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, range: { from, to } };
}
