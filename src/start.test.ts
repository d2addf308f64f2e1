import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultConfig } from './bff/config';
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
    const state1 = JSON.parse(await readFile(join(data.dir, 'invoicing-api', 'demo.json'), 'utf8')) as { webhook_url: string };
    expect(state1.webhook_url).toBe(`${first.url}/webhooks/${biz!.id}`);
    await first.close();

    const second = await startDesk(config, { build: false, handleSignals: false });
    const again = (await json<Data<{ id: string }[]>>(`${second.url}/api/businesses`)).data;
    expect(again.map((b) => b.id)).toEqual([biz!.id]);
    expect((await json<Data<unknown[]>>(`${second.url}/api/b/${biz!.id}/invoices`)).data).toHaveLength(invoices.length);
    const state2 = JSON.parse(await readFile(join(data.dir, 'invoicing-api', 'demo.json'), 'utf8')) as { webhook_url: string };
    expect(state2.webhook_url).toBe(`${second.url}/webhooks/${biz!.id}`);

    // the renewed subscription reaches the new BFF: a payment in the vendor app arrives as an SSE event
    const ctrl = new AbortController();
    const events = await fetch(`${second.url}/api/events`, { signal: ctrl.signal });
    const reader = events.body!.getReader();
    const origin = new URL(((await json<Data<{ share_link: string }[]>>(`${second.url}/api/b/${biz!.id}/invoices`)).data[0]!).share_link).origin;
    const key = (await readFile(join(data.dir, 'invoicing-api', 'console-key'), 'utf8')).trim();
    await consoleOf({ origin, baseUrl: `${origin}/api`, consoleKey: key }).call('POST', `/businesses/${biz!.id}/invoices/${invoices[0]!.id}/payments`, {});
    let text = '';
    while (!text.includes('invoice.updated')) text += new TextDecoder().decode((await reader.read()).value);
    expect(text).toContain(invoices[0]!.id);
    ctrl.abort();
    await second.close();
  }, 60_000);
});
