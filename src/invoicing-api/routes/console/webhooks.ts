import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import { eventNameSchema } from '../../../contract/enums';
import { nowSec } from '../../domain/timestamps';
import type { AppContext } from '../../context';
import { notFound } from '../../http/http-error';
import { webhookUrlRefusal } from '../../webhooks/webhook-url';
import { parseBody, requireBusiness } from './console-body';

type BusinessParams = { Params: { business: string } };
type WebhookParams = { Params: { business: string; id: string } };

/** Webhook subscriptions, as the app's Settings › Integrations › Webhooks; each gets its own whsec_ secret. */
export function webhookRoutes(app: FastifyInstance, ctx: AppContext): void {
  const subscriptionSchema = z.object({
    url: z.string({ error: 'Enter the endpoint URL' }).check(
      z.superRefine((url, refinement) => {
        const refusal = webhookUrlRefusal(url, ctx.config.allowHttpWebhooks);
        if (refusal) refinement.addIssue({ code: 'custom', input: url, message: refusal });
      }),
    ),
    events: z
      .array(eventNameSchema, { error: 'Choose the events to send' })
      .check(z.minLength(1, 'Choose at least one event')),
  });

  app.post<BusinessParams>('/businesses/:business/webhooks', async (request, reply) => {
    const businessId = requireBusiness(ctx, request.params.business).business_id;
    const { url, events } = parseBody(subscriptionSchema, request.body);
    const subscription = ctx.webhooks.create(businessId, url, [...new Set(events)], nowSec());
    return reply.code(201).send({ data: subscription });
  });

  app.delete<WebhookParams>('/businesses/:business/webhooks/:id', async (request, reply) => {
    const businessId = requireBusiness(ctx, request.params.business).business_id;
    if (!ctx.webhooks.delete(businessId, request.params.id)) throw notFound('Webhook');
    return reply.code(204).send();
  });
}
