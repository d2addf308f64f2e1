import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defaultConfig } from '../src/bff/platform/config';
import { startBff } from '../src/bff/server';
import { startInvoicingApi } from '../src/invoicing-api/server';

/**
 * The business specs' own desk: the embedded API and the BFF in-process on free loopback ports with a fresh data dir,
 * serving the production build (dist/, built by the webServer step). Owning it gives the tests the API's console
 * (to create businesses and revoke tokens) and a business list no other spec touches.
 */
export interface Desk {
  url: string;
  /** The BFF's data dir (DESK_DATA): its local outbox is `outbox/*.eml` when no SMTP_URL is set. */
  dataDir: string;
  /** The embedded API's base URL (…/api), for a spec that makes its data straight on the API with a business's token. */
  apiBaseUrl: string;
  console<T>(method: string, path: string, body?: unknown): Promise<T>;
  /** A business made in the invoicing app, with a fresh API token. */
  business(
    profile: Record<string, unknown>,
  ): Promise<{ id: string; title: string; token: string; tokenId: string }>;
  /** Stops the BFF (open connections cut at once); `startBff` brings it back on the same port and data dir. */
  stopBff(): Promise<void>;
  startBff(): Promise<void>;
  close(): Promise<void>;
}

export async function startDesk(
  o: {
    password?: string;
    /** The desk owner's login e-mail (DESK_OWNER_EMAIL), beside the password-only login. */
    ownerEmail?: string;
    rateLimit?: { limit: number; windowMs: number };
    /**
     * The API's rate window in place of the spec's minute (its limit stays 60), for a spec that makes more than 60
     * records: it waits out seconds, not minutes. Give the BFF the same window (`rateLimit`), or it paces by the minute.
     */
    apiRateWindowMs?: number;
    /** Puts something (the fault specs' proxy) between the BFF and the API: gets the API's base URL, gives the BFF's. */
    upstream?: (apiBaseUrl: string) => Promise<string>;
  } = {},
): Promise<Desk> {
  const dir = await mkdtemp(join(tmpdir(), 'desk-business-e2e-'));
  const api = await startInvoicingApi({
    host: '127.0.0.1',
    port: 0,
    dataDir: join(dir, 'api'),
    allowHttpWebhooks: true,
    ...(o.apiRateWindowMs ? { rateWindowMs: o.apiRateWindowMs } : {}),
  });
  const bffConfig = defaultConfig({
    dataDir: join(dir, 'bff'),
    port: 0,
    apiBaseUrl: o.upstream ? await o.upstream(api.baseUrl) : api.baseUrl,
    staticDir: resolve('dist'),
    secret: 'e2e-'.padEnd(64, 'x'),
    password: o.password,
    ...(o.ownerEmail ? { ownerEmail: o.ownerEmail } : {}),
    ...(o.rateLimit ? { rateLimit: { ...o.rateLimit, marginMs: 250 } } : {}),
  });
  let bff: Awaited<ReturnType<typeof startBff>> | undefined = await startBff(bffConfig);
  const url = bff.url;
  const port = bff.port;
  const console_ = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${api.origin}/console${path}`, {
      method,
      headers: {
        'x-console-key': api.consoleKey,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`console ${method} ${path}: ${res.status} ${await res.text()}`);
    return (res.status === 204 ? undefined : await res.json()) as T;
  };
  return {
    url,
    dataDir: bffConfig.dataDir,
    apiBaseUrl: api.baseUrl,
    console: console_,
    async business(profile) {
      const { data: p } = await console_<{ data: { business_id: string; business_title: string } }>(
        'POST',
        '/businesses',
        profile,
      );
      const { data: t } = await console_<{ data: { id: string; token: string } }>(
        'POST',
        `/businesses/${p.business_id}/tokens`,
        { name: 'dashboard' },
      );
      return { id: p.business_id, title: p.business_title, token: t.token, tokenId: t.id };
    },
    async stopBff() {
      await bff?.close();
      bff = undefined;
    },
    async startBff() {
      bff ??= await startBff({ ...bffConfig, port });
    },
    async close() {
      await bff?.close();
      await api.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
