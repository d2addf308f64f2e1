import type { FastifyInstance, FastifyRequest } from 'fastify';
import { buyersOf, productsOf } from '../records/memory-query';
import type { Records } from '../records/records';
import type { Vault } from '../vault/vault';
import { paramErrors } from '../http/param-errors';
import { scope } from '../http/scope';

/** `q` (optional, at most 100 characters) is the only parameter. */
function queryText(req: FastifyRequest): string | undefined {
  const raw = req.query as Record<string, unknown>;
  const errors: Record<string, string[]> = {};
  for (const name of Object.keys(raw)) if (name !== 'q') errors[name] = ['Unknown parameter.'];
  const q = raw.q;
  if (q !== undefined && (typeof q !== 'string' || q.length > 100))
    errors.q = ['Give q once, as text under 100 characters.'];
  if (Object.keys(errors).length > 0) throw paramErrors(errors);
  return typeof q === 'string' && q.trim() !== '' ? q : undefined;
}

/** The invoice form's memory: past buyers and past lines, from the mirror, with no upstream call. */
export function memoryRoutes(d: { vault: Vault; records: Records }) {
  return async (app: FastifyInstance) => {
    app.get('/api/b/:business/buyers', async (req) => {
      const { business } = scope(d.vault, req);
      return { data: buyersOf(d.records.store.db, business, queryText(req)) };
    });
    app.get('/api/b/:business/products', async (req) => {
      const { business } = scope(d.vault, req);
      return { data: productsOf(d.records.store.db, business, queryText(req)) };
    });
  };
}
