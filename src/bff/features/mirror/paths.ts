import type { Kind } from './rows';

/** Any path of a resource: its kind and, when one record is named, its id (`/expenses/{id}/file` too). */
const resourcePath = /^\/(invoices|expenses)(?:\/([0-9a-f-]{36}))?(?:[/?]|$)/i;
const listPath = /^\/(invoices|expenses)(?:\?page=(\d+))?$/i;
const detailPath = /^\/(invoices|expenses)\/([0-9a-f-]{36})$/i;

export type ReadPath =
  { kind: Kind; page: number; id?: undefined } | { kind: Kind; id: string; page?: undefined };

/** The resource and record a path names, if any. */
export function resourceOf(path: string): { kind: Kind; id?: string } | undefined {
  const m = resourcePath.exec(path);
  if (!m) return undefined;
  return { kind: m[1]!.toLowerCase() as Kind, ...(m[2] ? { id: m[2].toLowerCase() } : {}) };
}

/** `/invoices`, `/invoices?page=2`, `/expenses/{id}`: the reads the mirror can answer and learns from. */
export function readOf(path: string): ReadPath | undefined {
  const list = listPath.exec(path);
  if (list) return { kind: list[1]!.toLowerCase() as Kind, page: Number(list[2] ?? '1') };
  const detail = detailPath.exec(path);
  if (detail) return { kind: detail[1]!.toLowerCase() as Kind, id: detail[2]!.toLowerCase() };
  return undefined;
}
