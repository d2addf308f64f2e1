import type { FastifyInstance } from 'fastify';
import type { SseHub } from '../sse-hub';

/** GET /api/events: the Server-Sent Events stream (webhook, rate-limit and business messages, heartbeats). */
export function eventRoutes(hub: SseHub) {
  return async (app: FastifyInstance) => {
    app.get('/api/events', (req, reply) => {
      reply.hijack(); // the stream outlives the handler (the security headers are already on the raw response)
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      hub.add(reply.raw);
      req.raw.on('close', () => reply.raw.end());
    });
  };
}
