import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// Four workers, each with a desk of its own: `npm start` four times, on four ports, each with a fresh data dir, so every
// spec file starts from the demo data of its own desk and a spec in one worker never sees another's writes. Files run
// whole in one worker (not fullyParallel): a spec's tests may build on each other.
const workers = 4;
// E2E_PORT lets two runs on one machine stay apart: a run takes E2E_PORT and the ports above it, one per worker.
const port = Number(process.env.E2E_PORT ?? 4173);
// The ports above 1023 that browsers and Node's fetch refuse to reach (the Fetch standard's "bad ports"): a desk on one
// would never hear its webhooks, nor be opened by the browser.
const refusedPorts = [
  1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697,
  10080,
];
const badPort = refusedPorts.find((p) => p >= port && p < port + workers);
if (badPort)
  throw new Error(
    `E2E_PORT=${port}: its desks would use port ${badPort}, which browsers and fetch refuse; take another`,
  );
// Workers load this file again and inherit the runner's environment (DESK_E2E_DATA), and Playwright tells each its
// slot (TEST_PARALLEL_INDEX, from 0, kept when a worker is replaced): its desk's port and data dir. Specs read
// DESK_DATA to find their embedded API's console key (DESK_DATA/invoicing-api/console-key, mode 0600).
process.env.DESK_E2E_DATA ??= mkdtempSync(join(tmpdir(), 'desk-e2e-'));
const deskData = (slot: number) => join(process.env.DESK_E2E_DATA!, `desk-${slot}`);
const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
process.env.DESK_DATA = deskData(slot);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers,
  retries: 0,
  // A bound against a hung test, not a speed check (speed is measured in bench/): a loaded machine stretches a long
  // journey well past a minute.
  timeout: 120_000,
  // Four workers, their desks and browsers share two cores: a screen's answer may take a few seconds to show.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port + slot}`,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // Exactly what a user runs: builds the app when dist/ is missing or stale (the first desk; Playwright starts them one
  // after the other), then serves it on the embedded API.
  webServer: Array.from({ length: workers }, (_, i) => {
    mkdirSync(deskData(i), { recursive: true });
    return {
      command: 'npm start',
      url: `http://127.0.0.1:${port + i}/healthz`,
      env: { HOST: '127.0.0.1', PORT: String(port + i), DESK_DATA: deskData(i) },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe' as const,
    };
  }),
});
