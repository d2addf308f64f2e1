import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/** GET /profile: the business of the token, with the fields of its business type. */
export function profileRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/profile', async (request) => ({ data: ctx.businesses.profile(request.businessId)! }));
}
