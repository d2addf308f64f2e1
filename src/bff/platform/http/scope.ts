import type { FastifyReply, FastifyRequest } from 'fastify';
import { uuidSchema } from '../../../contract/common';
import { badRequest, notFound } from '../errors';
import type { CallOptions } from '../upstream/gateway';
import type { Priority } from '../upstream/governor';
import type { JsonAnswer } from '../json-answer';
import type { Vault } from '../vault/vault';

export type BizParams = { business: string; id?: string };

/** The business must be connected and the record id a uuid: the BFF is not an open proxy. */
export function scope(vault: Vault, req: FastifyRequest): { business: string; id: string } {
  const { business, id } = req.params as BizParams;
  if (!vault.has(business)) throw notFound('This business is not connected.');
  if (id !== undefined && !uuidSchema.safeParse(id).success) throw notFound('Not a valid id.');
  return { business, id: id ?? '' };
}

/**
 * The app marks its prefetches (the next list page, the PDF after a save) `X-Desk-Priority: background`: they wait
 * behind a person's calls. Every read the BFF forwards upstream honours it (lists, details, profile, currencies,
 * files, PDFs: priority.test.ts); a write is always the person's.
 */
export const priorityOf = (req: FastifyRequest): Priority =>
  req.headers['x-desk-priority'] === 'background' ? 'background' : 'person';

/**
 * How a list or a record is read upstream: at the call's priority; with `?refresh=1`, from the API itself, not from
 * the BFF's read cache.
 */
export const readOptions = (req: FastifyRequest): CallOptions => ({
  priority: priorityOf(req),
  refresh: (req.query as Record<string, unknown>).refresh === '1',
});

/** `?page=N` (and `refresh`) is the only query the list endpoints take; anything else is refused, not forwarded. */
export function pageQuery(req: FastifyRequest): string {
  const q = req.query as Record<string, unknown>;
  const extra = Object.keys(q).filter((k) => k !== 'page' && k !== 'refresh');
  if (extra.length > 0) throw badRequest(`Unknown query parameter: ${extra.join(', ')}`);
  if (q.page === undefined) return '';
  if (typeof q.page !== 'string' || !/^[1-9]\d{0,6}$/.test(q.page))
    throw badRequest('page must be a whole number from 1');
  return `?page=${q.page}`;
}

/** Sends the answer; `body` only when the BFF changed it (the upstream's text is passed on as it is otherwise). */
export function sendJson(reply: FastifyReply, answer: JsonAnswer, body?: unknown) {
  if (answer.waitedMs > 0) reply.header('x-desk-wait-ms', String(answer.waitedMs));
  if (answer.body === null && body === undefined) return reply.code(answer.status).send();
  const text = body === undefined ? answer.text : JSON.stringify(body);
  return reply.code(answer.status).type('application/json; charset=utf-8').send(text);
}
