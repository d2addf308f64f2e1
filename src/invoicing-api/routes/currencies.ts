import type { FastifyInstance } from 'fastify';
import { currencies } from '../domain/currencies';

/** GET /currencies: every code the API accepts in `currency`, with titles; not paginated. */
export function currencyRoutes(app: FastifyInstance): void {
  const body = JSON.stringify({ data: currencies });
  app.get('/currencies', async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
}
