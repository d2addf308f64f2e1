import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { toFieldErrors } from '../../../contract/common';
import { profileSchema } from '../../../contract/profile';
import { BffHttpError, notFound, validationError } from '../../platform/errors';
import type { MirrorSync } from '../mirror';
import type { Gateway } from '../../platform/upstream/gateway';
import type { Vault } from '../../platform/vault/vault';
import type { SseHub } from '../../platform/sse-hub';

const connectBody = z.object({
  token: z.string().trim().min(1, 'Paste the API token').max(2000, 'That is too long to be a token'),
  webhook_secret: z.string().trim().max(500, 'That is too long to be a webhook secret').optional(),
  /** true: only say which business the token belongs to (200), keeping nothing, so the owner confirms first. */
  check_only: z.boolean().optional(),
});

export interface BusinessDeps {
  vault: Vault;
  gateway: Gateway;
  hub: SseHub;
  sync: MirrorSync;
}

/** Which business a token belongs to, asked with GET /profile; a token the API refuses is a 422 on `token`. */
async function identify(d: BusinessDeps, token: string) {
  let answer: Awaited<ReturnType<Gateway['probe']>>;
  try {
    answer = await d.gateway.probe(token);
  } catch (e) {
    if (e instanceof BffHttpError && e.code === 'token_invalid') {
      throw validationError(
        {
          token: [
            'The API did not accept this token: copy it again from Settings \u2192 Integrations \u2192 API.',
          ],
        },
        'The API did not accept this token.',
      );
    }
    throw e;
  }
  const profile = z.object({ data: profileSchema }).safeParse(answer.body);
  if (!profile.success)
    throw new BffHttpError(502, 'upstream_error', 'The API answered GET /profile with something unexpected.');
  const p = profile.data.data;
  return { answer, business: { id: p.business_id, title: p.business_title, business_type: p.business_type } };
}

/** Checks a token with GET /profile and stores it encrypted; the business is then listed by its title and mirrored. */
export async function connectBusiness(d: BusinessDeps, token: string, webhookSecret: string | undefined) {
  const { answer, business } = await identify(d, token);
  await d.vault.connect(business, { token, webhookSecret: webhookSecret || null });
  d.gateway.adopt(business.id, answer);
  d.sync.connected(business.id);
  d.hub.send('business', { business: business.id, state: 'connected' });
  return business;
}

export function businessRoutes(d: BusinessDeps) {
  return async (app: FastifyInstance) => {
    // Only the businesses the person holds a role in, with that role (the desk owner: every one, as owner).
    app.get('/api/businesses', { config: { access: 'signed-in' } }, async (req) => ({
      data: d.vault.list().flatMap((b) => {
        const role = req.access?.roleIn(b.id);
        return role ? [{ ...b, role }] : [];
      }),
    }));

    app.post('/api/businesses', { config: { access: 'desk-owner' } }, async (req, reply) => {
      const parsed = connectBody.safeParse(req.body ?? {});
      if (!parsed.success) throw validationError(toFieldErrors(parsed.error.issues));
      if (parsed.data.check_only) return { data: (await identify(d, parsed.data.token)).business };
      const business = await connectBusiness(d, parsed.data.token, parsed.data.webhook_secret);
      return reply.code(201).send({ data: business });
    });

    app.delete<{ Params: { business: string } }>(
      '/api/businesses/:business',
      { config: { access: 'desk-owner' } },
      async (req, reply) => {
        const { business } = req.params;
        if (!(await d.vault.disconnect(business))) throw notFound('No connected business with this id.');
        d.sync.disconnected(business);
        d.hub.send('business', { business, state: 'disconnected' });
        return reply.code(204).send();
      },
    );
  };
}
