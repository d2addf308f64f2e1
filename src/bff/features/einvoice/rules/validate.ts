/**
 * Checks an e-invoice against the OFFICIAL rules — CEN's EN 16931 Schematron (UBL, CII), Peppol BIS Billing 3.0 and
 * KoSIT's XRechnung Schematron — compiled to SaxonJS SEFs under vendor/einvoice-rules/ (engine.mjs runs them).
 *
 * Why a thread: SaxonJS only transforms synchronously on Node ('sync'; its 'async' mode only fetches resources
 * asynchronously), and one warm rule set takes 30–150 ms on a typical invoice (bench/einvoice-validate.ts): the
 * BFF's event loop would stall that long for every request in flight. So on the main thread the work goes to one
 * worker thread, started on the first call and reused (its SEFs stay loaded), unref'd while idle so it never holds
 * the process open. Its code is plain JavaScript, so it carries no TypeScript loader (~65 MB, measured). A caller
 * that already runs in a worker (the receipt reader thread) runs the rules inline: its loop is not the server's.
 */
import { isMainThread, Worker } from 'node:worker_threads';
import {
  refuseDeclarations,
  ruleSetNames,
  toFinding,
  verdictOf,
  type RuleSetName,
  type SvrlEntry,
  type Verdict,
} from './findings';

export type { Finding, RuleSetName, Verdict } from './findings';
export { rulesInstalled } from './rules-path.mjs';

/** The rule sets each produced format must pass: EN 16931 in its syntax plus the CIUS it claims. */
export function ruleSetsFor(format: 'peppol' | 'xrechnung-ubl' | 'xrechnung-cii' | 'facturx'): RuleSetName[] {
  switch (format) {
    case 'peppol':
      return ['en16931-ubl', 'peppol-ubl'];
    case 'xrechnung-ubl':
      return ['en16931-ubl', 'xrechnung-ubl'];
    case 'xrechnung-cii':
      return ['en16931-cii', 'xrechnung-cii'];
    case 'facturx':
      return ['en16931-cii'];
  }
}

/**
 * The findings of every named rule set on the file. Throws (never a verdict) on a DOCTYPE or ENTITY declaration,
 * on XML that is not well-formed, on an unknown or uninstalled rule set, and when the rules thread fails.
 */
export async function validateEInvoice(xml: string, ruleSets: readonly RuleSetName[]): Promise<Verdict> {
  refuseDeclarations(xml);
  if (ruleSets.length === 0) throw new Error('validateEInvoice needs at least one rule set.');
  for (const r of ruleSets)
    if (!ruleSetNames.includes(r)) throw new Error(`Unknown e-invoice rule set "${String(r)}".`);
  const entries = isMainThread
    ? await (thread ??= new RulesThread()).run(xml, ruleSets)
    : await (await import('./engine.mjs')).runRuleSets(xml, ruleSets);
  return verdictOf([...new Set(ruleSets)].flatMap((r) => (entries[r] ?? []).map((e) => toFinding(e, r))));
}

/** What engine.mjs answers: the SVRL entries by rule set. */
type Entries = Partial<Record<RuleSetName, SvrlEntry[]>>;

/** A file taking longer than this ends the thread (and fails what waits on it); the next call starts a fresh one. */
const timeoutMs = 60_000;
const threadUrl = new URL('./rules-thread.mjs', import.meta.url);

interface Job {
  resolve: (v: Entries) => void;
  reject: (e: Error) => void;
  timer: NodeJS.Timeout;
}
type Answer = { id: number; entries: Entries } | { id: number; error: string };

let thread: RulesThread | undefined;

class RulesThread {
  private worker: Worker | undefined;
  private readonly jobs = new Map<number, Job>();
  private nextId = 1;

  run(xml: string, ruleSets: readonly RuleSetName[]): Promise<Entries> {
    const worker = (this.worker ??= this.spawn());
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => this.fail(worker, new Error('The official e-invoice rules took too long on this file.')),
        timeoutMs,
      );
      this.jobs.set(id, { resolve, reject, timer });
      worker.ref(); // a caller waits on it: the process must not exit under the job
      worker.postMessage({ id, xml, ruleSets: [...ruleSets] });
    });
  }

  private spawn(): Worker {
    // No `--import tsx` inherited from `npm start`: the thread's code is plain JavaScript. A small young generation
    // (as `npm start`'s --max-semi-space-size=2) keeps ~25–50 MB off the RSS (measured); the old-generation cap makes
    // a monstrous file end this thread (its callers get an error) instead of the BFF.
    const resourceLimits = { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 512 };
    const worker = new Worker(threadUrl, { execArgv: [], resourceLimits });
    worker.on('message', (a: Answer) => {
      const job = this.jobs.get(a.id);
      if (!job) return;
      this.jobs.delete(a.id);
      clearTimeout(job.timer);
      if ('error' in a) job.reject(new Error(a.error));
      else job.resolve(a.entries);
      if (this.jobs.size === 0) worker.unref();
    });
    worker.on('error', (e) =>
      this.fail(worker, new Error(`The official e-invoice rules thread failed: ${e.message}`)),
    );
    worker.on('exit', (code) =>
      this.fail(worker, new Error(`The official e-invoice rules thread stopped (exit ${code}).`)),
    );
    worker.unref();
    return worker;
  }

  /** A crashed or hung thread is dropped with every job it held; the next call starts a new one. */
  private fail(worker: Worker, e: Error) {
    if (this.worker !== worker) return;
    this.worker = undefined;
    for (const job of this.jobs.values()) {
      clearTimeout(job.timer);
      job.reject(e);
    }
    this.jobs.clear();
    void worker.terminate();
  }
}
