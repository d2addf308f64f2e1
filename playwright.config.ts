import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// E2E_PORT lets two runs on one machine stay apart.
const port = Number(process.env.E2E_PORT ?? 4173);
// One fresh data dir per run, so every run starts from the demo data. Workers load this file again and inherit
// the runner's environment, so they see the same dir; specs read DESK_DATA to find the embedded API's console key
// (DESK_DATA/invoicing-api/console-key, mode 0600).
process.env.DESK_E2E_DATA ??= mkdtempSync(join(tmpdir(), 'desk-e2e-'));
process.env.DESK_DATA = process.env.DESK_E2E_DATA;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    // exactly what a user runs: builds the app when dist/ is missing or stale, then serves it on the embedded API
    command: 'npm start',
    url: `http://127.0.0.1:${port}/healthz`,
    env: { HOST: '127.0.0.1', PORT: String(port), DESK_DATA: process.env.DESK_DATA },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
  },
});
