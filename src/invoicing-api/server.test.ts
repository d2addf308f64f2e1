import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { type ApiConfig, configFromEnv } from './config';

/** Each variable: the setting it fills, its default as the README documents it, a value to set and how it reads. */
type Variable = [name: string, setting: keyof ApiConfig, documented: unknown, set: string, read: unknown];
const variables: Variable[] = [
  ['INVOICING_API_HOST', 'host', '127.0.0.1', '0.0.0.0', '0.0.0.0'],
  ['INVOICING_API_PORT', 'port', 4010, '0', 0],
  ['INVOICING_API_DATA', 'dataDir', '.data/invoicing-api', '/srv/api', '/srv/api'],
  ['INVOICING_API_CONSOLE_KEY', 'consoleKey', undefined, 'k'.repeat(16), 'k'.repeat(16)],
  ['INVOICING_API_RATE_LIMIT', 'rateLimit', 60, '100000', 100_000],
  ['INVOICING_API_PDF_WAIT_MS', 'pdfWaitMs', 20_000, '500', 500],
  ['INVOICING_API_PDF_DELAY_MS', 'pdfDelayMs', 0, '250', 250],
  ['INVOICING_API_WEBHOOK_RETRY_DELAYS_MS', 'webhookRetryDelaysMs', [10_000, 100_000], '50,100', [50, 100]],
  ['INVOICING_API_ALLOW_HTTP_WEBHOOKS', 'allowHttpWebhooks', false, '1', true],
  ['INVOICING_API_MAX_UPLOAD_MB', 'maxUploadMb', 20, '5', 5],
  ['INVOICING_API_LOG', 'log', false, '1', true],
];
/** Settings no variable sets: the spec's one-minute rate window (tests shorten it through the start options only). */
const notFromEnvironment = { rateWindowMs: 60_000 };
const documentedDefaults = {
  ...Object.fromEntries(variables.map(([, setting, documented]) => [setting, documented])),
  ...notFromEnvironment,
};
const everyVariableSet = Object.fromEntries(variables.map(([name, , , set]) => [name, set]));
const everySettingRead = {
  ...Object.fromEntries(variables.map(([, setting, , , read]) => [setting, read])),
  ...notFromEnvironment,
};

describe('configFromEnv', () => {
  it('applies the documented defaults', () => {
    expect(configFromEnv({})).toEqual(documentedDefaults);
  });

  it('reads every variable and refuses bad values with the variable name', () => {
    expect(configFromEnv(everyVariableSet)).toEqual(everySettingRead);
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
