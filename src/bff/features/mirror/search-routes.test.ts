import Database from 'better-sqlite3';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { startInvoicingApi } from '../../../invoicing-api/server';
import { asOwner, connectHooked, mirrorsReady, withDesk } from '../../testing/fixture';
import { consoleOf, jsonBody, sampleInvoiceBody, until } from '../../testing/harness';
import { z } from 'zod/mini';
import { searchPageOf } from '../../../contract/bff';

const desk = withDesk((dataDir) =>
  startInvoicingApi({ port: 0, dataDir, rateLimit: 100_000, allowHttpWebhooks: true }),
);
let hooked: { id: string; token: string };
let apart: { id: string; token: string };

type Invoice = {
  id: string;
  invoice_number: string;
  currency: string;
  total_incl_vat: number;
  buyer: { company_name: string | null };
};
type Found = {
  data: Invoice[];
  meta: Record<string, number | null>;
  sums: { currency: string; amount: number; count: number }[];
  mirror: { state: string; synced_at: number | null };
};

/** Writes made with the business's own token, as another client of the API would. */
const apiCall = async (b: { token: string }, method: string, path: string, body?: unknown) =>
  (await (await asOwner(desk.api, b)(method, path, body)).json()) as { data: Invoice };
const create = (b: { token: string }, over: Record<string, unknown>) =>
  apiCall(b, 'POST', '/invoices', sampleInvoiceBody(over)).then((r) => r.data);
const company = (name: string) => ({ buyer: { type: 'company', company_name: name } });
const mirrorOf = async (b: string) =>
  ((await (await desk.get(`/api/b/${b}/mirror`)).json()) as { data: Record<string, unknown> }).data;
const search = async (b: string, query: string) => {
  const res = await desk.get(`/api/b/${b}/search/invoices?${query}`);
  expect(res.status, query).toBe(200);
  return (await res.json()) as Found;
};

let muller: Invoice;
let jonas: Invoice;
beforeAll(async () => {
  hooked = await consoleOf(desk.api).business('Search Ltd');
  apart = await consoleOf(desk.api).business('Apart Ltd');
  muller = await create(hooked, {
    ...company('Müller GmbH'),
    series: 'BPS',
    invoice_number: '4',
    products: [{ name: 'Café design', units: 'h', quantity: 1, price: 1234.56 }],
  });
  jonas = await create(hooked, {
    buyer: { type: 'individual', first_name: 'Jonas', last_name: 'Žukauskas' },
    currency: 'USD',
    notes: 'Sent by post',
  });
  for (let i = 0; i < 55; i++) await create(hooked, company(`Filler ${i}`));
  await create(apart, company('Müller GmbH'));
  await connectHooked(desk, hooked);
  await desk.get('/api/businesses', { method: 'POST', ...jsonBody({ token: apart.token }) });
  await mirrorsReady(desk, hooked.id, apart.id);
});

const upstreamCalls = async (business: string) =>
  (await consoleOf(desk.api).log()).filter((e) => e.business_id === business).length;

