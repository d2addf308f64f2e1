import { describe, expect, it } from 'vitest';
import { startInvoicingApi } from '../../../invoicing-api/server';
import { withDesk } from '../../testing/fixture';
import { consoleOf, jsonBody, sampleInvoiceBody, sseClient, until } from '../../testing/harness';

const desk = withDesk((dataDir) => startInvoicingApi({ port: 0, dataDir, rateLimit: 1000 }));
const con = () => consoleOf(desk.api);

describe('connected businesses', () => {
  it('connects two businesses, lists them by title, and keeps their data apart', async () => {
    const a = await con().business('Alpha Studio');
    const b = await con().business('Beta Works', 'individual_activity');
    const ca = await desk.get('/api/businesses', { method: 'POST', ...jsonBody({ token: a.token }) });
    expect(ca.status).toBe(201);
    expect(await ca.json()).toEqual({
      data: { id: a.id, title: 'Alpha Studio', business_type: 'association' },
    });
    expect(
      (await desk.get('/api/businesses', { method: 'POST', ...jsonBody({ token: b.token }) })).status,
    ).toBe(201);
    const list = (await (await desk.get('/api/businesses')).json()) as {
      data: { id: string; title: string }[];
    };
    expect(list.data.map((x) => x.title).sort()).toEqual(['Alpha Studio', 'Beta Works']);

    const made = await desk.get(`/api/b/${a.id}/invoices`, {
      method: 'POST',
      ...jsonBody(sampleInvoiceBody()),
    });
    expect(made.status).toBe(201);
    const invoice = ((await made.json()) as { data: { id: string } }).data;
    const listA = (await (await desk.get(`/api/b/${a.id}/invoices`)).json()) as { data: unknown[] };
    const listB = (await (await desk.get(`/api/b/${b.id}/invoices`)).json()) as { data: unknown[] };
    expect(listA.data).toHaveLength(1);
    expect(listB.data).toHaveLength(0);
    // Alpha's invoice through Beta's path is another business's record: 404, never Alpha's data
    const cross = await desk.get(`/api/b/${b.id}/invoices/${invoice.id}`);
    expect(cross.status).toBe(404);
    expect(await cross.json()).toMatchObject({ status: 404, code: 'not_found' });
    const profileB = (await (await desk.get(`/api/b/${b.id}/profile`)).json()) as {
      data: { business_title: string };
    };
    expect(profileB.data.business_title).toBe('Beta Works');
  });

  it('with check_only, says which business a token belongs to and keeps nothing', async () => {
    const e = await con().business('Epsilon Checked');
    const before = (await (await desk.get('/api/businesses')).json()) as { data: unknown[] };
    const check = await desk.get('/api/businesses', {
      method: 'POST',
      ...jsonBody({ token: e.token, check_only: true }),
    });
    expect(check.status).toBe(200);
    expect(await check.json()).toEqual({
      data: { id: e.id, title: 'Epsilon Checked', business_type: 'association' },
    });
    expect(await (await desk.get('/api/businesses')).json()).toEqual(before);
    expect(desk.bff.tokenOf(e.id)).toBeUndefined();
    expect((await desk.get(`/api/b/${e.id}/profile`)).status).toBe(404);
    const bad = await desk.get('/api/businesses', {
      method: 'POST',
      ...jsonBody({ token: 'not-a-real-token', check_only: true }),
    });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({
      code: 'validation',
      errors: { token: [expect.stringContaining('did not accept')] },
    });
    const odd = await desk.get('/api/businesses', {
      method: 'POST',
      ...jsonBody({ token: e.token, check_only: 'yes' }),
    });
    expect(odd.status).toBe(422);
    expect(await odd.json()).toMatchObject({
      code: 'validation',
      errors: { check_only: [expect.any(String)] },
    });
  });

  it('refuses a bad token with a clear 422 and a missing one on its field', async () => {
    const bad = await desk.get('/api/businesses', {
      method: 'POST',
      ...jsonBody({ token: 'not-a-real-token' }),
    });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({
      code: 'validation',
      errors: { token: [expect.stringContaining('did not accept')] },
    });
    const empty = await desk.get('/api/businesses', { method: 'POST', ...jsonBody({}) });
    expect(empty.status).toBe(422);
    expect(await empty.json()).toMatchObject({ code: 'validation', errors: { token: [expect.any(String)] } });
  });

  it('disconnects: the business is gone and its paths answer 404', async () => {
    const c = await con().business('Gamma');
    await desk.get('/api/businesses', { method: 'POST', ...jsonBody({ token: c.token }) });
    expect((await desk.get(`/api/businesses/${c.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await desk.get(`/api/businesses/${c.id}`, { method: 'DELETE' })).status).toBe(404);
    const after = await desk.get(`/api/b/${c.id}/invoices`);
    expect(after.status).toBe(404);
    expect(desk.bff.tokenOf(c.id)).toBeUndefined();
  });

  it('reports a revoked token as token_invalid, on the request and over SSE', async () => {
    const d = await con().business('Delta');
    await desk.get('/api/businesses', { method: 'POST', ...jsonBody({ token: d.token }) });
    const sse = sseClient(`${desk.bff.url}/api/events`);
    await sse.ready;
    await con().call('DELETE', `/businesses/${d.id}/tokens/${d.tokenId}`);
    const res = await desk.get(`/api/b/${d.id}/invoices`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      status: 401,
      code: 'token_invalid',
      message: 'This business\u2019s token was revoked or is invalid \u2014 reconnect.',
    });
    await until(() => sse.messages.find((m) => m.event === 'business'));
    expect(sse.messages).toContainEqual({
      event: 'business',
      data: { business: d.id, state: 'token_invalid' },
    });
    sse.close();
  });

  it('forwards only the spec\u2019s endpoints, with ids checked as uuids', async () => {
    const e = await con().business('Epsilon');
    await desk.get('/api/businesses', { method: 'POST', ...jsonBody({ token: e.token }) });
    for (const path of [
      `/api/b/${e.id}/invoices/not-a-uuid`,
      `/api/b/${e.id}/tokens`,
      `/api/b/${e.id}/../console/businesses`,
      '/api/anything',
    ]) {
      const res = await desk.get(path);
      expect(res.status, path).toBe(404);
      expect(((await res.json()) as { code: string }).code).toBe('not_found');
    }
    expect((await desk.get(`/api/b/${e.id}/invoices?page=0`)).status).toBe(400);
    expect((await desk.get(`/api/b/${e.id}/invoices?page=1&per_page=500`)).status).toBe(400);
    expect((await desk.get(`/api/b/${e.id}/profile`, { method: 'PUT', ...jsonBody({}) })).status).toBe(404);
    expect((await desk.get(`/api/b/00000000-0000-4000-8000-000000000000/invoices`)).status).toBe(404);
  });

  it('passes the API\u2019s 422 field errors through on their dotted paths', async () => {
    const f = await con().business('Zeta');
    await desk.get('/api/businesses', { method: 'POST', ...jsonBody({ token: f.token }) });
    const input = sampleInvoiceBody({
      products: [{ name: 'x', units: 'h', quantity: 1, price: 1, total: 1 }],
    });
    const res = await desk.get(`/api/b/${f.id}/invoices`, { method: 'POST', ...jsonBody(input) });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { code: string; errors: Record<string, string[]> };
    expect(body.code).toBe('validation');
    expect(Object.keys(body.errors)).toContain('products.0.total');
  });
});
