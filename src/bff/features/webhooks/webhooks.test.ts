import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInvoicingApi } from '../../../invoicing-api/server';
import { withDesk } from '../../testing/fixture';
import { browser, consoleOf, jsonBody, sampleInvoiceBody, sseClient, until } from '../../testing/harness';
import { sign } from './signature';

const desk = withDesk((dataDir) =>
  startInvoicingApi({
    port: 0,
    dataDir,
    rateLimit: 1000,
    allowHttpWebhooks: true,
    webhookRetryDelaysMs: [200, 400],
  }),
);
let biz: { id: string; token: string };
let secret: string;
let sse: ReturnType<typeof sseClient>;

beforeAll(async () => {
  biz = await consoleOf(desk.api).business('Hooks Ltd');
  secret = (await consoleOf(desk.api).webhook(biz.id, `${desk.bff.url}/webhooks/${biz.id}`)).secret;
  await browser(desk.bff.url)('/api/businesses', {
    method: 'POST',
    ...jsonBody({ token: biz.token, webhook_secret: secret }),
  });
  sse = sseClient(`${desk.bff.url}/api/events`);
  await sse.ready;
});
afterAll(async () => {
  sse.close();
});

const expense = (id: string, updated_at: number, total = 10) => ({
  id,
  date: '2026-01-02',
  total,
  currency: 'EUR',
  seller: 'Shop',
  created_at: 1_700_000_000,
  updated_at,
});
/** Delivers like the API does (raw bytes + Signature), without an Origin header: webhooks need none. */
const deliver = (body: string, signature: string | undefined, business = biz.id) =>
  fetch(`${desk.bff.url}/webhooks/${business}`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...(signature === undefined ? {} : { signature }) },
  });
const webhookMessages = (id: string) =>
  sse.messages.filter((m) => m.event === 'webhook' && (m.data as { data: { id: string } }).data.id === id);

describe('webhook receiver', () => {
  it('receives the API\u2019s real deliveries and pushes the full invoice to the browser over SSE', async () => {
    const made = await browser(desk.bff.url)(`/api/b/${biz.id}/invoices`, {
      method: 'POST',
      ...jsonBody(sampleInvoiceBody()),
    });
    const invoice = ((await made.json()) as { data: { id: string; total_incl_vat: number } }).data;
    const [msg] = await until(() =>
      webhookMessages(invoice.id).length > 0 ? webhookMessages(invoice.id) : undefined,
    );
    expect(msg!.data).toMatchObject({
      business: biz.id,
      event: 'invoice.created',
      data: { id: invoice.id, total_incl_vat: 100 },
    });
  });

  it('accepts a correct signature and refuses a missing, wrong or tampered one', async () => {
    const id = randomUUID();
    const body = JSON.stringify({ event: 'expense.created', data: expense(id, 100) });
    const missing = await deliver(body, undefined);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ code: 'forbidden' });
    expect((await deliver(body, sign(body, 'whsec_not_the_secret'))).status).toBe(401);
    expect((await deliver(body, sign(body, secret).toUpperCase())).status).toBe(401);
    const tampered = body.replace('"total":10', '"total":99999');
    expect((await deliver(tampered, sign(body, secret))).status).toBe(401);
    expect(webhookMessages(id)).toHaveLength(0);

    const ok = await deliver(body, sign(body, secret));
    expect(ok.status).toBe(200);
    await until(() => webhookMessages(id).length === 1);
    expect(webhookMessages(id)[0]!.data).toEqual({
      business: biz.id,
      event: 'expense.created',
      data: expense(id, 100),
    });
  });

  it('refuses signed garbage, and deliveries for a business it does not hold', async () => {
    const notJson = '{"event":';
    expect((await deliver(notJson, sign(notJson, secret))).status).toBe(400);
    const unknown = JSON.stringify({ event: 'invoice.exploded', data: { id: randomUUID() } });
    expect((await deliver(unknown, sign(unknown, secret))).status).toBe(422);
    const body = JSON.stringify({ event: 'expense.deleted', data: { id: randomUUID() } });
    expect((await deliver(body, sign(body, secret), randomUUID())).status).toBe(404);
  });

  it('drops duplicates, older versions, and anything after a delete', async () => {
    const id = randomUUID();
    const send = async (event: string, data: unknown) => {
      const body = JSON.stringify({ event, data });
      const res = await deliver(body, sign(body, secret));
      expect(res.status).toBe(200);
      return ((await res.json()) as { verdict: string }).verdict;
    };
    expect(await send('expense.created', expense(id, 100))).toBe('new');
    expect(await send('expense.created', expense(id, 100))).toBe('duplicate');
    expect(await send('expense.updated', expense(id, 120, 20))).toBe('new');
    expect(await send('expense.updated', expense(id, 110, 15))).toBe('stale'); // arrived late
    expect(await send('expense.deleted', { id })).toBe('new');
    expect(await send('expense.updated', expense(id, 130, 30))).toBe('after-delete');
    await until(() => webhookMessages(id).length === 3);
    await new Promise((r) => setTimeout(r, 100));
    expect(webhookMessages(id).map((m) => (m.data as { event: string }).event)).toEqual([
      'expense.created',
      'expense.updated',
      'expense.deleted',
    ]);
    expect((webhookMessages(id)[1]!.data as { data: { total: number } }).data.total).toBe(20);
  });
});
