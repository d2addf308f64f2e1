import { join } from 'node:path';
import { eventNames } from '../contract/enums';
import { readJson, writeJson } from '../bff/platform/vault/json-file';
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
  /** Tells the BFF the VAT and number the seeding sent for an expense (the API never returns them): the VAT report counts it. */
  rememberExpense?(
    business: string,
    expense: string,
    fields: { vat: string | null; invoice_number: string | null },
  ): Promise<void>;
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

/** Unix seconds of `day` (Y-m-d) `afterDays` later at `hour`, local time; never later than an hour ago. */
const momentOf = (day: string, hour: number, afterDays = 0): number => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Math.floor(
    Math.min(new Date(y, m - 1, d + afterDays, hour).getTime(), Date.now() - 3_600_000) / 1000,
  );
};

/**
 * Issues an invoice in the app on its own date; a paid one is paid 4 to 20 days later (following `i`). The console's
 * `?at=` sets the records' `created_at` and `updated_at`: a past year reads as a business's would.
 */
async function issue(
  console_: ReturnType<typeof http>,
  business: string,
  input: { invoice_date: string },
  paid: boolean,
  i: number,
) {
  const path = `/console/businesses/${business}/invoices`;
  const { data: invoice } = await console_.json<Data<{ id: string }>>(
    'POST',
    `${path}?at=${momentOf(input.invoice_date, 9)}`,
    input,
  );
  if (paid)
    await console_.json(
      'POST',
      `${path}/${invoice.id}/payments?at=${momentOf(input.invoice_date, 15, 4 + ((i * 5) % 17))}`,
      {},
    );
}

async function subscribe(console_: ReturnType<typeof http>, business: string, bffUrl: string) {
  const url = `${bffUrl}/webhooks/${business}`;
  const { data } = await console_.json<Data<{ id: string; secret: string }>>(
    'POST',
    `/console/businesses/${business}/webhooks`,
    {
      url,
      events: eventNames,
    },
  );
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
    await console_
      .json('DELETE', `/console/businesses/${state.business_id}/webhooks/${state.webhook_id}`)
      .catch(() => undefined);
    const hook = await subscribe(console_, state.business_id, t.bffUrl);
    await t.connect(token, hook.secret);
    await writeJson(file, { ...state, webhook_id: hook.id, webhook_url: hook.url });
    return;
  }
  const { data: profile } = await console_.json<Data<{ business_id: string }>>(
    'POST',
    '/console/businesses',
    demoBusiness,
  );
  const business = profile.business_id;
  const { data: token } = await console_.json<Data<{ token: string }>>(
    'POST',
    `/console/businesses/${business}/tokens`,
    { name: 'dashboard' },
  );

  // The business's past first, the dashboard after: it finds a year there, as on a real first connect (payments it
  // finds already paid are estimates, dated by their last change: bff/features/mirror/paid-date.ts).
  // A year of earlier invoices first (issued in the app, through the console: no API budget spent), so the ten demo
  // invoices below stay the newest. Numbered explicitly, so they can be issued eight at a time.
  await inBatches([...historyInvoices().entries()], ([i, { input, paid }]) =>
    issue(console_, business, input, paid, i),
  );
  const api = http(t.baseUrl, { authorization: `Bearer ${token.token}` });
  // Issued in date order, as a business issues them: numbers rise with the date and the newest-first list reads so.
  const byDate = demoInvoices().sort((a, b) => a.input.invoice_date.localeCompare(b.input.invoice_date));
  for (const [i, { input, paid }] of byDate.entries()) await issue(console_, business, input, paid, i);
  const expenses = await seedExpenses(api);
  const hook = await subscribe(console_, business, t.bffUrl);
  await t.connect(token.token, hook.secret);
  for (const e of expenses) await t.rememberExpense?.(business, e.id, e.fields);
  await writeJson(file, { business_id: business, webhook_id: hook.id, webhook_url: hook.url });
}
