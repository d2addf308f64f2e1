import type { FastifyInstance } from 'fastify';
import { webhookEventSchema } from '../../../contract/events';
import { BffHttpError, notFound } from '../../platform/errors';
import type { MirrorFeed } from '../mirror';
import type { Vault } from '../../platform/vault/vault';
import { verifySignature } from './signature';
import type { SseHub } from '../../platform/sse-hub';

export interface ReceiverDeps {
  vault: Vault;
  hub: SseHub;
  /** The one event path into record state: judges the delivery and patches the mirror. */
  feed: Pick<MirrorFeed, 'onEvent'>;
}

/**
 * POST /webhooks/{business}: the raw bytes are verified against the subscription secret before any parsing,
 * then handed to the mirror's feed (deduplicated, mirror patched) and, when news, fanned out to the open browsers.
 * Exempt from the same-origin check: the HMAC is the proof.
 */
export function webhookReceiver(deps: ReceiverDeps) {
  return async (app: FastifyInstance) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 5 * 1024 * 1024 }, (_req, body, done) =>
      done(null, body),
    );

    app.post<{ Params: { business: string } }>(
      '/webhooks/:business',
      { config: { crossSite: true } },
      async (req, reply) => {
        const { business } = req.params;
        const creds = deps.vault.credentials(business);
        if (!creds) throw notFound('No connected business with this id.');
        if (creds.webhookSecret === null) {
          throw new BffHttpError(
            409,
            'bad_request',
            'No webhook secret is configured for this business: reconnect it with the subscription secret.',
          );
        }
        const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const signature = req.headers.signature;
        if (
          !verifySignature(raw, typeof signature === 'string' ? signature : undefined, creds.webhookSecret)
        ) {
          throw new BffHttpError(401, 'forbidden', 'Missing or invalid Signature.');
        }
        let json: unknown;
        try {
          json = JSON.parse(raw.toString('utf8'));
        } catch {
          throw new BffHttpError(400, 'bad_request', 'The delivery is not JSON.');
        }
        const parsed = webhookEventSchema.safeParse(json);
        if (!parsed.success) throw new BffHttpError(422, 'validation', 'The delivery is not a known event.');
        const verdict = deps.feed.onEvent(business, parsed.data, raw);
        if (verdict === 'new')
          deps.hub.send('webhook', { business, event: parsed.data.event, data: parsed.data.data });
        return reply.code(200).send({ received: true, verdict });
      },
    );
  };
}
