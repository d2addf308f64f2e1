// The rules thread's entry (see validate.ts). Plain JavaScript: no TypeScript loader in this thread.
import { parentPort } from 'node:worker_threads';
import { runRuleSets } from './engine.mjs';

// Never throws back: every message gets its SVRL entries or the error's message, under the caller's id.
parentPort?.on('message', async ({ id, xml, ruleSets }) => {
  try {
    parentPort?.postMessage({ id, entries: await runRuleSets(xml, ruleSets) });
  } catch (e) {
    parentPort?.postMessage({ id, error: e instanceof Error ? e.message : String(e) });
  }
});
