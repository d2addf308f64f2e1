import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** The strict CSP the built app runs under: no inline script, no framing, blob: only for previews. */
const contentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    workerSrc: ["'self'", 'blob:'],
    imgSrc: ["'self'", 'data:', 'blob:'],
    frameSrc: ["'self'", 'blob:'],
    styleSrc: ["'self'", "'unsafe-inline'"],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
};

/**
 * Security headers on every answer — pages, API answers, errors and the hijacked event stream alike (helmet sets
 * them on the raw response at onRequest, before any guard may refuse). Strict-Transport-Security is left to the
 * reverse proxy that terminates https: the BFF itself speaks plain http.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy,
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
    strictTransportSecurity: false,
  });
}
