import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type BffConfig, configFromEnv } from './bff/config';
import { startBff } from './bff/server';
import { ensureBuilt } from './demo/build';
import { consoleKey } from './demo/console-key';
import { ensureDemo } from './demo/setup';
import { startInvoicingApi } from './invoicing-api/server';

const root = fileURLToPath(new URL('..', import.meta.url));

export interface Desk {
  url: string;
  close(): Promise<void>;
}

/**
 * `npm start`: with API_BASE_URL unset, the embedded API in-process on a free loopback port (data under
 * DESK_DATA/invoicing-api, demo business seeded on first start), then the BFF serving the production build.
 */
export async function startDesk(config: BffConfig, o: { build: boolean; handleSignals: boolean }): Promise<Desk> {
  if (o.build) ensureBuilt(root);
  if (config.apiBaseUrl !== undefined) {
    const bff = await startBff(config, { handleSignals: o.handleSignals });
    return { url: bff.url, close: bff.close };
  }
  const apiDir = resolve(config.dataDir, 'invoicing-api');
  const key = await consoleKey(apiDir);
  const api = await startInvoicingApi({
    host: '127.0.0.1', port: 0, dataDir: apiDir, consoleKey: key, allowHttpWebhooks: true, maxUploadMb: config.maxUploadMb,
  });
  const bff = await startBff({ ...config, apiBaseUrl: api.baseUrl }, { handleSignals: false });
  const close = async () => {
    await bff.close();
    await api.close();
  };
  if (o.handleSignals) {
    // A download cut off mid-wait can hold the API's close for its keep-alive timeout: exit after 3 s regardless.
    const stop = () => void Promise.race([close(), new Promise((r) => setTimeout(r, 3000))]).then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  }
  const bffLoopback = `http://127.0.0.1:${bff.port}`; // the API delivers over loopback whatever HOST is
  await ensureDemo({
    origin: api.origin, baseUrl: api.baseUrl, consoleKey: key, stateDir: apiDir, bffUrl: bffLoopback,
    connect: (token, secret) => bff.connect(token, secret), tokenOf: bff.tokenOf,
  });
  return { url: bff.url, close };
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  startDesk(configFromEnv(join(root, 'dist')), { build: true, handleSignals: true }).then(
    (desk) => console.log(`Dashboard on ${desk.url}`),
    (e: Error) => {
      console.error(e.message);
      process.exit(1);
    },
  );
}
