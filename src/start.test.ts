import { once } from 'node:events';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultConfig } from './bff/platform/config';
import { consoleOf, tempDir } from './bff/testing/harness';
import { startDesk } from './start';

const dirs: Awaited<ReturnType<typeof tempDir>>[] = [];
afterAll(() => Promise.all(dirs.map((d) => d.remove())));

type Data<T> = { data: T };
const json = async <T>(url: string) => (await (await fetch(url)).json()) as T;

describe('npm start on the embedded default', () => {
  it('seeds the demo on first start, reuses it on the second, and renews the webhook when the port changes', async () => {
    const data = await tempDir('desk-start-');
    dirs.push(data);
    const config = defaultConfig({ dataDir: data.dir, port: 0 });

    const first = await startDesk(config, { build: false, handleSignals: false });
    const [biz] = (await json<Data<{ id: string; title: string }[]>>(`${first.url}/api/businesses`)).data;
    expect(biz?.title).toBe('Baltic Pine Studio');
    const invoices = (await json<Data<{ id: string }[]>>(`${first.url}/api/b/${biz!.id}/invoices`)).data;
    const expenses = (await json<Data<{ id: string }[]>>(`${first.url}/api/b/${biz!.id}/expenses`)).data;
    expect(invoices.length).toBeGreaterThanOrEqual(8);
    expect(expenses.length).toBeGreaterThanOrEqual(3);
    const keyFile = join(data.dir, 'invoicing-api', 'console-key');
    expect((await stat(keyFile)).mode & 0o777).toBe(0o600);
    const state1 = JSON.parse(await readFile(join(data.dir, 'invoicing-api', 'demo.json'), 'utf8')) as {
      webhook_url: string;
    };
    expect(state1.webhook_url).toBe(`${first.url}/webhooks/${biz!.id}`);
    const firstOrigin = new URL(
      (await json<Data<{ share_link: string }[]>>(`${first.url}/api/b/${biz!.id}/invoices`)).data[0]!
        .share_link,
    ).origin;
    await first.close();

    const second = await startDesk(config, { build: false, handleSignals: false });
    const again = (await json<Data<{ id: string }[]>>(`${second.url}/api/businesses`)).data;
    expect(again.map((b) => b.id)).toEqual([biz!.id]);
    expect((await json<Data<unknown[]>>(`${second.url}/api/b/${biz!.id}/invoices`)).data).toHaveLength(
      invoices.length,
    );
    const state2 = JSON.parse(await readFile(join(data.dir, 'invoicing-api', 'demo.json'), 'utf8')) as {
      webhook_url: string;
    };
    expect(state2.webhook_url).toBe(`${second.url}/webhooks/${biz!.id}`);

    // the renewed subscription reaches the new BFF: a payment in the vendor app arrives as an SSE event
    const ctrl = new AbortController();
    const events = await fetch(`${second.url}/api/events`, { signal: ctrl.signal });
    const reader = events.body!.getReader();
    const shareOrigin = async (desk: { url: string }) =>
      new URL(
        (await json<Data<{ share_link: string }[]>>(`${desk.url}/api/b/${biz!.id}/invoices`)).data[0]!
          .share_link,
      ).origin;
    // The API is on the last start's port, so the links the BFF kept from the first start still reach it.
    const origin = await shareOrigin(second);
    expect(origin).toBe(firstOrigin);
    const key = (await readFile(join(data.dir, 'invoicing-api', 'console-key'), 'utf8')).trim();
    await consoleOf({ origin, baseUrl: `${origin}/api`, consoleKey: key }).call(
      'POST',
      `/businesses/${biz!.id}/invoices/${invoices[0]!.id}/payments`,
      {},
    );
    let text = '';
    while (!text.includes('invoice.updated')) text += new TextDecoder().decode((await reader.read()).value);
    expect(text).toContain(invoices[0]!.id);
    ctrl.abort();
    await second.close();

    // Its port taken meanwhile, the API starts on a free one (and keeps that for the next start).
    const squatter = createServer().listen(Number(new URL(origin).port), '127.0.0.1');
    await once(squatter, 'listening');
    const third = await startDesk(config, { build: false, handleSignals: false });
    try {
      expect(
        (await json<Data<{ id: string }[]>>(`${third.url}/api/businesses`)).data.map((b) => b.id),
      ).toEqual([biz!.id]);
      const kept = (await readFile(join(data.dir, 'invoicing-api', 'port'), 'utf8')).trim();
      expect(kept).not.toBe(new URL(origin).port);
    } finally {
      await third.close();
      squatter.close();
    }
  }, 60_000);
});
