import { afterAll, beforeAll } from 'vitest';
import type { BffConfig } from '../platform/config';
import { type ApiHandle, browser, consoleOf, jsonBody, startTestBff, tempDir, until } from './harness';

export interface ApiUnderTest extends ApiHandle {
  close(): Promise<void>;
}
export interface Business {
  id: string;
  token: string;
}

/** The embedded API a test file runs against, filled in by `beforeAll`. */
export interface ApiFixture {
  /** The file may replace it (a restart on the same data dir): the one set at the end is closed. */
  api: ApiUnderTest;
  dataDir: string;
}

/** What a BFF test file works with once `beforeAll` ran. */
export interface Desk extends ApiFixture {
  bff: Awaited<ReturnType<typeof startTestBff>>;
  /** Fetch against the BFF as the dashboard's own page would. */
  get: ReturnType<typeof browser>;
  /** The businesses named in `connect`, in order, connected through the BFF. */
  businesses: Business[];
  /** The first of them. */
  biz: Business;
}

/**
 * The embedded API on loopback with a fresh data dir, closed and removed after the file (or the describe block it
 * is called in). The file passes the API's start function: only test files may import the embedded API. Hooks
 * the file registers later run after this `beforeAll` and before this `afterAll` (vitest's stack order).
 */
export function withApi(startApi: (dataDir: string) => Promise<ApiUnderTest>): ApiFixture {
  const fixture = {} as ApiFixture;
  let removeDir = async () => undefined as void;
  beforeAll(async () => {
    const dir = await tempDir('desk-api-');
    removeDir = dir.remove;
    fixture.dataDir = dir.dir;
    fixture.api = await startApi(dir.dir);
  });
  afterAll(async () => {
    await fixture.api?.close();
    await removeDir();
  });
  return fixture;
}

/**
 * The common start of a BFF test file: `withApi`, a BFF in front of it, and businesses connected through the BFF;
 * all closed and removed after the file.
 */
export function withDesk(
  startApi: (dataDir: string) => Promise<ApiUnderTest>,
  o: { bff?: Partial<BffConfig>; connect?: string[] } = {},
): Desk {
  const desk = withApi(startApi) as Desk;
  desk.businesses = [];
  beforeAll(async () => {
    Object.assign(desk, await startDesk(desk.api, o.bff, o.connect ?? []));
  });
  afterAll(async () => {
    await desk.bff?.close();
  });
  return desk;
}

/** A BFF in front of `api` with the businesses titled `connect` connected through it, in order; the caller closes it. */
export async function startDesk(api: ApiHandle, config: Partial<BffConfig> = {}, connect: string[] = []) {
  const bff = await startTestBff(api.baseUrl, config);
  const get = browser(bff.url);
  const businesses: Business[] = [];
  try {
    for (const title of connect) {
      const b = await consoleOf(api).business(title);
      const res = await get('/api/businesses', { method: 'POST', ...jsonBody({ token: b.token }) });
      if (res.status !== 201) throw new Error(`connecting ${title}: ${res.status} ${await res.text()}`);
      businesses.push({ id: b.id, token: b.token });
    }
  } catch (e) {
    await bff.close();
    throw e;
  }
  return { bff, get, businesses, biz: businesses[0]! };
}

/**
 * Connects a business through the desk with its webhook set up at the API, as a live desk is (a change reaches its
 * mirror at once); the BFF's answer.
 */
export async function connectHooked(desk: Desk, business: Business): Promise<Response> {
  const { secret } = await consoleOf(desk.api).webhook(
    business.id,
    `${desk.bff.url}/webhooks/${business.id}`,
  );
  return desk.get('/api/businesses', {
    method: 'POST',
    ...jsonBody({ token: business.token, webhook_secret: secret }),
  });
}

/** Waits until each business's mirror has had its first complete walk: what the file set up is then in it. */
export async function mirrorsReady(desk: Desk, ...businesses: string[]): Promise<void> {
  const state = async (id: string) =>
    ((await (await desk.get(`/api/b/${id}/mirror`)).json()) as { data: { state: string } }).data.state;
  for (const id of businesses) await until(async () => (await state(id)) === 'ready');
}

/** A call straight to the API with a business's own token, as another client of the API (the vendor's app) makes. */
export function asOwner(api: ApiHandle, business: { token: string }) {
  return (method: string, path: string, body?: unknown) =>
    fetch(`${api.baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${business.token}`,
        accept: 'application/json',
        ...(body === undefined || body instanceof FormData ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
    });
}
