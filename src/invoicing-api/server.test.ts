import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { configFromEnv } from './config';

describe('configFromEnv', () => {
  it('applies the documented defaults', () => {
    expect(configFromEnv({})).toEqual({
      host: '127.0.0.1',
      port: 4010,
      dataDir: '.data/invoicing-api',
      consoleKey: undefined,
      rateLimit: 60,
      pdfWaitMs: 20_000,
      pdfDelayMs: 0,
      webhookRetryDelaysMs: [10_000, 100_000],
      allowHttpWebhooks: false,
      maxUploadMb: 20,
      log: false,
    });
  });

  it('reads every variable and refuses bad values with the variable name', () => {
    const config = configFromEnv({
      INVOICING_API_PORT: '0',
      INVOICING_API_RATE_LIMIT: '100000',
      INVOICING_API_WEBHOOK_RETRY_DELAYS_MS: '50,100',
      INVOICING_API_ALLOW_HTTP_WEBHOOKS: '1',
      INVOICING_API_MAX_UPLOAD_MB: '5',
    });
    expect(config).toMatchObject({
      port: 0,
      rateLimit: 100_000,
      webhookRetryDelaysMs: [50, 100],
      allowHttpWebhooks: true,
      maxUploadMb: 5,
    });
    expect(() => configFromEnv({ INVOICING_API_PORT: 'http' })).toThrow(/INVOICING_API_PORT/);
    expect(() => configFromEnv({ INVOICING_API_WEBHOOK_RETRY_DELAYS_MS: '10s' })).toThrow(
      /INVOICING_API_WEBHOOK_RETRY_DELAYS_MS/,
    );
    expect(() => configFromEnv({ INVOICING_API_CONSOLE_KEY: 'short' })).toThrow(/INVOICING_API_CONSOLE_KEY/);
  });
});

describe('npm run api', () => {
  it('prints the listening line and the generated console key, and serves the API', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'invoicing-api-cli-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/invoicing-api/server.ts'], {
      env: {
        ...process.env,
        INVOICING_API_PORT: '0',
        INVOICING_API_DATA: dataDir,
        INVOICING_API_CONSOLE_KEY: '',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
      const first = (await lines.next()).value as string;
      expect(first).toMatch(/^Invoicing API listening on http:\/\/127\.0\.0\.1:\d+$/);
      const keyLine = (await lines.next()).value as string;
      const key = /: (\S+)$/.exec(keyLine)?.[1];
      expect(key).toBeDefined();
      const origin = first.replace('Invoicing API listening on ', '');
      const res = await fetch(`${origin}/console/request-log`, { headers: { 'X-Console-Key': key! } });
      expect(res.status).toBe(200);
      expect((await fetch(`${origin}/api/profile`, { headers: { Accept: 'application/json' } })).status).toBe(
        401,
      );
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
