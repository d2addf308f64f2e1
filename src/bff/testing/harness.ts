import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventNames } from '../../contract/enums';
import { type BffConfig, defaultConfig } from '../platform/config';
import { startBff, type RunningBff } from '../server';

/** What a test knows of the embedded API it started (the test file itself starts it: only tests may import it). */
export interface ApiHandle {
  origin: string;
  baseUrl: string;
  consoleKey: string;
}

export interface LogEntry {
  at_ms: number;
  business_id: string | null;
  method: string;
  url: string;
  status: number;
}

export async function tempDir(prefix: string): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** The app's side of the API (tokens, webhooks, payments) through the console. */
export function consoleOf(api: ApiHandle) {
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${api.origin}/console${path}`, {
      method,
      headers: {
        'x-console-key': api.consoleKey,
        accept: 'application/json',
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`console ${method} ${path}: ${res.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  };
  return {
    call,
    async business(
      title: string,
      type = 'association',
    ): Promise<{ id: string; token: string; tokenId: string }> {
      const { data } = await call<{ data: { business_id: string } }>('POST', '/businesses', {
        business_title: title,
        business_type: type,
      });
      const t = await call<{ data: { id: string; token: string } }>(
        'POST',
        `/businesses/${data.business_id}/tokens`,
        { name: 'dashboard' },
      );
      return { id: data.business_id, token: t.data.token, tokenId: t.data.id };
    },
    /** A webhook for every event the API sends. */
    async webhook(business: string, url: string): Promise<{ id: string; secret: string }> {
      return (
        await call<{ data: { id: string; secret: string } }>('POST', `/businesses/${business}/webhooks`, {
          url,
          events: eventNames,
        })
      ).data;
    },
    async log(): Promise<LogEntry[]> {
      return (await call<{ data: LogEntry[] }>('GET', '/request-log')).data;
    },
    clearLog: () => call('DELETE', '/request-log'),
  };
}

/** A BFF that makes no upstream call of its own (no mirror walks or checks): for tests that count the person's calls. */
export const noMirrorSync: Partial<BffConfig> = {
  mirror: { ...defaultConfig({ dataDir: '' }).mirror, sync: false },
};

/** A BFF on a free loopback port with a fresh data dir. */
export async function startTestBff(
  apiBaseUrl: string,
  over: Partial<BffConfig> = {},
): Promise<RunningBff & { dataDir: string }> {
  const data = await tempDir('desk-bff-');
  const bff = await startBff(defaultConfig({ dataDir: data.dir, apiBaseUrl, port: 0, ...over }));
  return {
    ...bff,
    dataDir: data.dir,
    close: async () => {
      await bff.close();
      await data.remove();
    },
  };
}

/** Fetch against the BFF as the dashboard's own page would (same-origin header on writes). */
export function browser(bffUrl: string) {
  const origin = new URL(bffUrl).origin;
  return (path: string, init: RequestInit = {}) =>
    fetch(bffUrl + path, {
      ...init,
      headers: { origin, ...(init.headers as Record<string, string> | undefined) },
    });
}

export const jsonBody = (v: unknown): RequestInit => ({
  body: JSON.stringify(v),
  headers: { 'content-type': 'application/json' },
});

/**
 * The body a test POSTs to create an invoice, for a business without a VAT code (the seller from its profile). Not an
 * invoice: the API's answer is; contract/test-samples.ts holds a sample invoice and the rules' sample input.
 */
export const sampleInvoiceBody = (over: Record<string, unknown> = {}) => ({
  type: 'regular_invoice',
  series: 'T',
  invoice_date: '2026-01-15',
  currency: 'EUR',
  use_default_seller_info: true,
  buyer: { type: 'company', company_name: 'Buyer Ltd' },
  products: [{ name: 'Work', units: 'h', quantity: 2, price: 50 }],
  ...over,
});

/** Reads an SSE stream, collecting `{event, data}` messages until closed. */
export function sseClient(url: string) {
  const messages: { event: string; data: unknown }[] = [];
  const raw: string[] = [];
  const ctrl = new AbortController();
  const ready = fetch(url, { signal: ctrl.signal }).then(async (res) => {
    const reader = res.body!.getReader();
    const dec = new TextDecoder();
    let buf = '';
    void (async () => {
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) return;
        const text = dec.decode(value, { stream: true });
        raw.push(text);
        buf += text;
        let i: number;
        while ((i = buf.indexOf('\n\n')) >= 0) {
          const block = buf.slice(0, i);
          buf = buf.slice(i + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) messages.push({ event, data: JSON.parse(data) });
        }
      }
    })();
    return res;
  });
  return { ready, messages, raw, close: () => ctrl.abort() };
}

/** Polls `f` (sync or async) until it gives something truthy, and returns that. */
export async function until<T>(
  f: () => T | undefined | false | Promise<T | undefined | false>,
  timeoutMs = 10_000,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await f();
    if (v) return v;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 25));
  }
}
