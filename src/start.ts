import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BffConfig, configFromEnv } from './bff/platform/config';
import { startBff } from './bff/server';
import { keepApiPort, keptApiPort } from './demo/api-port';
import { ensureBuilt } from './demo/build';
import { consoleKey } from './demo/console-key';
import { ensureDemo } from './demo/setup';
import { startInvoicingApi } from './invoicing-api/server';
import { closeOnSignals, isMain, runMain } from './runtime/entry';

const root = fileURLToPath(new URL('..', import.meta.url));

export interface Desk {
  url: string;
  close(): Promise<void>;
}

/**
 * `npm start`: with API_BASE_URL unset, the embedded API in-process on a loopback port, the last start's if it is
 * free (data under DESK_DATA/invoicing-api, demo business seeded on first start), then the BFF serving the production
 * build.
 */
export async function startDesk(
  config: BffConfig,
  o: { build: boolean; handleSignals: boolean },
): Promise<Desk> {
  if (o.build) ensureBuilt(root);
  if (config.apiBaseUrl !== undefined) {
    const bff = await startBff(config);
    if (o.handleSignals) closeOnSignals(bff.close);
    return { url: bff.url, close: bff.close };
  }
  const apiDir = resolve(config.dataDir, 'invoicing-api');
  const key = await consoleKey(apiDir);
  const options = {
    host: '127.0.0.1',
    dataDir: apiDir,
    consoleKey: key,
    allowHttpWebhooks: true,
    maxUploadMb: config.maxUploadMb,
  };
  // On the port of the last start, unless something else has taken it meanwhile (api-port.ts).
  const api = await startInvoicingApi({ ...options, port: await keptApiPort(apiDir) }).catch(
    (e: NodeJS.ErrnoException) =>
      e.code === 'EADDRINUSE' ? startInvoicingApi({ ...options, port: 0 }) : Promise.reject(e),
  );
  await keepApiPort(apiDir, api.origin);
  const bff = await startBff({ ...config, apiBaseUrl: api.baseUrl });
  const close = async () => {
    await bff.close();
    await api.close();
  };
  if (o.handleSignals) closeOnSignals(close); // from here: a signal during the demo's seeding closes both too
  const bffLoopback = `http://127.0.0.1:${bff.port}`; // the API delivers over loopback whatever HOST is
  await ensureDemo({
    origin: api.origin,
    baseUrl: api.baseUrl,
    consoleKey: key,
    stateDir: apiDir,
    bffUrl: bffLoopback,
    connect: (token, secret) => bff.connect(token, secret),
    tokenOf: bff.tokenOf,
    rememberExpense: bff.rememberExpense,
  });
  return { url: bff.url, close };
}

if (isMain(import.meta.url)) {
  runMain(async () => {
    const desk = await startDesk(configFromEnv(join(root, 'dist')), { build: true, handleSignals: true });
    console.log(`Dashboard on ${desk.url}`);
  });
}