describe('the mirror and search over HTTP', () => {
  it('tells the mirror state: counts against the API totals, the last complete walk, webhooks live or not', async () => {
    const state = await mirrorOf(hooked.id);
    expect(state).toMatchObject({
      state: 'ready',
      invoices: { stored: 57, total: 57 },
      expenses: { stored: 0, total: 0 },
      live: true,
    });
    expect(state.synced_at).toBeGreaterThan(Date.now() / 1000 - 60);
    expect(await mirrorOf(apart.id)).toMatchObject({ invoices: { stored: 1, total: 1 }, live: false });
  });

  it('finds by buyer, number forms, lines, notes and amounts, returning the API\u2019s own objects', async () => {
    const found = await search(hooked.id, 'q=muller');
    expect(found.data).toEqual([(await apiCall(hooked, 'GET', `/invoices/${muller.id}`)).data]);
    expect(found.meta).toEqual({ current_page: 1, last_page: 1, per_page: 50, total: 1, from: 1, to: 1 });
    expect(found.mirror).toMatchObject({ state: 'ready' });
    for (const q of ['BPS-004', 'bps004', '1 234,56', '1234.56', 'cafe DESIGN']) {
      expect(
        (await search(hooked.id, `q=${encodeURIComponent(q)}`)).data.map((i) => i.id),
        q,
      ).toContain(muller.id);
    }
    expect((await search(hooked.id, 'q=zukauskas&currency=USD')).data.map((i) => i.id)).toEqual([jonas.id]);
    expect((await search(hooked.id, 'q=post')).data.map((i) => i.id)).toEqual([jonas.id]);
  });

  it('adds up the whole result per currency, most used first, the same on every page', async () => {
    const pages = [await search(hooked.id, 'sort=number'), await search(hooked.id, 'sort=number&page=2')];
    const cents = new Map<string, { cents: number; count: number }>();
    for (const i of pages.flatMap((p) => p.data)) {
      const held = cents.get(i.currency) ?? { cents: 0, count: 0 };
      cents.set(i.currency, {
        cents: held.cents + Math.round(i.total_incl_vat * 100),
        count: held.count + 1,
      });
    }
    const expected = [...cents].map(([currency, s]) => ({ currency, amount: s.cents / 100, count: s.count }));
    expect(pages[0]!.sums).toEqual(expected.sort((a, b) => b.count - a.count));
    expect(pages[1]!.sums).toEqual(pages[0]!.sums);
    expect(searchPageOf(z.unknown()).safeParse(pages[1]).success).toBe(true);
    expect((await search(hooked.id, 'currency=USD')).sums).toEqual([
      { currency: 'USD', amount: jonas.total_incl_vat, count: 1 },
    ]);
    // Part of an amount: the totals that start with it.
    expect((await search(hooked.id, 'q=1234')).data.map((i) => i.id)).toContain(muller.id);
    expect((await search(hooked.id, 'q=1234')).sums).toEqual([
      { currency: 'EUR', amount: muller.total_incl_vat, count: 1 },
    ]);
  });

  it('pages by 50 and sorts, without an upstream call', async () => {
    await consoleOf(desk.api).clearLog();
    const page2 = await search(hooked.id, 'page=2&sort=number');
    expect(page2.meta).toEqual({ current_page: 2, last_page: 2, per_page: 50, total: 57, from: 51, to: 57 });
    const five = await search(hooked.id, 'per_page=5&sort=number');
    expect(five.data).toEqual((await search(hooked.id, 'sort=number')).data.slice(0, 5));
    expect(five.meta).toEqual({ current_page: 1, last_page: 12, per_page: 5, total: 57, from: 1, to: 5 });
    expect((await search(hooked.id, 'per_page=50&sort=number&page=2')).data).toEqual(page2.data);
    const byTotal = await search(hooked.id, 'sort=-total_incl_vat&status=not_paid');
    expect(byTotal.data[0]!.id).toBe(muller.id);
    const list = await desk.get(`/api/b/${hooked.id}/invoices?page=2`); // a fresh mirror answers the list too
    expect(((await list.json()) as { data: unknown[] }).data).toHaveLength(7);
    expect(await upstreamCalls(hooked.id)).toBe(0);
  });

  it('refuses malformed parameters with 422 on the parameter\u2019s name', async () => {
    const cases: [string, string][] = [
      ['status=late', 'status'],
      ['sort=price', 'sort'],
      ['from=2024-02-30', 'from'],
      ['page=0', 'page'],
      ['per_page=51', 'per_page'],
      ['colour=red', 'colour'],
    ];
    for (const [query, name] of cases) {
      const res = await desk.get(`/api/b/${hooked.id}/search/invoices?${query}`);
      const body = (await res.json()) as { status: number; code: string; errors: Record<string, string[]> };
      expect(res.status, query).toBe(422);
      expect(body).toMatchObject({ status: 422, code: 'validation' });
      expect(Object.keys(body.errors), query).toEqual([name]);
    }
    expect((await desk.get(`/api/b/${hooked.id}/search/expenses?status=paid`)).status).toBe(422);
    expect((await desk.get(`/api/b/${hooked.id}/search/expenses?sort=-seller&q=x`)).status).toBe(200);
  });

  it('never answers one business with another\u2019s rows', async () => {
    const theirs = await search(apart.id, 'q=muller');
    expect(theirs.data).toHaveLength(1);
    expect(theirs.data[0]!.id).not.toBe(muller.id);
    expect((await desk.get(`/api/b/${apart.id}/invoices/${muller.id}`)).status).toBe(404);
    expect((await desk.get(`/api/b/00000000-0000-4000-8000-000000000000/search/invoices`)).status).toBe(404);
  });

  it('shows a change made elsewhere in search once its webhook lands', async () => {
    const made = await create(hooked, company('Zebra Works'));
    await until(async () => (await search(hooked.id, 'q=zebra')).data.some((i) => i.id === made.id), 5_000);
  });

  it('starts a walk on refresh (same-origin only), and deletes a business\u2019s rows when it is disconnected', async () => {
    const refused = await fetch(`${desk.bff.url}/api/b/${apart.id}/mirror/refresh`, { method: 'POST' });
    expect(refused.status).toBe(403);
    const res = await desk.get(`/api/b/${apart.id}/mirror/refresh`, { method: 'POST' });
    expect(res.status).toBe(202);
    expect(((await res.json()) as { data: { invoices: unknown } }).data.invoices).toEqual({
      stored: 1,
      total: 1,
    });
    expect((await desk.get(`/api/businesses/${apart.id}`, { method: 'DELETE' })).status).toBe(204);
    const db = new Database(join(desk.bff.dataDir, 'mirror.sqlite'), { readonly: true });
    const rows = (table: string, b: string) =>
      (db.prepare(`SELECT count(*) AS n FROM ${table} WHERE business = ?`).get(b) as { n: number }).n;
    expect([rows('invoices', apart.id), rows('walks', apart.id)]).toEqual([0, 0]);
    expect(rows('invoices', hooked.id)).toBeGreaterThan(50);
    db.close();
  });
});
