import { renameSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startInvoicingApi } from '../../../invoicing-api/server';
import { buildBff } from '../../app';
import { type BffConfig, defaultConfig } from '../../platform/config';
import { withApi } from '../../testing/fixture';
import { consoleOf, noMirrorSync, sampleInvoiceBody, tempDir } from '../../testing/harness';
import { client, ownerPassword } from './people-fixture';

/** Desks started, stopped and started again on one data dir: what a start with (another) DESK_PASSWORD does. */
const embedded = withApi((dataDir) => startInvoicingApi({ port: 0, dataDir, rateLimit: 100_000 }));
let data: Awaited<ReturnType<typeof tempDir>>;
let running: FastifyInstance | undefined;
/** Each test's desk has a data dir of its own. */
beforeEach(async () => {
  data = await tempDir('desk-bootstrap-');
});
afterEach(async () => {
  await running?.close();
  running = undefined;
  await data.remove();
});

/** (Re)starts the desk on the test's data dir. */
async function start(over: Partial<BffConfig>) {
  await running?.close();
  const bff = await buildBff(
    defaultConfig({ dataDir: data.dir, apiBaseUrl: embedded.api.baseUrl, ...noMirrorSync, ...over }),
  );
  running = bff.app;
  await bff.app.listen({ host: '127.0.0.1', port: 0 });
  const call = client(`http://127.0.0.1:${(bff.app.server.address() as { port: number }).port}`);
  return {
    bff,
    call,
    login: (body: Record<string, string>) => call(undefined, 'POST', '/api/session', body),
  };
}

/** The tables this feature adds to the desk's database: a desk of the release before it has none of them. */
const peopleTables = [
  'people',
  'memberships',
  'recovery_codes',
  'invitations',
  'sessions',
  'activity',
  'expense_creators',
];

describe('an existing install', () => {
  it('keeps its login, businesses and data when the new release starts on it', async () => {
    // The release before: a desk with a password, a business connected, an invoice issued and e-mailed...
    let desk = await start({ password: ownerPassword });
    let owner = (await desk.login({ password: ownerPassword })).cookie;
    const biz = await consoleOf(embedded.api).business('Upgraded Ltd');
    expect((await desk.call(owner, 'POST', '/api/businesses', { token: biz.token })).status).toBe(201);
    const invoice = (await desk.call(owner, 'POST', `/api/b/${biz.id}/invoices`, sampleInvoiceBody())).body
      .data as { id: string };
    const sent = await desk.call(owner, 'POST', `/api/b/${biz.id}/invoices/${invoice.id}/emails`, {
      kind: 'invoice',
      to: ['buyer@example.com'],
    });
    expect(sent.status).toBe(202);
    await running!.close();
    running = undefined;
    // ...whose database holds none of the people tables (dropped here: that release never made them).
    const db = new Database(join(data.dir, 'desk.sqlite'));
    for (const table of peopleTables) db.exec(`DROP TABLE ${table}`);
    const tables = (
      db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[]
    ).filter((t) => peopleTables.includes(t));
    expect(tables).toEqual([]);
    expect(db.prepare('SELECT count(*) FROM emails').pluck().get()).toBe(1);
    db.pragma('user_version = 0'); // that release counted no migrations, and named its file mail.sqlite
    db.close();
    renameSync(join(data.dir, 'desk.sqlite'), join(data.dir, 'mail.sqlite'));

    desk = await start({ password: ownerPassword });
    const login = await desk.login({ password: ownerPassword });
    expect(login.status).toBe(200);
    owner = login.cookie;
    expect(login.body.data).toMatchObject({
      login_required: true,
      authenticated: true,
      account: { email: 'owner@localhost', desk_owner: true, roles: { [biz.id]: 'owner' } },
    });
    expect((await desk.call(owner, 'GET', '/api/businesses')).body.data).toEqual([
      { id: biz.id, title: 'Upgraded Ltd', business_type: 'association', role: 'owner' },
    ]);
    expect((await desk.call(owner, 'GET', `/api/b/${biz.id}/invoices/${invoice.id}`)).status).toBe(200);
    const emails = (await desk.call(owner, 'GET', `/api/b/${biz.id}/emails`)).body.data as {
      invoice_id: string;
    }[];
    expect(emails.map((e) => e.invoice_id)).toEqual([invoice.id]);
  }, 60_000);
});

describe('the desk owner from DESK_PASSWORD', () => {
  it('logs in by e-mail too, keeps sessions across a restart, and is reset by another DESK_PASSWORD', async () => {
    let desk = await start({ password: ownerPassword, ownerEmail: 'boss@example.com' });
    const first = await desk.login({ email: 'boss@example.com', password: ownerPassword });
    const second = await desk.login({ password: ownerPassword });
    expect([first.status, second.status]).toEqual([200, 200]);
    const sessions = await desk.call(first.cookie, 'GET', '/api/account/sessions');
    expect((sessions.body.data as { current: boolean }[]).map((s) => s.current).sort()).toEqual([
      false,
      true,
    ]);

    // The same DESK_PASSWORD again: sessions kept (they live in the database), nothing reset.
    desk = await start({ password: ownerPassword, ownerEmail: 'boss@example.com' });
    expect((await desk.call(first.cookie, 'GET', '/api/businesses')).status).toBe(200);
    // Logged out everywhere: both sessions end, and stay ended after another restart.
    expect((await desk.call(second.cookie, 'DELETE', '/api/account/sessions')).status).toBe(204);
    desk = await start({ password: ownerPassword, ownerEmail: 'boss@example.com' });
    expect((await desk.call(first.cookie, 'GET', '/api/businesses')).status).toBe(401);
    expect((await desk.call(second.cookie, 'GET', '/api/businesses')).status).toBe(401);

    const kept = (await desk.login({ password: ownerPassword })).cookie;
    desk = await start({ password: 'a brand new password', ownerEmail: 'boss@example.com' });
    expect((await desk.call(kept, 'GET', '/api/businesses')).status).toBe(401); // a reset ends the owner's sessions
    expect((await desk.login({ password: ownerPassword })).status).toBe(401);
    expect((await desk.login({ email: 'boss@example.com', password: 'a brand new password' })).status).toBe(
      200,
    );
  }, 60_000);

  it('asks no login without DESK_PASSWORD, answers the session as before, and invites nobody', async () => {
    const desk = await start({ password: undefined });
    expect((await desk.call(undefined, 'GET', '/api/session')).body).toEqual({
      data: { login_required: false, authenticated: true, max_upload_mb: 20 },
    });
    const biz = await consoleOf(embedded.api).business('Open Desk Ltd');
    expect((await desk.call(undefined, 'POST', '/api/businesses', { token: biz.token })).status).toBe(201);
    const invite = await desk.call(undefined, 'POST', `/api/b/${biz.id}/invitations`, {
      email: 'x@example.com',
      role: 'staff',
    });
    expect([invite.status, invite.body.code]).toEqual([409, 'conflict']);
  }, 30_000);
});
