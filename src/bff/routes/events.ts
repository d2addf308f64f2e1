import type { FastifyInstance } from 'fastify';
import type { SseHub } from '../webhooks/sse-hub';
import { securityHeaders } from './guards';

/** GET /api/events: the Server-Sent Events stream (webhook, rate-limit and business messages, heartbeats). */
export function eventRoutes(hub: SseHub) {
  return async (app: FastifyInstance) => {
    app.get('/api/events', (req, reply) => {
      reply.hijack(); // the stream outlives the handler; headers are written by hand, so the security ones too
      reply.raw.writeHead(200, {
        ...securityHeaders,
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
