import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ownSampleNames } from './sample-files';

/**
 * A desk without the official rules, forced even where they are installed: EINVOICE_RULES_DIR pointed at an empty
 * folder. In a child process of its own, on purpose: the rules run in one worker thread per process, which takes
 * its environment when it starts and keeps its loaded rule sets, and vitest runs several test files in one process
 * (isolate: false). Setting the variable here would either come too late for that thread or leave it without rules
 * for every file after this one.
 */
const run = promisify(execFile);
const root = fileURLToPath(new URL('../../../../../', import.meta.url));
const here = (file: string) => new URL(file, import.meta.url).href;

// What the child does: each of our own e-invoices read and judged as the expense route does (validateEInvoice on
// the main thread, which starts the rules thread), printed as JSON.
const script = `
const { ownSample, ownSampleNames } = await import(${JSON.stringify(here('./sample-files.ts'))});
const { parseEInvoice, readEInvoice } = await import(${JSON.stringify(here('./read-einvoice.ts'))});
const { withVerdict } = await import(${JSON.stringify(here('./verdict.ts'))});
const { validateEInvoice, rulesInstalled } = await import(${JSON.stringify(here('../rules/validate.ts'))});
const out = { installed: rulesInstalled(['en16931-ubl', 'en16931-cii']), readings: {} };
for (const name of ownSampleNames) {
  const sample = await ownSample(name);
  const r = await withVerdict(readEInvoice(parseEInvoice(sample.xml), null), validateEInvoice);
  out.readings[name] = { total: r.total, expected: sample.invoice.total_incl_vat, verdict: r.einvoice?.verdict, note: r.einvoice?.verdict_note };
}
process.stdout.write(JSON.stringify(out));
process.exit(0);
`;

interface ChildAnswer {
  installed: boolean;
  readings: Record<string, { total: number; expected: number; verdict: unknown; note: string | null }>;
}

describe('a desk without the official rules installed', () => {
  it(
    'reads every e-invoice all the same, with no verdict and a note that says so in plain words',
    { timeout: 120_000 },
    async () => {
      const empty = await mkdtemp(join(tmpdir(), 'no-einvoice-rules-'));
      try {
        const { stdout } = await run(
          process.execPath,
          ['--import', 'tsx', '--input-type=module', '--eval', script],
          {
            cwd: root,
            env: { ...process.env, EINVOICE_RULES_DIR: empty },
            timeout: 110_000,
            maxBuffer: 4 * 1024 * 1024,
          },
        );
        const answer = JSON.parse(stdout) as ChildAnswer;
        expect(answer.installed).toBe(false);
        expect(Object.keys(answer.readings)).toEqual([...ownSampleNames]);
        for (const [name, r] of Object.entries(answer.readings)) {
          expect(r.total, name).toBe(r.expected);
          expect(r.verdict, name).toBeNull();
          expect(r.note, name).toBe('The official e-invoice rules are not installed on this desk.');
        }
      } finally {
        await rm(empty, { recursive: true, force: true });
      }
    },
  );
});
