import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import { requiredText } from '../../../contract/input-bounds';
import { nowSec } from '../../domain/timestamps';
import type { AppContext } from '../../context';
import { HttpError, notFound } from '../../http/http-error';
import { parseBody, requireBusiness } from './console-body';

const newTokenSchema = z.object({
  name: requiredText('Name the token', 100, 'Keep the name under 100 characters'),
});

type BusinessParams = { Params: { business: string } };
type TokenParams = { Params: { business: string; id: string } };

/** API tokens, as the app's Settings › Integrations › API: shown once at creation, then only their names. */
export function tokenRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<BusinessParams>('/businesses/:business/tokens', async (request, reply) => {
    const businessId = requireBusiness(ctx, request.params.business).business_id;
    const { name } = parseBody(newTokenSchema, request.body);
    if (!ctx.businesses.apiEnabled(businessId)) {
      throw new HttpError(403, { message: 'The plan of this business does not include the API.' });
    }
    const { id, token } = ctx.businesses.createToken(businessId, name, nowSec());
    return reply.code(201).send({ data: { id, name, token } });
  });

  app.get<BusinessParams>('/businesses/:business/tokens', async (request) => ({
    data: ctx.businesses.tokens(requireBusiness(ctx, request.params.business).business_id),
  }));

  app.delete<TokenParams>('/businesses/:business/tokens/:id', async (request, reply) => {
    const businessId = requireBusiness(ctx, request.params.business).business_id;
    if (!ctx.businesses.deleteToken(businessId, request.params.id)) throw notFound('Token');
    return reply.code(204).send();
  });
}
