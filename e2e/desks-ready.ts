import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { deskCount, deskData, deskUrl } from './desk-slots';

const startBound = 180_000; // against a desk that never comes up, not a speed check
const pollMs = 250;

/**
 * Global set-up. The webServer step waits only for the first desk (it builds the app when dist/ is stale); the others
 * then start side by side, unwaited. Here every desk must answer and have seeded its demo (`npm start` writes
 * `invoicing-api/demo.json` last), so no spec starts on a half-made desk.
 */
export default async function desksReady(): Promise<void> {
  const deadline = Date.now() + startBound;
  for (let slot = 0; slot < deskCount; slot += 1) {
    while (!(await isReady(slot))) {
      if (Date.now() > deadline)
        throw new Error(`The desk on ${deskUrl(slot)} did not start: see its output above`);
      await new Promise((r) => setTimeout(r, pollMs));
    }
  }
}

async function isReady(slot: number): Promise<boolean> {
  if (!existsSync(join(deskData(slot), 'invoicing-api', 'demo.json'))) return false;
  const res = await fetch(`${deskUrl(slot)}/healthz`).catch(() => undefined);
  return res?.ok === true;
}
