import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInvoicingApi } from '../../../invoicing-api/server';
import { assertSafeBind, defaultConfig } from '../config';
import { withDesk } from '../../testing/fixture';
import { consoleOf, jsonBody, sampleInvoiceBody, sseClient, startTestBff } from '../../testing/harness';

/** `desk.bff` is open (no password, on loopback); `locked` asks for one. */
const desk = withDesk((dataDir) => startInvoicingApi({ port: 0, dataDir, rateLimit: 1000 }));
let locked: Awaited<ReturnType<typeof startTestBff>>;
beforeAll(async () => {
  locked = await startTestBff(desk.api.baseUrl, { password: 'correct horse battery' });
});
afterAll(() => locked.close());

describe('binding and login', () => {
  it('refuses to start off loopback without DESK_PASSWORD, with a clear message', () => {
    const dataDir = '/nonexistent';
    expect(() => assertSafeBind(defaultConfig({ dataDir, host: '0.0.0.0' }))).toThrow(/DESK_PASSWORD/);
    expect(() => assertSafeBind(defaultConfig({ dataDir, host: '192.168.1.20' }))).toThrow(/DESK_PASSWORD/);
    expect(() => assertSafeBind(defaultConfig({ dataDir, host: '0.0.0.0', password: 'pw' }))).not.toThrow();
    expect(() => assertSafeBind(defaultConfig({ dataDir, host: '127.0.0.1' }))).not.toThrow();
    expect(() => assertSafeBind(defaultConfig({ dataDir, host: 'localhost' }))).not.toThrow();
  });

  it('needs no login on loopback without a password', async () => {
    const s = await (await fetch(`${desk.bff.url}/api/session`)).json();
    expect(s).toEqual({ data: { login_required: false, authenticated: true, max_upload_mb: 20 } });
    expect((await fetch(`${desk.bff.url}/api/businesses`)).status).toBe(200);
  });

  it('with a password: API closed until login, wrong password slowed and refused, cookie HttpOnly SameSite=Strict', async () => {
    const origin = new URL(locked.url).origin;
    expect(await (await fetch(`${locked.url}/api/session`)).json()).toEqual({
      data: { login_required: true, authenticated: false, max_upload_mb: 20 },
    });
    const closed = await fetch(`${locked.url}/api/businesses`);
    expect(closed.status).toBe(401);
    expect(await closed.json()).toMatchObject({ code: 'login_required' });
    expect((await fetch(`${locked.url}/api/events`)).status).toBe(401);

    const blank = await fetch(`${locked.url}/api/session`, {
      method: 'POST',
      ...jsonBody({ password: '' }),
      headers: { origin, 'content-type': 'application/json' },
    });
    expect([blank.status, await blank.json()]).toEqual([
      422,
      {
        status: 422,
        code: 'validation',
        message: 'Enter the password.',
        errors: { password: ['Enter the password.'] },
      },
    ]);

    const t0 = Date.now();
    const wrong = await fetch(`${locked.url}/api/session`, {
      method: 'POST',
      ...jsonBody({ password: 'nope' }),
      headers: { origin, 'content-type': 'application/json' },
    });
    expect(wrong.status).toBe(401);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(450);
    expect(wrong.headers.get('set-cookie')).toBeNull();

    const ok = await fetch(`${locked.url}/api/session`, {
      method: 'POST',
      body: JSON.stringify({ password: 'correct horse battery' }),
      headers: { origin, 'content-type': 'application/json' },
    });
    expect(ok.status).toBe(200);
    const cookie = ok.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    const session = cookie.split(';')[0]!;
    expect((await fetch(`${locked.url}/api/businesses`, { headers: { cookie: session } })).status).toBe(200);
    expect(
      (await fetch(`${locked.url}/api/session`, { method: 'DELETE', headers: { cookie: session, origin } }))
        .status,
    ).toBe(204);
    expect((await fetch(`${locked.url}/api/businesses`, { headers: { cookie: session } })).status).toBe(401);
  });
});

describe('the session cookie', () => {
  it('lasts 12 hours, is Secure behind https (X-Forwarded-Proto), and is cleared on logout', async () => {
    const origin = new URL(locked.url).origin;
    const login = (extra: Record<string, string>) =>
      fetch(`${locked.url}/api/session`, {
        method: 'POST',
        ...jsonBody({ password: 'correct horse battery' }),
        headers: { origin, 'content-type': 'application/json', ...extra },
      });
    expect((await login({})).headers.get('set-cookie')).not.toMatch(/Secure/);
    const cookie = (await login({ 'x-forwarded-proto': 'https' })).headers.get('set-cookie') ?? '';
    for (const flag of ['HttpOnly', 'SameSite=Strict', 'Secure', 'Path=/', 'Max-Age=43200'])
      expect(cookie).toContain(`; ${flag}`);
    const out = await fetch(`${locked.url}/api/session`, {
      method: 'DELETE',
      headers: { cookie: cookie.split(';')[0]!, origin },
    });
    expect(out.headers.get('set-cookie')).toMatch(/^desk_session=; Max-Age=0;/);
  });
});

