import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import { businessTypeSchema } from '../../../contract/enums';
import { nowSec } from '../../domain/timestamps';
import type { AppContext } from '../../context';
import { parseBody } from './console-body';

const text = (max: number) =>
  z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max, `Keep this under ${max} characters`))));

const newBusinessSchema = z.object({
  business_title: z
    .string({ error: 'Enter the business title' })
    .check(
      z.trim(),
      z.minLength(1, 'Enter the business title'),
      z.maxLength(255, 'Keep the title under 255 characters'),
    ),
  business_type: businessTypeSchema,
  address: text(500),
  vat_code: text(30),
  company_name: text(255),
  company_code: text(50),
  first_name: text(100),
  last_name: text(100),
  individual_activity_id: text(50),
  api_enabled: z.optional(z.boolean({ error: 'Must be true or false' })),
});

/** POST /console/businesses: a business made in the app; its plan includes the API unless api_enabled is false. */
export function businessRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/businesses', async (request, reply) => {
    const input = parseBody(newBusinessSchema, request.body);
    return reply.code(201).send({ data: ctx.businesses.create(input, nowSec()) });
  });
}
