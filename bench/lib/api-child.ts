/**
 * The embedded API in a child process of its own (`tsx src/invoicing-api/server.ts`), so a bench's client and the
 * API do not share one event loop; its rate limit raised for seeding and forwarding.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';

export interface ApiChild {
  origin: string;
  baseUrl: string;
  consoleKey: string;
  stop(): Promise<void>;
}

export async function spawnApi(dataDir: string, env: Record<string, string> = {}): Promise<ApiChild> {
  const consoleKey = randomBytes(24).toString('base64url');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/invoicing-api/server.ts'], {
    env: {
      PATH: process.env.PATH,
      INVOICING_API_PORT: '0',
      INVOICING_API_DATA: dataDir,
      INVOICING_API_CONSOLE_KEY: consoleKey,
      INVOICING_API_RATE_LIMIT: '1000000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = await new Promise<string>((resolve) => {
    let out = '';
    child.stdout.on('data', (b: Buffer) => {
      out += b.toString();
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) resolve(m[1]!);
    });
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { origin, baseUrl: `${origin}/api`, consoleKey, stop };
}
