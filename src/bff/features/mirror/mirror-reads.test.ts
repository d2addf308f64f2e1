import { beforeAll, describe, expect, it } from 'vitest';
import { startInvoicingApi } from '../../../invoicing-api/server';
import { asOwner, connectHooked, mirrorsReady, withDesk } from '../../testing/fixture';
import { consoleOf, jsonBody, sampleInvoiceBody, until } from '../../testing/harness';
import { sign } from '../webhooks/signature';

const desk = withDesk((dataDir) =>
  startInvoicingApi({ port: 0, dataDir, rateLimit: 1000, allowHttpWebhooks: true }),
);
/** Connected with the subscription secret: the API's webhooks reach the BFF. */
let hooked: { id: string; token: string };
/** Connected without one: no webhooks, only page-1 checks and ?refresh=1 (so no late delivery disturbs a count). */
let quiet: { id: string; token: string };
let apart: { id: string; token: string };

type Invoice = { id: string; buyer: { company_name: string | null } };
type Page = { data: { id: string }[] };

beforeAll(async () => {
  hooked = await consoleOf(desk.api).business('Hooked Ltd');
  quiet = await consoleOf(desk.api).business('Quiet Ltd');
  apart = await consoleOf(desk.api).business('Apart Ltd');
  await connectHooked(desk, hooked);
  for (const b of [quiet, apart])
    await desk.get('/api/businesses', { method: 'POST', ...jsonBody({ token: b.token }) });
  // Every count below starts once each mirror had its first complete walk (its own calls are not the person's).
  await mirrorsReady(desk, hooked.id, quiet.id, apart.id);
});

/** Upstream GETs of one path for one business, from the embedded API's request log. */
const upstreamGets = async (business: string, path: string) =>
  (await consoleOf(desk.api).log()).filter(
    (e) => e.method === 'GET' && e.business_id === business && e.url === `/api${path}`,
  ).length;
const json = async <T>(path: string, init?: RequestInit): Promise<T> => {
  const res = await desk.get(path, init);
  expect(res.status, `${init?.method ?? 'GET'} ${path}`).toBeLessThan(300);
  return (await res.json()) as T;
};
const createVia = (b: string, buyer: string) =>
  json<{ data: Invoice }>(`/api/b/${b}/invoices`, {
    method: 'POST',
    ...jsonBody(sampleInvoiceBody({ buyer: { type: 'company', company_name: buyer } })),
  }).then((r) => r.data);
