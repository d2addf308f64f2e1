import { mkdirSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { deskCount, deskData, deskUrl, firstPort } from './e2e/desk-slots';

// Four workers, each with a desk of its own: `npm start` four times, on four ports, each with a fresh data dir, so every
// spec file starts from the demo data of its own desk and a spec in one worker never sees another's writes. Files run
// whole in one worker (not fullyParallel): a spec's tests may build on each other.
const workers = deskCount;
// The ports above 1023 that browsers and Node's fetch refuse to reach (the Fetch standard's "bad ports"): a desk on one
// would never hear its webhooks, nor be opened by the browser.
const refusedPorts = [
  1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697,
  10080,
];
const badPort = refusedPorts.find((p) => p >= firstPort && p < firstPort + workers);
if (badPort)
  throw new Error(
    `E2E_PORT=${firstPort}: its desks would use port ${badPort}, which browsers and fetch refuse; take another`,
  );
// Playwright tells each worker its slot (TEST_PARALLEL_INDEX, from 0, kept when a worker is replaced): its desk's port
// and data dir. Specs read DESK_DATA to find their embedded API's console key (DESK_DATA/invoicing-api/console-key,
// mode 0600).
const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
process.env.DESK_DATA = deskData(slot);

// Workers take files in the order of the projects, then of their names. The longest journeys (by a whole run's
// durations) are a project of their own that goes first, so that the short files fill the workers' ends and all four
// finish together, not one running a long file alone at the end. One project, not one per rank: a worker serves one
// project only, so each more project started four more workers and browsers (~2 CPU-s each on two cores).
const longestFirst = [
  'receipt-languages',
  'invoices-list',
  'business-screens',
  'expenses-capture',
  'invoices-form',
  'settings',
  'languages',
  'till-offline',
  'invoice-credit',
  'invoice-languages',
  'invoices-detail',
  'proforma-to-invoice',
].map((name) => `**/${name}.spec.ts`);

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
  projects: [
    { name: 'longest', testMatch: longestFirst },
    { name: 'rest', testIgnore: longestFirst },
  ],
  use: {
    baseURL: deskUrl(slot),
    // Each test's fresh context would install the installable app's service worker, which fetches and stores the whole
    // built app (~140 files) beside the test. The till's journey, the one that needs it, allows it in its own profile.
    serviceWorkers: 'block',
    launchOptions: {
      // Chromium's headless shell (Debian's chromium-headless-shell, the same release as chromium): the same Blink and
      // V8 without the full browser's window around each page, which Playwright itself runs for headless tests. On two
      // cores the full browser spent about twice its CPU per page for nothing a test looks at.
      executablePath: '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // Exactly what a user runs. The first desk builds the app when dist/ is missing or stale, so it is waited for; the
  // others then start side by side (a webServer without a url is not waited for) and the global set-up waits until
  // every desk answers with its demo seeded.
  webServer: Array.from({ length: workers }, (_, i) => {
    mkdirSync(deskData(i), { recursive: true });
    return {
      command: 'npm start',
      ...(i === 0 ? { url: `${deskUrl(i)}/healthz`, timeout: 180_000 } : {}),
      env: { HOST: '127.0.0.1', PORT: String(firstPort + i), DESK_DATA: deskData(i) },
      reuseExistingServer: false,
      stdout: 'pipe' as const,
    };
  }),
  globalSetup: './e2e/desks-ready.ts',
});
