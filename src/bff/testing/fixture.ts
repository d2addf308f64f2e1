import { afterAll, beforeAll } from 'vitest';
import type { BffConfig } from '../config';
import { type ApiHandle, browser, consoleOf, jsonBody, startTestBff, tempDir } from './harness';

export interface ApiUnderTest extends ApiHandle {
  close(): Promise<void>;
}
export interface Business {
  id: string;
  token: string;
}

/** What a BFF test file works with once `beforeAll` ran. */
export interface Desk {
  api: ApiUnderTest;
  bff: Awaited<ReturnType<typeof startTestBff>>;
  /** Fetch against the BFF as the dashboard's own page would. */
  get: ReturnType<typeof browser>;
  /** The businesses named in `connect`, in order, connected through the BFF. */
  businesses: Business[];
  /** The first of them. */
  biz: Business;
}

/**
 * The common start of a BFF test file: the embedded API on loopback with a fresh data dir, a BFF in front of it,
 * and businesses connected through the BFF; all closed and removed after the file. The file passes the API's start
 * function (only test files may import the embedded API). The fields are filled in by `beforeAll`.
 */
export function withDesk(
  startApi: (dataDir: string) => Promise<ApiUnderTest>,
  o: { bff?: Partial<BffConfig>; connect?: string[] } = {},
): Desk {
  const desk = { businesses: [] as Business[] } as Desk;
  let removeApiDir = async () => undefined as void;
  beforeAll(async () => {
    const dir = await tempDir('desk-api-');
    removeApiDir = dir.remove;
    desk.api = await startApi(dir.dir);
    desk.bff = await startTestBff(desk.api.baseUrl, o.bff);
    desk.get = browser(desk.bff.url);
    for (const title of o.connect ?? []) {
      const b = await consoleOf(desk.api).business(title);
      const res = await desk.get('/api/businesses', { method: 'POST', ...jsonBody({ token: b.token }) });
      if (res.status !== 201) throw new Error(`connecting ${title}: ${res.status} ${await res.text()}`);
      desk.businesses.push({ id: b.id, token: b.token });
    }
    desk.biz = desk.businesses[0]!;
  });
  afterAll(async () => {
    await desk.bff?.close();
    await desk.api?.close();
    await removeApiDir();
  });
  return desk;
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
