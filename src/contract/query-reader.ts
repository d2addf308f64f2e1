import { z } from 'zod/mini';

/**
 * The one reader of query strings (the searches, the overview's range, the reports): kept apart from the searches'
 * own schemas so that a screen reading its URL with it brings no more of zod than it uses.
 */
export type ParamErrors = Record<string, string[]>;
export type ParamSchema = z.ZodMiniType<unknown, string>;

export const dateParam = z.iso.date({ error: 'Enter a date as YYYY-MM-DD.' });

export type Parsed<S extends Record<string, ParamSchema>> = { [K in keyof S]?: z.output<S[K]> };

/**
 * Reads a query string's parameters by a table of schemas: each problem on the parameter's own name (so the browser
 * shows it beside the filter that caused it), a name not in the table refused. Names are only looked up with
 * `Object.hasOwn` and errors kept in a Map: a parameter called `__proto__` or `constructor` is just an unknown name.
 */
export function parseParams<S extends Record<string, ParamSchema>>(
  shape: S,
  raw: Record<string, unknown>,
): { ok: true; value: Parsed<S> } | { ok: false; errors: ParamErrors } {
  const errors = new Map<string, string[]>();
  const fail = (name: string, message: string) => errors.set(name, [...(errors.get(name) ?? []), message]);
  for (const name of Object.keys(raw)) if (!Object.hasOwn(shape, name)) fail(name, 'Unknown parameter.');
  const value: Record<string, unknown> = {};
  for (const name of Object.keys(shape)) {
    const given = Object.hasOwn(raw, name) ? raw[name] : undefined;
    if (given === undefined) continue;
    if (typeof given !== 'string') {
      fail(name, 'Give this parameter once, as text.');
      continue;
    }
    if (given.trim() === '') continue;
    const result = z.safeParse(shape[name]!, given.trim());
    if (result.success) value[name] = result.data;
    else fail(name, result.error.issues[0]?.message ?? 'Not a valid value.');
  }
  return errors.size > 0
    ? { ok: false, errors: Object.fromEntries(errors) }
    : { ok: true, value: value as Parsed<S> };
}
