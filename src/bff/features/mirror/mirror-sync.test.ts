import { afterAll, describe, expect, it } from 'vitest';
import { startInvoicingApi } from '../../../invoicing-api/server';
import { withApi } from '../../testing/fixture';
import { consoleOf, sampleInvoiceBody, tempDir, until } from '../../testing/harness';
import { UpstreamClient } from '../../platform/upstream/client';
import { Gateway } from '../../platform/upstream/gateway';
import { Vault } from '../../platform/vault/vault';
import { SseHub } from '../../platform/sse-hub';
import { MirrorFeed } from './mirror-feed';
import { Mirror } from './mirror';
import { MirrorSync } from './mirror-sync';

const embedded = withApi((dataDir) => startInvoicingApi({ port: 0, dataDir, rateLimit: 100_000 }));
const cleanup: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const f of cleanup.reverse()) await f();
});

/** The API as another client sees it: creates and deletes behind the BFF's back. */
function elsewhere(token: string) {
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${embedded.api.baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'application/json',
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status}`);
    return res.status === 200 && method === 'DELETE'
      ? undefined
      : ((await res.json()) as { data: { id: string } });
  };
  return {
    create: async (n: number) => {
      for (let i = 0; i < n; i++)
        await call(
          'POST',
          '/invoices',
          sampleInvoiceBody({ buyer: { type: 'company', company_name: `Buyer ${i}` } }),
        );
    },
    remove: (id: string) => call('DELETE', `/invoices/${id}`),
    /** Every invoice id the API holds, walked page by page while nothing changes. */
    allIds: async () => {
      const ids: string[] = [];
      for (let page = 1; ; page++) {
        const res = await fetch(`${embedded.api.baseUrl}/invoices?page=${page}`, {
          headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
        });
        const body = (await res.json()) as { data: { id: string }[]; meta: { last_page: number } };
        ids.push(...body.data.map((i) => i.id));
        if (page >= body.meta.last_page) return ids.sort();
      }
    },
  };
}

/** The BFF's real parts for one business (vault, governor, gateway, mirror feed), the walk's reads observable. */
async function rig(biz: { id: string; token: string }, dir?: string) {
  const data = dir ? { dir, remove: async () => undefined } : await tempDir('sync-bff-');
  const vault = await Vault.open(data.dir, undefined);
  await vault.connect(
    { id: biz.id, title: 'Walk Ltd', business_type: 'association' },
    { token: biz.token, webhookSecret: null },
  );
  const hub = new SseHub(60_000);
  const client = new UpstreamClient(
    embedded.api.baseUrl,
    { limit: 100_000, windowMs: 60_000, marginMs: 0 },
    hub,
  );
  const mirror = Mirror.open(data.dir);
  const feed = new MirrorFeed(mirror, () => false, { checkMs: { quiet: 30_000, live: 600_000 } });
  const gateway = new Gateway(vault, client, hub, feed, 5_000);
  const reads: string[] = [];
  let hook: (path: string) => Promise<void> = async () => undefined;
  const sync = new MirrorSync(
    feed,
    async (b, path) => {
      reads.push(path);
      const answer = await gateway.json(b, 'GET', path, {
        priority: 'background',
        refresh: true,
        sync: true,
      });
      await hook(path);
      return answer;
    },
    { sync: true, walkEveryMs: { quiet: 600_000, live: 600_000 }, retryMs: 20 },
  );
  const stop = async () => {
    await sync.close();
    hub.close();
    client.close();
    mirror.close();
  };
  cleanup.push(stop, data.remove);
  const storedIds = () => [...mirror.invoices(biz.id)].map((s) => s.invoice.id).sort();
  return { mirror, sync, reads, storedIds, dir: data.dir, stop, setHook: (h: typeof hook) => (hook = h) };
}

describe('the mirror walk', () => {
  it('ends with every record and no ghost although records are deleted and created while it walks', async () => {
    const biz = await consoleOf(embedded.api).business('Shifting Ltd');
    const other = elsewhere(biz.token);
    await other.create(130); // 3 pages
    const before = await other.allIds();
    const r = await rig(biz);
    let mutated = false;
    const deleted: string[] = [];
    r.setHook(async (path) => {
      if (mutated || path !== '/invoices?page=1') return;
      mutated = true;
      // Page 1 was read: three of its records go (page 2 shifts up past the walk) and two new ones arrive.
      const firstPage = [...r.mirror.invoices(biz.id)].slice(0, 3).map((s) => s.invoice.id);
      for (const id of firstPage) await other.remove(id);
      deleted.push(...firstPage);
      await other.create(2);
    });
    r.sync.connected(biz.id);
    await until(() => r.mirror.state(biz.id).state === 'ready', 15_000);
    const after = await other.allIds();
    expect(after).toHaveLength(before.length - 3 + 2);
    expect(r.storedIds()).toEqual(after);
    for (const id of deleted) expect(r.storedIds()).not.toContain(id);
    // The first walk was found incomplete (the total moved) and repeated: nothing was deleted on its word.
    expect(r.reads.filter((p) => p === '/invoices?page=1').length).toBeGreaterThanOrEqual(2);
    expect(r.mirror.state(biz.id).invoices).toEqual({ stored: after.length, total: after.length });
  });

  it('stops on a token revoked mid-walk, keeping every row, and says token_invalid', async () => {
    const c = consoleOf(embedded.api);
    const biz = await c.business('Revoked Ltd');
    await elsewhere(biz.token).create(120);
    const r = await rig(biz);
    r.setHook(async (path) => {
      if (path === '/invoices?page=2') await c.call('DELETE', `/businesses/${biz.id}/tokens/${biz.tokenId}`);
    });
    r.sync.connected(biz.id);
    await until(() => r.mirror.state(biz.id).state === 'error', 10_000);
    const readsThen = r.reads.length;
    await new Promise((res) => setTimeout(res, 300));
    expect(r.reads.length).toBe(readsThen); // stopped: no retries against a revoked token
    expect(r.mirror.state(biz.id)).toMatchObject({
      state: 'error',
      reason: 'token_invalid',
      invoices: { stored: 100, total: 120 },
    });
  });

  it('resumes a walk where it stopped after a restart', async () => {
    const biz = await consoleOf(embedded.api).business('Restarted Ltd');
    const other = elsewhere(biz.token);
    await other.create(160); // 4 pages
    const first = await rig(biz);
    first.setHook(async (path) => {
      if (path === '/invoices?page=2') void first.sync.close(); // the BFF stops after page 2
    });
    first.sync.connected(biz.id);
    await until(() => first.reads.includes('/invoices?page=2'));
    await first.stop();
    expect(first.reads).toEqual(['/invoices?page=1', '/invoices?page=2']);

    const second = await rig(biz, first.dir);
    second.sync.connected(biz.id);
    await until(() => second.mirror.state(biz.id).state === 'ready', 10_000);
    expect(second.reads.slice(0, 2)).toEqual(['/invoices?page=3', '/invoices?page=4']);
    expect(second.storedIds()).toEqual(await other.allIds());
  });
});
