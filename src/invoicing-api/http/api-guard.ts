import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { tooManyAttemptsPage } from './html-pages';

declare module 'fastify' {
  interface FastifyRequest {
    /** The business of the bearer token; set by the guard on every /api route. */
    businessId: string;
  }
}

export const wantsJson = (request: FastifyRequest): boolean =>
  (request.headers.accept ?? '').toLowerCase().includes('application/json');

const bearerToken = (header: string | undefined): string | undefined => {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
};

/**
 * Authentication and the per-business rate limit for every /api route. Without `Accept: application/json`
 * the failures are the HTML ones the spec describes: a redirect to the login page, an HTML 429 page.
 */
export function registerApiGuard(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerToken(request.headers.authorization);
    const businessId = token === undefined ? undefined : ctx.businesses.businessOfToken(token);
    if (businessId === undefined) {
      return wantsJson(request)
        ? reply.code(401).send({ message: 'Unauthenticated.' })
        : reply.redirect('/login', 302);
    }
    request.businessId = businessId;

    const nowMs = Date.now();
    const rate = ctx.rateLimiter.hit(businessId, nowMs);
    reply.header('X-RateLimit-Limit', rate.limit).header('X-RateLimit-Remaining', rate.remaining);
    if (rate.allowed) return;
    const retryAfter = Math.max(1, Math.ceil((rate.resetAtMs - nowMs) / 1000));
    reply
      .header('Retry-After', retryAfter)
      .header('X-RateLimit-Reset', Math.ceil(rate.resetAtMs / 1000))
      .code(429);
    return wantsJson(request)
      ? reply.send({ message: 'Too Many Attempts.' })
      : reply.type('text/html; charset=utf-8').send(tooManyAttemptsPage(retryAfter));
  });
}
