import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { GuardDeps } from './access-guard';
import { declaredRoutes, protectedApi } from './guards';

/**
 * Start-up refuses an /api route that does not say which permission it needs — inside the guarded scope too — and
 * one that asks a business's permission on a path without a business. (`route-guard.test.ts` covers a route
 * registered outside the scope.) The guard itself is never asked here: these fail before the first request.
 */
const guard = {} as GuardDeps;
const handler = async () => ({ ok: true });

async function start(register: Parameters<ReturnType<typeof protectedApi>>[0]) {
  const app = Fastify();
  const protect = protectedApi(app, guard);
  await protect(register);
  return app;
}

describe('access declarations', () => {
  it('refuses to start with a route that declares no access', async () => {
    const app = await start(async (api) => {
      api.get('/api/b/:business/declared', { config: { access: 'read' } }, handler);
      api.post('/api/b/:business/undeclared', handler);
    });
    await expect(app.ready()).rejects.toThrow(/POST \/api\/b\/:business\/undeclared declares no access/);
  });

  it('refuses a business permission, or an activity, on a path without a business', async () => {
    const app = await start(async (api) => {
      api.get('/api/reports', { config: { access: 'read' } }, handler);
      api.post('/api/things', { config: { access: 'signed-in', activity: 'exported' } }, handler);
    });
    await expect(app.ready()).rejects.toThrow(
      /GET \/api\/reports needs a business for 'read'.*POST \/api\/things records activity without a business/,
    );
  });

  it('starts when every route declares one, and lists them with their declarations', async () => {
    const app = await start(async (api) => {
      api.get('/api/session', { config: { access: 'open' } }, handler);
      api.post(
        '/api/b/:business/invoices',
        { config: { access: 'write', activity: 'invoice.issued' } },
        handler,
      );
    });
    await app.ready();
    expect(declaredRoutes(app).filter((r) => r.method !== 'HEAD')).toEqual([
      { method: 'GET', url: '/api/session', access: 'open', activity: undefined },
      { method: 'POST', url: '/api/b/:business/invoices', access: 'write', activity: 'invoice.issued' },
    ]);
    await app.close();
  });
});
