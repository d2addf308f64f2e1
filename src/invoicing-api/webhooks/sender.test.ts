import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessesRepo } from '../store/businesses-repo';
import { openDb, type Db } from '../store/db';
import { webhooksRepo } from '../store/webhooks-repo';
import { webhookSender } from './sender';

let dataDir: string;
let db: Db;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'invoicing-api-sender-'));
  db = openDb(dataDir);
});
afterAll(async () => {
  db.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('webhook sender timeout', () => {
  // The spec's 10 s acknowledgement window, shortened: an endpoint that never answers counts as a failed attempt.
  it('treats an endpoint that does not answer in time as failed, retries it, then drops the delivery', async () => {
    let hits = 0;
    const server = createServer(() => void hits++); // never responds
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/slow`;

    const business = businessesRepo(db).create({ business_title: 'B', business_type: 'association' }, 0);
    const repo = webhooksRepo(db);
    repo.create(business.business_id, url, ['expense.deleted'], 0);
    repo.enqueue(business.business_id, 'expense.deleted', { id: crypto.randomUUID() }, Date.now());
    const failures: unknown[] = [];
    const sender = webhookSender({
      repo,
      retryDelaysMs: [50, 50],
      // Long enough for the request to reach the server in this same process however loaded the machine, so
      // every attempt is seen there; short enough to keep the test quick.
      timeoutMs: 1_000,
      onError: (e) => failures.push(e),
    });
    const started = Date.now();
    sender.kick();
    // Bounded by the test's own timeout, not a wall-clock guess: a loaded machine only makes it slower.
    while (repo.nextDueAt() !== undefined && Date.now() - started < 25_000)
      await new Promise((r) => setTimeout(r, 25));
    const elapsed = Date.now() - started;
    await sender.close();
    server.closeAllConnections();
    server.close();

    expect(hits).toBe(3);
    expect(failures).toHaveLength(3);
    expect(repo.nextDueAt()).toBeUndefined();
    expect(elapsed).toBeGreaterThanOrEqual(3 * 1_000 + 2 * 50);
  });
});
