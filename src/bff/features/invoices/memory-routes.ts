import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import { parseParams } from '../../../contract/query-reader';
import type { Mirror } from '../mirror';
import { buyersOf, productsOf } from './memory-query';
import type { Vault } from '../../platform/vault/vault';
import { paramErrors } from '../../platform/http/param-errors';
import { scope } from '../../platform/http/scope';

const memoryParams = { q: z.string().check(z.maxLength(100, 'Give q once, as text under 100 characters.')) };

/** `q` (optional, at most 100 characters) is the only parameter. */
function queryText(req: FastifyRequest): string | undefined {
  const parsed = parseParams(memoryParams, req.query as Record<string, unknown>);
  if (!parsed.ok) throw paramErrors(parsed.errors);
  return parsed.value.q;
}

/** The invoice form's memory: past buyers and past lines, from the mirror, with no upstream call. */
export function memoryRoutes(d: { vault: Vault; mirror: Mirror }) {
  return async (app: FastifyInstance) => {
    app.get('/api/b/:business/buyers', { config: { access: 'read' } }, async (req) => {
      const { business } = scope(d.vault, req);
      return { data: buyersOf(d.mirror, business, queryText(req)) };
    });
    app.get('/api/b/:business/products', { config: { access: 'read' } }, async (req) => {
      const { business } = scope(d.vault, req);
      return { data: productsOf(d.mirror, business, queryText(req)) };
    });
  };
}
