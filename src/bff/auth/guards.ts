import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type BffConfig, isLoopbackHost } from '../config';
import { BffHttpError } from '../errors';
import type { Sessions } from './sessions';

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const hostName = (host: string | undefined): string | undefined => {
  if (host === undefined) return undefined;
  const m = /^(\[[^\]]+\]|[^:]+)(?::\d+)?$/.exec(host.trim().toLowerCase());
  return m?.[1];
};

/**
 * Host allow-list against DNS rebinding (a page on evil.example resolving to 127.0.0.1 sends `Host: evil.example`):
 * loopback names, IP literals, the bound host and DESK_ALLOWED_HOSTS.
 */
export function hostAllowed(config: BffConfig, host: string | undefined): boolean {
  const name = hostName(host);
  if (name === undefined) return false;
  const bare = name.replace(/^\[|\]$/g, '');
  return isLoopbackHost(name) || isIP(bare) !== 0 || name === config.host.toLowerCase() || config.allowedHosts.includes(name);
}

/** A state-changing request must come from our own pages: Origin equal to Host, or Sec-Fetch-Site: same-origin. */
export function sameOrigin(req: FastifyRequest): boolean {
  const origin = req.headers.origin;
  if (typeof origin === 'string' && origin !== 'null') {
    try {
      return new URL(origin).host === req.headers.host;
    } catch {
      return false;
    }
  }
  return req.headers['sec-fetch-site'] === 'same-origin';
}

export function registerGuards(app: FastifyInstance, config: BffConfig, sessions: Sessions): void {
  app.addHook('onRequest', async (req: FastifyRequest) => {
    if (!hostAllowed(config, req.headers.host)) throw new BffHttpError(403, 'forbidden', 'This host name is not served here.');
    const path = req.url.split('?')[0] ?? '';
    if (stateChanging.has(req.method) && !path.startsWith('/webhooks/') && !sameOrigin(req)) {
      throw new BffHttpError(403, 'forbidden', 'Cross-site request refused: send it from the dashboard itself.');
    }
    if (path.startsWith('/api/') && path !== '/api/session' && !sessions.authenticated(req)) {
      throw new BffHttpError(401, 'login_required', 'Log in to use the dashboard.');
    }
  });
}
