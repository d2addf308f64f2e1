import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import { businessTypeSchema } from '../../../contract/enums';
import { optionalText, requiredText } from '../../../contract/input-bounds';
import { nowSec } from '../../domain/timestamps';
import type { AppContext } from '../../context';
import { parseBody } from './console-body';

const newBusinessSchema = z.object({
  business_title: requiredText('Enter the business title', 255, 'Keep the title under 255 characters'),
  business_type: businessTypeSchema,
  address: optionalText(500),
  vat_code: optionalText(30),
  company_name: optionalText(255),
  company_code: optionalText(50),
  first_name: optionalText(100),
  last_name: optionalText(100),
  individual_activity_id: optionalText(50),
  api_enabled: z.optional(z.boolean({ error: 'Must be true or false' })),
});

/** POST /console/businesses: a business made in the app; its plan includes the API unless api_enabled is false. */
export function businessRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/businesses', async (request, reply) => {
    const input = parseBody(newBusinessSchema, request.body);
    return reply.code(201).send({ data: ctx.businesses.create(input, nowSec()) });
  });
}