describe('guessing the password', () => {
  it('checks attempts from one address one after another, refuses a crowd at once, and still lets the right one in', async () => {
    const origin = new URL(locked.url).origin;
    const t0 = Date.now();
    const attempt = async (password: string) => {
      const res = await fetch(`${locked.url}/api/session`, {
        method: 'POST',
        ...jsonBody({ password }),
        headers: { origin, 'content-type': 'application/json' },
      });
      return {
        status: res.status,
        retryAfter: res.headers.get('retry-after'),
        body: (await res.json()) as { code: string },
        ms: Date.now() - t0,
      };
    };
    const answers = await Promise.all(['a', 'b', 'c', 'd', 'e'].map(attempt));
    const busy = answers.filter((a) => a.status === 429);
    const wrong = answers.filter((a) => a.status === 401).sort((a, b) => a.ms - b.ms);
    expect(busy).toHaveLength(2);
    expect(wrong).toHaveLength(3);
    // Refused at once: before the first guess in the line was even answered (an order, not a clock reading, so a
    // loaded machine cannot fail it).
    expect(
      busy.every((a) => a.body.code === 'rate_limited' && a.retryAfter === '8' && a.ms < wrong[0]!.ms),
    ).toBe(true);
    // 0.5 s, then 1 s, then 2 s: three guesses in a line, not three at once
    expect(wrong[0]!.ms).toBeGreaterThanOrEqual(450);
    expect(wrong[1]!.ms).toBeGreaterThanOrEqual(1450);
    expect(wrong[2]!.ms).toBeGreaterThanOrEqual(3450);
    expect((await attempt('correct horse battery')).status).toBe(200);
  }, 15_000);
});

describe('same-origin and host checks', () => {
  it('refuses state-changing requests without a same-origin proof, and accepts them with one', async () => {
    const body = JSON.stringify({ token: 'x' });
    const headers = { 'content-type': 'application/json' };
    const cases: [Record<string, string>, number][] = [
      [{}, 403],
      [{ origin: 'https://evil.example' }, 403],
      [{ origin: 'null' }, 403],
      [{ 'sec-fetch-site': 'cross-site' }, 403],
      [{ 'sec-fetch-site': 'same-site' }, 403],
      [{ origin: new URL(desk.bff.url).origin }, 422], // passes the check; the token itself is then refused
      [{ 'sec-fetch-site': 'same-origin' }, 422],
    ];
    for (const [extra, status] of cases) {
      const res = await fetch(`${desk.bff.url}/api/businesses`, {
        method: 'POST',
        body,
        headers: { ...headers, ...extra },
      });
      expect(res.status, JSON.stringify(extra)).toBe(status);
      if (status === 403) expect(await res.json()).toMatchObject({ code: 'forbidden' });
    }
    const del = await fetch(`${desk.bff.url}/api/businesses/00000000-0000-4000-8000-000000000000`, {
      method: 'DELETE',
      headers: { origin: 'https://evil.example' },
    });
    expect(del.status).toBe(403);
  });

  it('answers only to its own host names (DNS rebinding)', async () => {
    const port = new URL(desk.bff.url).port;
    const { request } = await import('node:http');
    const status = (host: string) =>
      new Promise<number>((resolve, reject) => {
        request({ host: '127.0.0.1', port, path: '/api/businesses', headers: { host } }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
          .on('error', reject)
          .end();
      });
    expect(await status('evil.example')).toBe(403);
    expect(await status(`evil.example:${port}`)).toBe(403);
    expect(await status(`localhost:${port}`)).toBe(200);
    expect(await status(`127.0.0.1:${port}`)).toBe(200);
  });

  it('sends the security headers on pages, API answers and the event stream', async () => {
    const sse = sseClient(`${desk.bff.url}/api/events`);
    const responses = [
      await fetch(`${desk.bff.url}/api/businesses`),
      await fetch(`${desk.bff.url}/healthz`),
      await sse.ready,
    ];
    for (const res of responses) {
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      // Left out on purpose (security-headers.ts): it costs every page a second commit in a new process.
      expect(res.headers.get('cross-origin-opener-policy')).toBeNull();
    }
    sse.close();
  });
});

describe('token custody', () => {
  it('never lets the token reach anything the browser receives', async () => {
    const biz = await consoleOf(desk.api).business('Custody Co');
    const origin = new URL(desk.bff.url).origin;
    const seen: string[] = [];
    const record = async (res: Response) => {
      seen.push(JSON.stringify([...res.headers.entries()]), await res.text());
      return res;
    };
    const sse = sseClient(`${desk.bff.url}/api/events`);
    await sse.ready;
    const send = (path: string, init: RequestInit = {}) =>
      fetch(desk.bff.url + path, {
        ...init,
        headers: { origin, ...(init.headers as Record<string, string>) },
      }).then(record);
    await send('/api/businesses', { method: 'POST', ...jsonBody({ token: biz.token }) });
    await send('/api/businesses');
    await send(`/api/b/${biz.id}/profile`);
    await send(`/api/b/${biz.id}/currencies`);
    await send(`/api/b/${biz.id}/invoices`, { method: 'POST', ...jsonBody(sampleInvoiceBody()) });
    await send(`/api/b/${biz.id}/invoices`, { method: 'POST', ...jsonBody({ bad: true }) });
    await send(`/api/b/${biz.id}/invoices`);
    await send(`/api/b/${biz.id}/expenses`);
    await send('/api/session');
    await send('/healthz');
    sse.close();
    seen.push(...sse.raw);
    expect(seen.length).toBeGreaterThan(10);
    for (const s of seen) expect(s).not.toContain(biz.token);
  });
});
