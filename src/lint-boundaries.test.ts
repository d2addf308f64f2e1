import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { ESLint } from 'eslint';
import { describe, expect, test } from 'vitest';

/**
 * The import rules of shared/design/architecture.md, shown on the real config: a deliberately wrong import fails,
 * the right one passes. Probe files need not exist; what they import must (the resolver decides the zone).
 */
const root = join(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });
// no-cycle walks the whole import graph of every target (seconds each): off where a probe tests another rule
const noCycleOff = { rules: { 'import-x/no-cycle': 'off' as const } };
const fast = new ESLint({ cwd: root, overrideConfig: noCycleOff });

/** A real file the probe imports: fixed where architecture.md names it, else any source file of the folder. */
const file = (path: string) => {
  if (!existsSync(join(root, path))) throw new Error(`lint target ${path} is gone: pick another real file`);
  return path;
};
const anyFileIn = (dir: string) => {
  const found = readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .sort();
  if (!found[0]) throw new Error(`no source file in ${dir} to import`);
  return join(dir, found[0]);
};
const to = {
  contract: file('src/contract/money.ts'),
  app: file('src/web/app/app.tsx'),
  lib: file('src/web/lib/query-keys.ts'),
  component: anyFileIn('src/web/components'),
  invoices: anyFileIn('src/web/features/invoices'),
  expenses: anyFileIn('src/web/features/expenses'),
  business: anyFileIn('src/web/features/business'),
  bff: file('src/bff/app.ts'),
  api: file('src/invoicing-api/app.ts'),
  start: file('src/start.ts'),
  runtime: file('src/runtime/entry.ts'),
  firstScreenStart: file('src/web/first-screen/start.tsx'),
  pageContext: file('src/web/first-screen/page-context.tsx'),
  remindersInside: file('src/bff/features/reminders/reminder-book.ts'),
  remindersDoor: file('src/bff/features/reminders/index.ts'),
  deskDb: file('src/bff/platform/desk-db.ts'),
  platform: file('src/bff/platform/http/scope.ts'),
};

/** `import * as m from '<relative path of target>'` in a probe file, so no export name is assumed. */
const importOf = (probe: string, target: string) => {
  const spec = relative(dirname(probe), target).replace(/\.tsx?$/, '');
  return `import * as m from '${spec.startsWith('.') ? spec : `./${spec}`}';\nexport const used = m;\n`;
};
const problems = async (probe: string, code: string, linter = fast) => {
  const [result] = await linter.lintText(code, { filePath: join(root, probe) });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
};

const zone = 'import-x/no-restricted-paths';
const servers = 'web/ never imports the servers';
const http = 'bff/ and invoicing-api/ talk over HTTP only';
const contractOnly = 'contract/ imports only zod and the decimal library';
const featureToFeature = 'A feature never imports another feature';
const sharedLayer = 'components/ and lib/ know no feature and no route';
const env = 'Only config.ts reads process.env';
const nodeOnly = 'web/ runs in the browser';
const runtimeAlone = 'runtime/ imports nothing of the programs';
const firstScreenTop = 'Of first-screen/, the screens take only the page context';
const bffDoor = 'A BFF feature imports another feature only through its door';
const noDbInRoutes = 'A routes file never touches a database handle';

