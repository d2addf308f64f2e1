import { describe, expect, it } from 'vitest';
import type { Permission } from '../../../contract/people';
import { declaredRoutes } from '../../platform/auth/guards';
import { ownerPassword, personPassword, withPeopleDesk } from './people-fixture';
import { startInvoicingApi } from '../../../invoicing-api/server';

/**
 * Every /api route × every kind of person, generated from the routes' own declarations (read from the BFF as it was
 * built, so a new route is walked too): the answer's class — let through (2xx, or any 4xx the handler gave: a
 * 422 or 404 means the guard let it through), refused (403 `forbidden`) or asked to log in (401). The expected
 * classes are written out here, from the issue, not read from the contract's table.
 */
const embeddedApi = (dataDir: string) => startInvoicingApi({ port: 0, dataDir, rateLimit: 100_000 });
const desk = withPeopleDesk(embeddedApi, { connect: ['Table A', 'Table B'] });

type Persona = 'owner' | 'accountant' | 'staff' | 'otherOwner' | 'loggedOut';
type Outcome = 'through' | 'forbidden' | 'login';
const T = 'through' as const;
const F = 'forbidden' as const;
const expected: Record<Permission, Record<Persona, Outcome>> = {
  open: { owner: T, accountant: T, staff: T, otherOwner: T, loggedOut: T },
  'signed-in': { owner: T, accountant: T, staff: T, otherOwner: T, loggedOut: 'login' },
  'desk-owner': { owner: T, accountant: F, staff: F, otherOwner: F, loggedOut: 'login' },
  member: { owner: T, accountant: T, staff: T, otherOwner: F, loggedOut: 'login' },
  read: { owner: T, accountant: T, staff: F, otherOwner: F, loggedOut: 'login' },
  export: { owner: T, accountant: T, staff: F, otherOwner: F, loggedOut: 'login' },
  write: { owner: T, accountant: F, staff: F, otherOwner: F, loggedOut: 'login' },
  capture: { owner: T, accountant: F, staff: T, otherOwner: F, loggedOut: 'login' },
  'own-expenses': { owner: T, accountant: T, staff: T, otherOwner: F, loggedOut: 'login' },
  manage: { owner: T, accountant: F, staff: F, otherOwner: F, loggedOut: 'login' },
};

/** A value for each path parameter; a new parameter name fails the test until it is given one. */
const fill = (url: string, business: string) =>
  url.replace(/:(\w+)/g, (_, name: string) => {
    const values: Record<string, string> = {
      business,
      id: '0b6f5f6e-3d0e-4a43-9d4e-6f1c2a1b9e02',
      key: 'nobody',
      date: '2026-01-01',
      action: 'skip',
      token: 'no-such-invitation-token-000000',
    };
    const v = values[name];
    if (v === undefined) throw new Error(`The access table needs a value for :${name}`);
    return v;
  });

/** Routes that end the caller's own session: the persona logs in again after them. */
const endsSession = (method: string, url: string) =>
  method === 'DELETE' && ['/api/session', '/api/account/sessions'].includes(url);

const classOf = (status: number, code: string | undefined): Outcome =>
  status === 401 && (code === 'login_required' || code === 'totp_required')
    ? 'login'
    : status === 403
      ? 'forbidden'
      : 'through';

describe('the access table', () => {
  it('answers every route as its declared permission and the person’s role say', async () => {
    const [a, b] = [desk.businesses[0]!.id, desk.businesses[1]!.id];
    const emails: Partial<Record<Persona, string>> = {};
    const cookies: Partial<Record<Persona, string>> = { owner: desk.owner };
    const join = async (persona: Persona, business: string, role: 'owner' | 'accountant' | 'staff') => {
      emails[persona] = `${persona}@example.com`;
      cookies[persona] = (await desk.join(business, emails[persona], role)).cookie;
    };
    await join('accountant', a, 'accountant');
    await join('staff', a, 'staff');
    await join('otherOwner', b, 'owner');
    const relogin = async (persona: Persona) => {
      if (persona === 'loggedOut') return;
      const answer = await desk.login(emails[persona], persona === 'owner' ? ownerPassword : personPassword);
      cookies[persona] = answer.cookie;
    };

    const routes = declaredRoutes(desk.app).filter((r) => r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(80);
    const wrong: string[] = [];
    let walked = 0;
    for (const route of routes) {
      // The disconnect route is given a business that is not connected: it must not disconnect the table's own.
      const business = route.url === '/api/businesses/:business' ? '00000000-0000-4000-8000-000000000000' : a;
      const path = fill(route.url, business) + (route.url.endsWith('month.zip') ? '?month=2026-01' : '');
      for (const persona of ['owner', 'accountant', 'staff', 'otherOwner', 'loggedOut'] as const) {
        const body = route.method === 'GET' ? undefined : {};
        const res = await fetch(desk.url + path, {
          method: route.method,
          headers: {
            origin: desk.url,
            ...(cookies[persona] ? { cookie: cookies[persona] } : {}),
            ...(body ? { 'content-type': 'application/json' } : {}),
          },
          body: body && JSON.stringify(body),
        });
        const text = res.headers.get('content-type')?.includes('event-stream') ? '' : await res.text();
        await res.body?.cancel().catch(() => undefined); // the event stream never ends
        const code = /"code":"(\w+)"/.exec(text)?.[1];
        const want = expected[route.access!][persona];
        const got = classOf(res.status, code);
        walked++;
        if (got !== want)
          wrong.push(
            `${route.method} ${route.url} as ${persona}: ${want} expected, got ${res.status} ${code ?? ''}`,
          );
        if (endsSession(route.method, route.url)) await relogin(persona);
      }
    }
    expect(wrong).toEqual([]);
    expect(walked).toBe(routes.length * 5);
  }, 240_000);
});
