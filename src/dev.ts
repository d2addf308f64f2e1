import { createServer } from 'vite';
import { configFromEnv } from './bff/platform/config';
import { runMain } from './runtime/entry';
import { startDesk } from './start';

/**
 * `npm run dev`: the same BFF (and embedded API) on 127.0.0.1:8081, plus Vite's dev server with HMR, whose proxy
 * (vite.config.ts) forwards /api and /webhooks to it (DEV_BFF_URL).
 */
runMain(async () => {
  const config = configFromEnv(undefined, { PORT: '8081' });
  const desk = await startDesk({ ...config, host: '127.0.0.1' }, { build: false, handleSignals: true });
  const vite = await createServer({ server: { host: '127.0.0.1' } });
  await vite.listen();
  vite.printUrls();
  console.log(`BFF on ${desk.url}`);
});
