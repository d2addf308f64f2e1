import { pageSize, type PaginationMeta } from '../../contract/common';
import { fieldError } from '../http/http-error';

/** The `page` query parameter: an integer from 1, default 1; anything else is a 422 on `page`. */
export function parsePage(query: unknown): number {
  const raw = (query as Record<string, unknown> | undefined)?.page;
  if (raw === undefined) return 1;
  if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw) || Number(raw) < 1) {
    throw fieldError('page', 'The page must be a whole number from 1.');
  }
  return Number(raw);
}

/** Laravel-style pagination meta, as the spec describes it. */
export function pageMeta(page: number, count: number, total: number, path: string): PaginationMeta {
  const from = count > 0 ? (page - 1) * pageSize + 1 : null;
  return {
    current_page: page,
    from,
    last_page: Math.max(1, Math.ceil(total / pageSize)),
    path,
    per_page: pageSize,
    to: from === null ? null : from + count - 1,
    total,
  };
}
