import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookEventSchema } from '../contract/events';
import { eventNames } from '../contract/enums';
import {
  apiClient,
  createBusiness,
  createInvoice,
  invoiceInput,
  startTestApi,
  type TestApi,
} from './testing/harness';
import { uploadForm } from './testing/upload-form';
import { startReceiver } from './testing/webhook-receiver';

const sign = (raw: string, secret: string) => createHmac('sha256', secret).update(raw).digest('hex');

describe('webhook deliveries', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ webhookRetryDelaysMs: [150, 300] });
  });
  afterAll(() => api.stop());

  const subscribe = async (businessId: string, url: string, events: readonly string[] = eventNames) => {
    const res = await api.console.post(`/businesses/${businessId}/webhooks`, { url, events });
    expect(res.status, res.text).toBe(201);
    expect(res.body.data.secret).toMatch(/^whsec_/);
    return res.body.data as { id: string; secret: string };
  };

  it('sends every operation its event, signed with the subscription secret', async () => {
    const receiver = await startReceiver();
    const { profile, client } = await createBusiness(api);
    const { secret } = await subscribe(profile.business_id, receiver.url);

    const inv = await createInvoice(client);
    await client.put(
      `/invoices/${inv.id}`,
      invoiceInput({ invoice_number: inv.invoice_number, currency: 'GBP' }),
    );
    await api.console.post(`/businesses/${profile.business_id}/invoices/${inv.id}/payments`);
    await client.delete(`/invoices/${inv.id}`);
    const form = uploadForm(
      { seller: 'Rimi', total: '3.10', currency: 'EUR', date: '2026-01-02' },
      { name: 'r.pdf', bytes: '%PDF' },
    );
    const exp = (await client.form('POST', '/expenses', form)).body.data;
    await client.form('PUT', `/expenses/${exp.id}`, form);
    await client.form('POST', `/expenses/${exp.id}/file`, uploadForm({}, { name: 'r.png', bytes: 'png' }));
    await client.delete(`/expenses/${exp.id}`);

    const got = await receiver.waitFor(8);
    await receiver.close();
    for (const d of got) {
      expect(d.headers['content-type']).toBe('application/json');
      expect(d.headers.signature).toBe(sign(d.raw, secret));
    }
    const events = got.map((d) => webhookEventSchema.parse(JSON.parse(d.raw)));
    expect(events.map((e) => e.event).sort()).toEqual(
      [
        'invoice.created',
        'invoice.updated',
        'invoice.updated',
        'invoice.deleted',
        'expense.created',
        'expense.updated',
        'expense.updated',
        'expense.deleted',
      ].sort(),
    );
    const created = events.find((e) => e.event === 'invoice.created')!;
    expect(created.data).toEqual(inv);
    expect(events.find((e) => e.event === 'invoice.deleted')!.data).toEqual({ id: inv.id });
    const updates = events
      .filter((e) => e.event === 'invoice.updated')
      .map((e) => e.data as { payment_status: string; updated_at: number });
    expect(new Set(updates.map((u) => u.updated_at)).size).toBe(2); // receivers dedupe on id + updated_at
    expect(updates.map((u) => u.payment_status).sort()).toEqual(['not_paid', 'paid']);
  });

  it('sends only the selected events, only to the business of the change, and nothing for drafts', async () => {
    const receiver = await startReceiver();
    const a = await createBusiness(api);
    const b = await createBusiness(api);
    await subscribe(a.profile.business_id, receiver.url, ['invoice.deleted']);
    await subscribe(b.profile.business_id, receiver.url, ['invoice.created']);
    await api.console.post(`/businesses/${b.profile.business_id}/drafts`, invoiceInput());
    const inv = await createInvoice(a.client);
    await a.client.delete(`/invoices/${inv.id}`);
    await receiver.waitFor(1);
    await new Promise((r) => setTimeout(r, 300));
    await receiver.close();
    expect(receiver.received.map((d) => JSON.parse(d.raw).event)).toEqual(['invoice.deleted']);
  });

  it('retries a failing endpoint after the configured delays and stops after three attempts', async () => {
    const flaky = await startReceiver([500, 503, 204]);
    const dead = await startReceiver([500]);
    const { profile, client } = await createBusiness(api);
    await subscribe(profile.business_id, flaky.url, ['invoice.created']);
    await subscribe(profile.business_id, dead.url, ['invoice.created']);
    const res = await client.post('/invoices', invoiceInput());
    expect(res.status).toBe(201);

    const got = await flaky.waitFor(3);
    expect(got.map((d) => d.raw)).toEqual([got[0]!.raw, got[0]!.raw, got[0]!.raw]);
    expect(got[1]!.at - got[0]!.at).toBeGreaterThanOrEqual(140);
    expect(got[2]!.at - got[1]!.at).toBeGreaterThanOrEqual(290);
    await dead.waitFor(3);
    await new Promise((r) => setTimeout(r, 800));
    expect(flaky.received).toHaveLength(3);
    expect(dead.received).toHaveLength(3);
    await Promise.all([flaky.close(), dead.close()]);
  });

  it('never holds up an API request while an endpoint is stuck', async () => {
    const stuck = await startReceiver([200], { hold: true });
    const { profile, client } = await createBusiness(api);
    await subscribe(profile.business_id, stuck.url, ['invoice.created', 'invoice.deleted']);
    const inv = await createInvoice(client);
    await stuck.waitFor(1); // the delivery is in flight, unanswered
    expect((await client.delete(`/invoices/${inv.id}`)).status).toBe(200);
    expect((await client.get('/invoices')).status).toBe(200);
    await stuck.waitFor(2);
    stuck.release();
    await stuck.close();
  });
});

describe('durable outbox', () => {
  it('delivers after a restart what was pending when the process stopped', async () => {
    const receiver = await startReceiver([500, 200]);
    const first = await startTestApi({ webhookRetryDelaysMs: [400, 400] });
    const { profile } = await createBusiness(first);
    const token = (await first.console.post(`/businesses/${profile.business_id}/tokens`, { name: 'r' })).body
      .data.token;
    await first.console.post(`/businesses/${profile.business_id}/webhooks`, {
      url: receiver.url,
      events: ['invoice.created'],
    });
    await createInvoice(apiClient(first, token));
    await receiver.waitFor(1);
    await first.close(); // the retry is still in the outbox

    const second = await startTestApi({ dataDir: first.dataDir, webhookRetryDelaysMs: [400, 400] });
    try {
      const got = await receiver.waitFor(2);
      expect(got[1]!.raw).toBe(got[0]!.raw);
    } finally {
      await second.stop();
      await receiver.close();
    }
  });
});