/** A change made elsewhere (another client of the API, the vendor's app): the BFF only hears of it by webhook. */
const createElsewhere = async (business: { token: string }, buyer: string) => {
  const res = await asOwner(desk.api, business)(
    'POST',
    '/invoices',
    sampleInvoiceBody({ buyer: { type: 'company', company_name: buyer } }),
  );
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: Invoice }).data;
};
const ids = (p: Page) => p.data.map((i) => i.id);
describe('reads answered by the records mirror', () => {
  it('answers identical GETs of a list or a detail without an upstream call; ?refresh=1 asks again', async () => {
    const invoice = await createVia(quiet.id, 'Cached buyer');
    await consoleOf(desk.api).clearLog();
    const paths = [`/invoices?page=1`, `/invoices/${invoice.id}`, `/expenses?page=1`];
    for (const path of paths) {
      const first = await (await desk.get(`/api/b/${quiet.id}${path}`)).text();
      const second = await (await desk.get(`/api/b/${quiet.id}${path}`)).text();
      expect(second).toBe(first);
      // One read each (the created invoice none: its POST answer is in the mirror); the second from the mirror.
      expect(await upstreamGets(quiet.id, path), path).toBe(path.includes(invoice.id) ? 0 : 1);
    }
    expect(JSON.parse(await (await desk.get(`/api/b/${quiet.id}/invoices/${invoice.id}`)).text())).toEqual({
      data: invoice,
    });
    await json(`/api/b/${quiet.id}/invoices?page=1&refresh=1`);
    expect(await upstreamGets(quiet.id, '/invoices?page=1')).toBe(2);
    expect((await desk.get(`/api/b/${quiet.id}/invoices?page=1&refresh=2&x=1`)).status).toBe(400);
  });

  it('patches the lists and the written record from a write\u2019s answer, reading nothing again', async () => {
    const [edited, untouched] = [
      await createVia(quiet.id, 'To rename'),
      await createVia(quiet.id, 'Left alone'),
    ];
    const b = `/api/b/${quiet.id}`;
    await json(`${b}/invoices?page=1`);
    await json(`${b}/invoices/${edited.id}`);
    await json(`${b}/invoices/${untouched.id}`);
    await json(`${b}/expenses?page=1`);
    await consoleOf(desk.api).clearLog();
    await json(`${b}/invoices/${edited.id}`, {
      method: 'PUT',
      ...jsonBody(sampleInvoiceBody({ buyer: { type: 'company', company_name: 'Renamed' } })),
    });
    expect((await json<{ data: Invoice }>(`${b}/invoices/${edited.id}`)).data.buyer.company_name).toBe(
      'Renamed',
    );
    const list = await json<{ data: Invoice[] }>(`${b}/invoices?page=1`);
    expect(list.data.find((i) => i.id === edited.id)?.buyer.company_name).toBe('Renamed');
    await json(`${b}/invoices/${untouched.id}`);
    await json(`${b}/expenses?page=1`);
    expect(await upstreamGets(quiet.id, `/invoices/${edited.id}`)).toBe(0);
    expect(await upstreamGets(quiet.id, '/invoices?page=1')).toBe(0);
    expect(await upstreamGets(quiet.id, `/invoices/${untouched.id}`)).toBe(0);
    expect(await upstreamGets(quiet.id, '/expenses?page=1')).toBe(0);

    expect((await desk.get(`${b}/invoices/${untouched.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await desk.get(`${b}/invoices/${untouched.id}`)).status).toBe(404);
    expect(ids(await json<Page>(`${b}/invoices?page=1`))).not.toContain(untouched.id);
  });

  it('patches the mirror from a verified webhook for a change made elsewhere, never from a forged one', async () => {
    const b = `/api/b/${hooked.id}`;
    const kept = await createVia(hooked.id, 'Kept');
    await json(`${b}/invoices?page=1`);
    await consoleOf(desk.api).clearLog();
    const forged = JSON.stringify({ event: 'invoice.deleted', data: { id: kept.id } });
    const refused = await fetch(`${desk.bff.url}/webhooks/${hooked.id}`, {
      method: 'POST',
      body: forged,
      headers: { 'content-type': 'application/json', signature: sign(forged, 'whsec_not_the_secret') },
    });
    expect(refused.status).toBe(401);
    expect(ids(await json<Page>(`${b}/invoices?page=1`))).toContain(kept.id);
    expect(await upstreamGets(hooked.id, '/invoices?page=1')).toBe(0);

    const made = await createElsewhere(hooked, 'Made elsewhere');
    // Until the webhook lands the mirror answers without it; once it has, the mirror holds it: still no upstream read.
    await until(async () => ids(await json<Page>(`${b}/invoices?page=1`)).includes(made.id));
    expect(await upstreamGets(hooked.id, '/invoices?page=1')).toBe(0);
  });

  it('never shares entries between businesses, and a write for one keeps the other\u2019s', async () => {
    await json(`/api/b/${quiet.id}/invoices?page=1`);
    const theirs = await createVia(apart.id, 'Apart buyer');
    await consoleOf(desk.api).clearLog();
    const apartPage = await json<Page>(`/api/b/${apart.id}/invoices?page=1`);
    const quietPage = await json<Page>(`/api/b/${quiet.id}/invoices?page=1`);
    expect(ids(apartPage)).toEqual([theirs.id]);
    expect(ids(quietPage)).not.toContain(theirs.id);
    expect(await upstreamGets(apart.id, '/invoices?page=1')).toBe(1);
    expect(await upstreamGets(quiet.id, '/invoices?page=1')).toBe(0); // apart's write is not quiet's
    // Another business's invoice id through this business: the API's 404, never the other's saved record.
    await json(`/api/b/${apart.id}/invoices/${theirs.id}`);
    expect((await desk.get(`/api/b/${quiet.id}/invoices/${theirs.id}`)).status).toBe(404);
  });

  it('without webhooks, a change made elsewhere shows after ?refresh=1 (or the next page-1 check), not before', async () => {
    const b = `/api/b/${quiet.id}`;
    await json(`${b}/invoices?page=1`);
    const made = await createElsewhere(quiet, 'Unheard of');
    expect(ids(await json<Page>(`${b}/invoices?page=1`))).not.toContain(made.id);
    expect(ids(await json<Page>(`${b}/invoices?page=1&refresh=1`))).toContain(made.id);
    expect(ids(await json<Page>(`${b}/invoices?page=1`))).toContain(made.id);
  });
});