describe('a wrong import fails the lint', () => {
  test.each([
    ['web → bff', 'src/web/features/invoices/probe.ts', to.bff, servers],
    ['web → invoicing-api', 'src/web/app/probe.ts', to.api, servers],
    ['web → start.ts', 'src/web/lib/probe.ts', to.start, servers],
    ['web → runtime', 'src/web/app/probe.ts', to.runtime, nodeOnly],
    ['runtime → bff', 'src/runtime/probe.ts', to.bff, runtimeAlone],
    ['runtime → invoicing-api', 'src/runtime/probe.ts', to.api, runtimeAlone],
    ['runtime → contract', 'src/runtime/probe.ts', to.contract, runtimeAlone],
    ['bff → invoicing-api', 'src/bff/routes/probe.ts', to.api, http],
    ['invoicing-api → bff', 'src/invoicing-api/probe.ts', to.bff, http],
    ['contract → a bff file', 'src/contract/probe.ts', to.bff, contractOnly],
    ['contract → an invoicing-api file', 'src/contract/probe.ts', to.api, contractOnly],
    ['contract → a web file', 'src/contract/probe.ts', to.app, contractOnly],
    ['contract → start.ts', 'src/contract/probe.ts', to.start, contractOnly],
    ['contract → runtime', 'src/contract/probe.ts', to.runtime, contractOnly],
    [
      'invoices feature → expenses feature',
      'src/web/features/invoices/probe.ts',
      to.expenses,
      featureToFeature,
    ],
    [
      'expenses feature → business feature',
      'src/web/features/expenses/api/probe.ts',
      to.business,
      featureToFeature,
    ],
    [
      'business feature → invoices feature',
      'src/web/features/business/probe.ts',
      to.invoices,
      featureToFeature,
    ],
    [
      'overview feature → invoices feature',
      'src/web/features/overview/probe.ts',
      to.invoices,
      featureToFeature,
    ],
    ['lib → a feature', 'src/web/lib/probe.ts', to.invoices, sharedLayer],
    ['lib → the app layer', 'src/web/lib/probe.ts', to.app, sharedLayer],
    ['components → a feature', 'src/web/components/ui/probe.ts', to.expenses, sharedLayer],
    [
      'a feature → the app layer',
      'src/web/features/invoices/probe.ts',
      to.app,
      'features never import the app layer',
    ],
    ['the app layer → the first screen’s start', 'src/web/app/probe.ts', to.firstScreenStart, firstScreenTop],
    ['lib → the first screen’s start', 'src/web/lib/probe.ts', to.firstScreenStart, firstScreenTop],
    [
      'a BFF feature → another feature’s insides',
      'src/bff/features/mail/probe.ts',
      to.remindersInside,
      bffDoor,
    ],
    [
      'a BFF feature’s deep file → another feature’s insides',
      'src/bff/features/einvoice/read/probe.ts',
      to.remindersInside,
      bffDoor,
    ],
    [
      'a BFF routes file → the desk database',
      'src/bff/features/mail/probe-routes.ts',
      to.deskDb,
      noDbInRoutes,
    ],
    [
      'a BFF feature’s routes.ts → the desk database',
      'src/bff/features/einvoice/routes.ts',
      to.deskDb,
      noDbInRoutes,
    ],
  ])('%s', async (_, probe, target, message) => {
    expect(await problems(probe, importOf(probe, target))).toEqual([
      expect.stringMatching(`^${zone}: .*${message}`),
    ]);
  });

  test.each([['react'], ['node:fs'], ['fs'], ['zod-to-json-schema'], ['decimal.js']])(
    'contract → %s',
    async (pkg) => {
      const code = `import * as m from '${pkg}';\nexport const used = m;\n`;
      expect(await problems('src/contract/probe.ts', code)).toEqual([
        `no-restricted-imports: '${pkg}' import is restricted from being used by a pattern. ${contractOnly}.`,
      ]);
    },
  );

  test.each([
    ['src/bff/routes/probe.ts', 'export const port = process.env.PORT;'],
    ['src/invoicing-api/store/probe.ts', 'const { env } = process;\nexport const dir = env.DATA_DIR;'],
    ['src/web/lib/probe.ts', "export const mode = process['env'].NODE_ENV;"],
    ['src/contract/probe.ts', 'export const x = process.env.X;'],
    ['src/start.ts', "import { env } from 'node:process';\nexport const x = env.X;"],
    ['src/bff/probe.ts', 'export const x = globalThis.process.env.X;'],
  ])('process.env outside config.ts: %s', async (probe, code) => {
    expect(await problems(probe, `${code}\n`)).toEqual([expect.stringContaining(env)]);
  });

  test('a BFF routes file → better-sqlite3', async () => {
    const code = "import Database from 'better-sqlite3';\nexport const used = Database;\n";
    expect(await problems('src/bff/features/recurring/probe-routes.ts', code)).toEqual([
      expect.stringMatching(`^${zone}: .*${noDbInRoutes}`),
    ]);
  });

  test('a dependency cycle', async () => {
    // invoice-input.ts imports money.ts: money.ts importing it back closes a cycle
    expect(
      await problems(to.contract, importOf(to.contract, 'src/contract/invoice-input.ts'), eslint),
    ).toEqual(['import-x/no-cycle: Dependency cycle detected']);
  });
});

