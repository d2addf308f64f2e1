import argon2 from 'argon2';
import { TOTP, Secret } from 'otpauth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ownerPassword, personPassword, withPeopleDesk } from '../../features/people/people-fixture';
import { startInvoicingApi } from '../../../invoicing-api/server';

/** A clock the test moves: each TOTP code belongs to a 30-second step, and a step is good once. */
let shiftMs = 0;
const clock = { now: () => new Date(Date.UTC(2026, 0, 15, 9) + shiftMs) };
const embeddedApi = (dataDir: string) => startInvoicingApi({ port: 0, dataDir, rateLimit: 100_000 });
const desk = withPeopleDesk(embeddedApi, { connect: ['Hardened Ltd'], bff: { clock } });
afterEach(() => vi.restoreAllMocks());

const sameOrigin = { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' };
/** A login from a given client address (injected: the test cannot send from other addresses). */
const loginFrom = async (address: string, email: string, password: string) => {
  const t0 = Date.now();
  const res = await desk.app.inject({
    method: 'POST',
    url: '/api/session',
    remoteAddress: address,
    headers: sameOrigin,
    payload: { email, password },
  });
  return { status: res.statusCode, code: (res.json() as { code?: string }).code, ms: Date.now() - t0 };
};

describe('an unknown e-mail and a wrong password', () => {
  it('get the same answer, each after an argon2 check of the same cost', async () => {
    await desk.join(desk.biz.id, 'known@example.com', 'accountant');
    const verify = vi.spyOn(argon2, 'verify');
    const answer = async (email: string) => {
      const res = await desk.app.inject({
        method: 'POST',
        url: '/api/session',
        remoteAddress: `10.1.0.${email.length}`,
        headers: sameOrigin,
        payload: { email, password: 'not the password' },
      });
      const { date: _d, ...headers } = res.headers;
      return { status: res.statusCode, body: res.body, headers };
    };
    const unknown = await answer('nobody@example.com');
    const wrong = await answer('known@example.com');
    expect(unknown).toEqual(wrong);
    expect(unknown.status).toBe(401);
    expect(JSON.parse(unknown.body)).toMatchObject({
      code: 'login_required',
      message: 'Wrong e-mail or password.',
    });
    expect(verify).toHaveBeenCalledTimes(2);
    const [dummy, real] = verify.mock.calls.map(([hash]) => hash.split('$').slice(1, 4).join('$'));
    expect(dummy).toBe(real); // argon2id, the same version, memory, time and lanes
    expect(dummy).toMatch(/^argon2id\$v=19\$m=\d+,p=\d+,t=\d+$/);
  });
});

describe('guessing one account from many addresses', () => {
  it('slows the account down whichever address the next guess comes from', async () => {
    await desk.join(desk.biz.id, 'target@example.com', 'accountant');
    expect((await loginFrom('10.2.0.1', 'target@example.com', 'guess 1')).status).toBe(401); // 0.5 s
    expect((await loginFrom('10.2.0.1', 'target@example.com', 'guess 2')).status).toBe(401); // 1 s
    // A new address, and a fresh account for comparison: the account's third failure waits 2 s, a first one 0.5 s.
    const fresh = await loginFrom('10.2.0.3', 'other@example.com', 'guess');
    const third = await loginFrom('10.2.0.2', 'target@example.com', 'guess 3');
    expect([fresh.status, third.status]).toEqual([401, 401]);
    expect(third.ms).toBeGreaterThanOrEqual(1950);
    // Five waiting at one account, from five addresses: the sixth is refused at once (right passwords: no delays).
    await desk.join(desk.biz.id, 'crowded@example.com', 'accountant');
    const crowd = await Promise.all(
      Array.from({ length: 6 }, (_, i) => loginFrom(`10.3.0.${i}`, 'crowded@example.com', personPassword)),
    );
    expect(crowd.filter((a) => a.status === 429).map((a) => a.code)).toEqual(['rate_limited']);
  }, 60_000);
});

describe('the second factor', () => {
  it('is turned on with a code, then asked at every login, and turned off with a code', async () => {
    const { call, owner } = desk;
    const setup = await call(owner, 'POST', '/api/account/totp');
    const { secret, uri } = setup.body.data as { secret: string; uri: string };
    expect(uri).toMatch(/^otpauth:\/\/totp\/Invoice%20Desk:owner%40localhost\?.*secret=/);
    const totp = new TOTP({ secret: Secret.fromBase32(secret) });
    const code = () => {
      shiftMs += 30_000; // a new step: a code is good once
      return totp.generate({ timestamp: clock.now().getTime() });
    };
    expect((await call(owner, 'POST', '/api/account/totp/confirm', { code: '000000' })).status).toBe(422);
    const on = await call(owner, 'POST', '/api/account/totp/confirm', { code: code() });
    const recovery = (on.body.data as { recovery_codes: string[] }).recovery_codes;
    expect(recovery).toHaveLength(10);
    expect((await call(owner, 'GET', '/api/session')).body.data).toMatchObject({
      account: { totp_enabled: true },
    });

    const asked = await desk.login(undefined, ownerPassword);
    expect([asked.status, asked.body.code, asked.cookie]).toEqual([401, 'totp_required', undefined]);
    const wrongPassword = await desk.login(undefined, 'wrong', '123456');
    expect(wrongPassword.body.code).toBe('login_required'); // no word about the second factor before the password
    expect((await desk.login(undefined, ownerPassword, '000000')).body.code).toBe('totp_required');
    const now = code();
    const withCode = await desk.login(undefined, ownerPassword, now);
    expect(withCode.status).toBe(200);
    expect((await desk.login(undefined, ownerPassword, now)).status).toBe(401); // the same step again
    expect((await desk.login('owner@localhost', ownerPassword, recovery[0])).status).toBe(200);
    expect((await desk.login('owner@localhost', ownerPassword, recovery[0])).status).toBe(401); // spent

    const session = withCode.cookie!;
    expect((await call(session, 'DELETE', '/api/account/totp', { code: '000000' })).status).toBe(422);
    expect((await call(session, 'DELETE', '/api/account/totp', { code: code() })).status).toBe(204);
    expect((await desk.login(undefined, ownerPassword)).status).toBe(200);
  }, 60_000);
});
