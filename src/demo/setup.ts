import { join } from 'node:path';
import { eventNames } from '../contract/enums';
import { readJson, writeJson } from '../bff/vault/json-file';
import { seedExpenses } from './expenses';
import { http } from './http';
import { historyInvoices } from './history';
import { demoBusiness } from './business';
import { demoInvoices } from './invoices';

export interface DemoTarget {
  /** The embedded API: http://HOST:PORT and its /api base. */
  origin: string;
  baseUrl: string;
  consoleKey: string;
  /** Where the demo remembers what it made (no secrets: ids and the webhook address). */
  stateDir: string;
  /** The BFF's own address, for the webhook subscription. */
  bffUrl: string;
  /** Stores the token and the subscription secret in the BFF (encrypted there). */
  connect(token: string, webhookSecret: string): Promise<void>;
  /** The token the BFF holds for a business, when it is (still) connected. */
  tokenOf(business: string): string | undefined;
}

interface DemoState {
  business_id: string;
  webhook_id: string;
  webhook_url: string;
}

type Data<T> = { data: T };

async function inBatches<T>(items: readonly T[], each: (item: T) => Promise<void>, size = 8): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(each));
}

async function subscribe(console_: ReturnType<typeof http>, business: string, bffUrl: string) {
  const url = `${bffUrl}/webhooks/${business}`;
  const { data } = await console_.json<Data<{ id: string; secret: string }>>('POST', `/console/businesses/${business}/webhooks`, {
    url,
    events: eventNames,
  });
  return { url, id: data.id, secret: data.secret };
}

/**
 * First start: a demo business, a token named `dashboard`, a webhook subscription to the BFF's receiver, and
 * realistic invoices and expenses. Later starts reuse it all; only a changed BFF address renews the subscription.
 */
export async function ensureDemo(t: DemoTarget): Promise<void> {
  const file = join(t.stateDir, 'demo.json');
  const console_ = http(t.origin, { 'x-console-key': t.consoleKey });
  const state = await readJson<DemoState | null>(file, null);
  if (state) {
    const token = t.tokenOf(state.business_id);
    if (token === undefined || state.webhook_url === `${t.bffUrl}/webhooks/${state.business_id}`) return;
    await console_.json('DELETE', `/console/businesses/${state.business_id}/webhooks/${state.webhook_id}`).catch(() => undefined);
    const hook = await subscribe(console_, state.business_id, t.bffUrl);
    await t.connect(token, hook.secret);
    await writeJson(file, { ...state, webhook_id: hook.id, webhook_url: hook.url });
    return;
  }
  const { data: profile } = await console_.json<Data<{ business_id: string }>>('POST', '/console/businesses', demoBusiness);
  const business = profile.business_id;
  const { data: token } = await console_.json<Data<{ token: string }>>('POST', `/console/businesses/${business}/tokens`, { name: 'dashboard' });
  const hook = await subscribe(console_, business, t.bffUrl);
  await t.connect(token.token, hook.secret);

  // A year of earlier invoices first (issued in the app, through the console: no API budget spent), so the ten demo
  // invoices below stay the newest. Numbered explicitly, so they can be issued eight at a time.
  await inBatches(historyInvoices(), async ({ input, paid }) => {
    const { data: invoice } = await console_.json<Data<{ id: string }>>('POST', `/console/businesses/${business}/invoices`, input);
    if (paid) await console_.json('POST', `/console/businesses/${business}/invoices/${invoice.id}/payments`, {});
  });
  const api = http(t.baseUrl, { authorization: `Bearer ${token.token}` });
  // Issued in date order, as a business issues them: numbers rise with the date and the newest-first list reads so.
  const byDate = demoInvoices().sort((a, b) => a.input.invoice_date.localeCompare(b.input.invoice_date));
  for (const { input, paid } of byDate) {
    const { data: invoice } = await api.json<Data<{ id: string }>>('POST', '/invoices', input);
    if (paid) await console_.json('POST', `/console/businesses/${business}/invoices/${invoice.id}/payments`, {});
  }
  await seedExpenses(api);
  await writeJson(file, { business_id: business, webhook_id: hook.id, webhook_url: hook.url });
}
