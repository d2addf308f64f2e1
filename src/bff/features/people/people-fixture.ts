import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { languageCookie, type Locale } from '../../../contract/locales';
import type { Role } from '../../../contract/people';
import { buildBff } from '../../app';
import { type BffConfig, defaultConfig } from '../../platform/config';
import { type ApiFixture, type ApiUnderTest, type Business, withApi } from '../../testing/fixture';
import { consoleOf, noMirrorSync, tempDir, until } from '../../testing/harness';

/** The desk owner's password in these tests, and every invited person's. */
export const ownerPassword = 'correct horse battery';
export const personPassword = 'staple battery horse 42';

/** What one request answered: its status, its JSON body (if any) and the session cookie it set (if any). */
export interface Answer {
  status: number;
  body: { code?: string; data?: unknown; errors?: Record<string, string[]> } & Record<string, unknown>;
  cookie: string | undefined;
}

/** Requests as the dashboard's own page sends them, with a person's session cookie (or none). */
export function client(bffUrl: string) {
  const origin = new URL(bffUrl).origin;
  return async (
    cookie: string | undefined,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<Answer> => {
    const res = await fetch(bffUrl + path, {
      method,
      headers: {
        origin,
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: Answer['body'] = {};
    try {
      parsed = JSON.parse(text) as Answer['body'];
    } catch {
      // a file, or no body
    }
    return { status: res.status, body: parsed, cookie: res.headers.get('set-cookie')?.split(';')[0] };
  };
}

export interface PeopleDesk extends ApiFixture {
  app: FastifyInstance;
  url: string;
  /** The BFF's data dir (the embedded API's is `dataDir`). */
  deskData: string;
  businesses: Business[];
  biz: Business;
  call: ReturnType<typeof client>;
  /** The desk owner's session. */
  owner: string;
  login(email: string | undefined, password: string, totp?: string): Promise<Answer>;
  /** Invites `email` to `business` as the owner, reads the e-mail back from the local outbox: the token in its link. */
  /** `language`: the owner's dashboard speaks it (its cookie), so the invitation is written in it. */
  invite(
    business: string,
    email: string,
    role: Role,
    language?: Locale,
  ): Promise<{ token: string; text: string; subject: string; id: string }>;
  /** Invites and accepts: the new person's session cookie and id. */
  join(business: string, email: string, role: Role): Promise<{ cookie: string; id: string }>;
}

/**
 * A desk with a login (DESK_PASSWORD) on the embedded API (the test file passes its start: only tests may import
 * it), `connect`ed businesses connected by its owner.
 */
export function withPeopleDesk(
  startApi: (dataDir: string) => Promise<ApiUnderTest>,
  o: { connect: string[]; bff?: Partial<BffConfig> },
): PeopleDesk {
  const desk = withApi(startApi) as PeopleDesk;
  let removeData = async () => undefined as void;
  beforeAll(async () => {
    const data = await tempDir('desk-people-');
    removeData = data.remove;
    desk.deskData = data.dir;
    const config = defaultConfig({
      dataDir: data.dir,
      apiBaseUrl: desk.api.baseUrl,
      password: ownerPassword,
      ...noMirrorSync,
      ...o.bff,
    });
    desk.app = (
      await buildBff({ ...config, rateLimit: { limit: 100_000, windowMs: 60_000, marginMs: 0 } })
    ).app;
    await desk.app.listen({ host: '127.0.0.1', port: 0 });
    desk.url = `http://127.0.0.1:${(desk.app.server.address() as { port: number }).port}`;
    desk.businesses = [];
    desk.call = client(desk.url);
    desk.login = (email, password, totp) =>
      desk.call(undefined, 'POST', '/api/session', { email, password, totp });
    desk.owner = (await desk.login(undefined, ownerPassword)).cookie!;
    for (const title of o.connect) {
      const b = await consoleOf(desk.api).business(title);
      const res = await desk.call(desk.owner, 'POST', '/api/businesses', { token: b.token });
      if (res.status !== 201) throw new Error(`connecting ${title}: ${res.status}`);
      desk.businesses.push({ id: b.id, token: b.token });
    }
    desk.biz = desk.businesses[0]!;
    desk.invite = async (business, email, role, language) => {
      const cookie = language ? `${desk.owner}; ${languageCookie}=${language}` : desk.owner;
      const res = await desk.call(cookie, 'POST', `/api/b/${business}/invitations`, { email, role });
      if (res.status !== 201) throw new Error(`inviting ${email}: ${res.status} ${JSON.stringify(res.body)}`);
      const id = (res.body.data as { id: string }).id;
      const file = join(desk.deskData, 'outbox', `${id}.eml`);
      const eml = await until(() => readFile(file).catch(() => undefined));
      const mail = await simpleParser(eml);
      const token = /\/invite\/([\w-]+)/.exec(mail.text ?? '')?.[1];
      if (!token) throw new Error('no invitation link in the e-mail');
      return { token, text: mail.text ?? '', subject: mail.subject ?? '', id };
    };
    desk.join = async (business, email, role) => {
      const { token } = await desk.invite(business, email, role);
      const res = await desk.call(undefined, 'POST', `/api/invitations/${token}/accept`, {
        password: personPassword,
      });
      if (res.status !== 200)
        throw new Error(`accepting for ${email}: ${res.status} ${JSON.stringify(res.body)}`);
      return { cookie: res.cookie!, id: (res.body.data as { id: string }).id };
    };
  });
  afterAll(async () => {
    await desk.app?.close();
    await removeData();
  });
  return desk;
}
