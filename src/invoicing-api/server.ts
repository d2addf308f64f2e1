import { randomBytes } from 'node:crypto';
import { buildApp } from './app';
import { closeOnSignals, isMain, runMain } from '../runtime/entry';
import { configFromEnv, withDefaults, type ApiConfig } from './config';

export interface StartOptions {
  host?: string;
  port?: number; // 0 = a free port
  dataDir: string;
  consoleKey?: string;
  rateLimit?: number;
  rateWindowMs?: number;
  pdfWaitMs?: number;
  pdfDelayMs?: number;
  webhookRetryDelaysMs?: number[];
  allowHttpWebhooks?: boolean;
  maxUploadMb?: number;
  log?: boolean;
}

export interface RunningApi {
  baseUrl: string; // http://HOST:PORT/api
  origin: string; // http://HOST:PORT
  consoleKey: string;
  close(): Promise<void>;
}

/** Starts the embedded API in-process (tests, `npm start`): listens, then resolves with its addresses. */
export async function startInvoicingApi(options: StartOptions): Promise<RunningApi> {
  const config: ApiConfig & { consoleKey: string } = {
    ...withDefaults(options),
    consoleKey: options.consoleKey ?? randomBytes(24).toString('base64url'),
  };
  const app = buildApp(config);
  await app.listen({ host: config.host, port: config.port }).catch(async (e: unknown) => {
    await app.close(); // its store too: a caller may start again on another port
    throw e;
  });
  const address = app.server.address();
  const port = address && typeof address === 'object' ? address.port : config.port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  const origin = `http://${host}:${port}`;
  return { baseUrl: `${origin}/api`, origin, consoleKey: config.consoleKey, close: () => app.close() };
}

async function main(): Promise<void> {
  const config = configFromEnv();
  const running = await startInvoicingApi(config);
  console.log(`Invoicing API listening on ${running.origin}`);
  if (!config.consoleKey)
    console.log(`Console key (generated; set INVOICING_API_CONSOLE_KEY to fix it): ${running.consoleKey}`);
  closeOnSignals(running.close);
}

if (isMain(import.meta.url)) runMain(main);
