import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Bff, buildBff } from './app';
import { assertSafeBind, type BffConfig, configFromEnv } from './config';

export interface RunningBff extends Omit<Bff, 'app'> {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Listens, and closes gracefully on SIGINT/SIGTERM (open SSE streams and sockets included). */
export async function startBff(config: BffConfig, o: { handleSignals?: boolean } = {}): Promise<RunningBff> {
  assertSafeBind(config);
  const { app, connect, tokenOf } = await buildBff(config);
  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const hostForUrl = config.host.includes(':') ? `[${config.host}]` : config.host;
  const close = () => app.close();
  if (o.handleSignals) {
    const stop = () => void close().then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  }
  return { url: `http://${hostForUrl}:${port}`, port, close, connect, tokenOf };
}

// `tsx src/bff/server.ts`: the BFF alone, against API_BASE_URL (used by the upload-memory test and bench).
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  startBff(configFromEnv(), { handleSignals: true }).then(
    (bff) => console.log(`Dashboard on ${bff.url}`),
    (e: Error) => {
      console.error(e.message);
      process.exit(1);
    },
  );
}
