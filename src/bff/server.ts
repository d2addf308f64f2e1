import { closeOnSignals, isMain, runMain } from '../runtime/entry';
import { type Bff, buildBff } from './app';
import { assertSafeBind, type BffConfig, configFromEnv } from './platform/config';

export interface RunningBff extends Omit<Bff, 'app'> {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Listens; `close` ends it gracefully (open SSE streams and sockets included). */
export async function startBff(config: BffConfig): Promise<RunningBff> {
  assertSafeBind(config);
  const { app, connect, tokenOf, rememberExpense } = await buildBff(config);
  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const hostForUrl = config.host.includes(':') ? `[${config.host}]` : config.host;
  return {
    url: `http://${hostForUrl}:${port}`,
    port,
    close: () => app.close(),
    connect,
    tokenOf,
    rememberExpense,
  };
}

// `tsx src/bff/server.ts`: the BFF alone, against API_BASE_URL (used by the upload-memory test and bench).
if (isMain(import.meta.url)) {
  runMain(async () => {
    const bff = await startBff(configFromEnv());
    closeOnSignals(bff.close);
    console.log(`Dashboard on ${bff.url}`);
  });
}