describe('the right imports pass', () => {
  test.each([
    [
      'a feature → contract, lib, components and its own files',
      'src/web/features/invoices/probe.ts',
      [to.contract, to.lib, to.component, to.invoices],
    ],
    [
      'app → features, lib, components, contract',
      'src/web/app/routes/probe.ts',
      [to.invoices, to.expenses, to.business, to.lib, to.component, to.contract],
    ],
    ['lib and components → contract', 'src/web/lib/probe.ts', [to.contract]],
    ['a feature → the page context', 'src/web/features/overview/probe.ts', [to.pageContext]],
    ['the first screen → the app layer', 'src/web/first-screen/probe.ts', [to.app, to.lib]],
    ['components → lib', 'src/web/components/ui/probe.ts', [to.lib]],
    ['bff → contract', 'src/bff/routes/probe.ts', [to.contract]],
    ['invoicing-api → contract', 'src/invoicing-api/routes/probe.ts', [to.contract]],
    ['start.ts → both servers and runtime', 'src/start.ts', [to.bff, to.api, to.runtime]],
    ['each server → runtime', 'src/bff/server.ts', [to.runtime]],
    ['the embedded API → runtime', 'src/invoicing-api/server.ts', [to.runtime]],
    ['a BFF test → the embedded API (it runs it on loopback)', 'src/bff/routes/probe.test.ts', [to.api]],
    [
      'a BFF feature → the platform and another feature’s door',
      'src/bff/features/mail/probe.ts',
      [to.platform, to.remindersDoor],
    ],
    ['a BFF feature → its own insides', 'src/bff/features/reminders/probe.ts', [to.remindersInside]],
    ['a BFF store → the desk database', 'src/bff/features/mail/probe-store.ts', [to.deskDb]],
    [
      'a BFF test → another feature’s insides (its set-up)',
      'src/bff/features/mail/probe.test.ts',
      [to.remindersInside],
    ],
  ])('%s', async (_, probe, targets) => {
    const code = targets.map((t, i) =>
      importOf(probe, t).replaceAll(/\bm\b/g, `m${i}`).replace('used', `used${i}`),
    );
    expect(await problems(probe, code.join(''))).toEqual([]);
  });

  test('contract → zod, zod/mini, big.js and its own files', async () => {
    const code =
      "import { z } from 'zod/mini';\nimport * as zod from 'zod';\nimport Big from 'big.js';\nimport { dec } from './money';\nexport const used = [z, zod, Big, dec];\n";
    expect(await problems('src/contract/probe.ts', code)).toEqual([]);
  });

  test('a BFF store → better-sqlite3', async () => {
    const code = "import Database from 'better-sqlite3';\nexport const used = Database;\n";
    expect(await problems('src/bff/features/recurring/probe-store.ts', code)).toEqual([]);
  });

  test.each([['src/bff/config.ts'], ['src/invoicing-api/config.ts'], ['src/bff/routes/probe.test.ts']])(
    'process.env in %s',
    async (probe) => expect(await problems(probe, 'export const port = process.env.PORT;\n')).toEqual([]),
  );
});

test('the zones hold when eslint is started from a subfolder', async () => {
  const cli = join(root, 'node_modules/eslint/bin/eslint.js');
  const probe = 'features/invoices/probe.ts';
  const run = promisify(execFile)(
    process.execPath,
    [cli, '--rule', 'import-x/no-cycle: off', '--stdin', '--stdin-filename', probe],
    {
      cwd: join(root, 'src/web'),
    },
  );
  run.child.stdin?.end(importOf(`src/web/${probe}`, to.bff));
  const failure = await run.then(
    () => undefined,
    (e: { code: number; stdout: string }) => e,
  );
  expect(failure?.code).toBe(1);
  expect(failure?.stdout).toContain(servers);
});
