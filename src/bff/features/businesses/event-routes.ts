import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SseHub, StreamGate } from '../../platform/sse-hub';

/**
 * GET /api/events: the Server-Sent Events stream (webhook, rate-limit and business messages, heartbeats); `gateOf`
 * keeps each person's stream to their own businesses and ends it with their session.
 */
export function eventRoutes(hub: SseHub, gateOf?: (req: FastifyRequest) => StreamGate) {
  return async (app: FastifyInstance) => {
    app.get('/api/events', { config: { access: 'signed-in' } }, (req, reply) => {
      reply.hijack(); // the stream outlives the handler (the security headers are already on the raw response)
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      hub.add(reply.raw, gateOf?.(req));
      req.raw.on('close', () => reply.raw.end());
    });
  };
}
