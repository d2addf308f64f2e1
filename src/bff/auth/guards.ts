import { isIP } from 'node:net';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { isLoopbackHost } from '../../contract/loopback';
import type { BffConfig } from '../config';
import { BffHttpError } from '../errors';
import type { Sessions } from './sessions';

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What a route may declare in its `config`: a webhook is proven by its signature, not by where it comes from. */
declare module 'fastify' {
  interface FastifyContextConfig {
    crossSite?: boolean;
  }
}

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
  return (
    isLoopbackHost(name) ||
    isIP(bare) !== 0 ||
    name === config.host.toLowerCase() ||
    config.allowedHosts.includes(name)
  );
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

/**
 * Every request: a Host we serve, and a state-changing one from our own pages unless the route it was routed to
 * declares `crossSite` (the webhook receiver). Decided on the route the router picked, never on the URL's spelling.
 */
export function registerSiteGuards(app: FastifyInstance, config: BffConfig): void {
  app.addHook('onRequest', async (req: FastifyRequest) => {
    if (!hostAllowed(config, req.headers.host))
      throw new BffHttpError(403, 'forbidden', 'This host name is not served here.');
    if (stateChanging.has(req.method) && req.routeOptions.config.crossSite !== true && !sameOrigin(req)) {
      throw new BffHttpError(
        403,
        'forbidden',
        'Cross-site request refused: send it from the dashboard itself.',
      );
    }
  });
}

/** The one API path that answers without a login: the login itself (GET tells whether one is needed). */
export const openApiPath = '/api/session';
const underApi = (url: string) => url === '/api' || url.startsWith('/api/');

/**
 * The API's routes, protected by construction. Called first thing on the app: it watches every route added from
 * then on, and returns `protect`, which registers routes inside an encapsulated context whose onRequest hook asks
 * for a login — so whatever spelling of a path the router routes to one of them (`/%61pi/…`), the hook has run
 * first. A route under /api (but the login's) registered anywhere else makes start-up fail: none can exist unguarded.
 */
export function protectedApi(app: FastifyInstance, sessions: Sessions) {
  const guarded = new Set<string>();
  const api: string[] = [];
  app.addHook('onRoute', (route) => {
    if (underApi(route.url) && route.url !== openApiPath) api.push(`${String(route.method)} ${route.url}`);
  });
  app.addHook('onReady', async () => {
    const unguarded = api.filter((key) => !guarded.has(key));
    if (unguarded.length > 0)
      throw new Error(`API routes outside the login's scope: ${unguarded.join(', ')}`);
  });
  return async function protect(routes: FastifyPluginAsync): Promise<void> {
    await app.register(async (scope) => {
      scope.addHook('onRoute', (route) => void guarded.add(`${String(route.method)} ${route.url}`));
      scope.addHook('onRequest', async (req) => {
        if (!sessions.authenticated(req))
          throw new BffHttpError(401, 'login_required', 'Log in to use the dashboard.');
      });
      await scope.register(routes);
    });
  };
}
