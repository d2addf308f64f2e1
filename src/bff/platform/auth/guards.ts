import { isIP } from 'node:net';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest, RouteOptions } from 'fastify';
import { isLoopbackHost } from '../../../contract/loopback';
import {
  type ActivityVerb,
  isBusinessPermission,
  type Permission,
  permissions,
} from '../../../contract/people';
import type { BffConfig } from '../config';
import { BffHttpError } from '../errors';
import { type Access, decide, type GuardDeps, recordActivity } from './access-guard';

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * What a route may declare in its `config`: a webhook is proven by its signature, not by where it comes from; every
 * /api route says which permission it needs (`access`), and one whose success the activity log records, its verb.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    crossSite?: boolean;
    access?: Permission;
    activity?: ActivityVerb;
  }
  interface FastifyRequest {
    /** Set by the guard on every /api request: who is signed in (null: nobody) and their role in the path's business. */
    access: Access | null;
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

/** The login itself: answers without a login (GET tells whether one is needed). */
export const openApiPath = '/api/session';
const underApi = (url: string) => url === '/api' || url.startsWith('/api/');

interface Declared {
  method: string;
  url: string;
  access: Permission | undefined;
  activity: ActivityVerb | undefined;
}
const declaredOf = new WeakMap<FastifyInstance, Declared[]>();

/** Every /api route of an app built with `protectedApi`, with what it declares: the access table test reads it. */
export const declaredRoutes = (app: FastifyInstance): readonly Declared[] => declaredOf.get(app) ?? [];

/** What is wrong with a route's declaration, if anything. */
function misdeclared(r: Declared): string | undefined {
  if (r.access === undefined || !(permissions as readonly string[]).includes(r.access))
    return 'declares no access';
  const scoped = r.url.includes('/:business');
  if (isBusinessPermission(r.access) && !scoped) return `needs a business for '${r.access}'`;
  if (r.activity !== undefined && !scoped) return 'records activity without a business';
  return undefined;
}

/**
 * The API's routes, protected by construction. Called first thing on the app: it watches every route added from
 * then on, and returns `protect`, which registers routes inside an encapsulated context whose hooks decide access
 * from each route's declared permission — so whatever spelling of a path the router routes to one of them
 * (`/%61pi/…`), the guard has run first. Start-up fails for a route under /api registered anywhere else, and for
 * one that declares no permission (or a business permission on a path without a business).
 */
export function protectedApi(app: FastifyInstance, guard: GuardDeps) {
  const guarded = new Set<string>();
  const api: Declared[] = [];
  declaredOf.set(app, api);
  const keyOf = (route: Pick<RouteOptions, 'method' | 'url'>) => `${String(route.method)} ${route.url}`;
  app.decorateRequest('access', null);
  app.addHook('onRoute', (route) => {
    if (!underApi(route.url)) return;
    const config = route.config ?? {};
    api.push({
      method: String(route.method),
      url: route.url,
      access: config.access,
      activity: config.activity,
    });
  });
  app.addHook('onReady', async () => {
    const unguarded = api.map(keyOf).filter((key) => !guarded.has(key));
    if (unguarded.length > 0)
      throw new Error(`API routes outside the login's scope: ${unguarded.join(', ')}`);
    const wrong = api.flatMap((r) => {
      const why = misdeclared(r);
      return why === undefined ? [] : [`${keyOf(r)} ${why}`];
    });
    if (wrong.length > 0)
      throw new Error(`API routes without a valid access declaration: ${wrong.join('; ')}`);
  });
  return async function protect(routes: FastifyPluginAsync): Promise<void> {
    await app.register(async (scope) => {
      scope.addHook('onRoute', (route) => void guarded.add(keyOf(route)));
      scope.addHook('onRequest', (req, reply) => decide(guard, req, reply));
      scope.addHook('onSend', async (req, reply, payload) => {
        try {
          recordActivity(guard, req, reply, payload);
        } catch (e) {
          req.log.error(e); // the change itself is done: a log that cannot be written does not undo its answer
        }
        return payload;
      });
      await scope.register(routes);
    });
  };
}
