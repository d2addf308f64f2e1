import type { FastifyRequest } from 'fastify';
import { type PaginationMeta, pageSize } from '../../../contract/common';
import { pageQuery } from '../../platform/http/scope';

/** `?page=N` (1 when absent), checked as every list route checks it. */
export const pageOf = (req: FastifyRequest): number => Number(/\d+/.exec(pageQuery(req))?.[0] ?? 1);

/** The API's list meta for page `page` of `total` rows, `shown` of them on this page. */
export function pageMeta(page: number, shown: number, total: number): PaginationMeta {
  const from = (page - 1) * pageSize + 1;
  return {
    current_page: page,
    from: shown > 0 ? from : null,
    last_page: Math.max(1, Math.ceil(total / pageSize)),
    path: null,
    per_page: pageSize,
    to: shown > 0 ? from + shown - 1 : null,
    total,
  };
}
