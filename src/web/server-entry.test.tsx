import { StrictMode } from 'react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { overviewReads } from '../contract/overview';
import { App } from './app/app';
import { prefetchFirstScreen } from './app/first-screen';
import { createDeskQueryClient } from './app/providers';
import { activateLocale } from './i18n/load';
import { holdFormats } from './lib/format';
import { renderInZone } from './lib/hydration';
import { holdPageAnswers } from './lib/page-answers';
import { renderFirstScreen } from './server-entry';
import { invoiceFixture } from './test-fixtures';

const business = '7c1f6c1e-2b5d-4f0e-8a3b-1d2e3f4a5b6c';
const path = `/b/${business}`;
const [overview, latestInvoices, latestExpenses, overdue, businesses] = overviewReads(business) as [string, string, string, string, string];
const syncedAt = Math.floor(Date.parse('2026-11-24T09:05:00Z') / 1000);
const mirror = { state: 'ready', synced_at: syncedAt };
// A buyer's name that would run code, were the render to write text unescaped.
const hostile = '</a><script>alert(1)</script>';
const late = invoiceFixture({ id: '0b6f5f6e-3d0e-4a43-9d4e-6f1c2a1b9e02', invoice_number: '004', pay_until_date: '2026-10-25', total_incl_vat: 1234.5 });
late.buyer = { ...late.buyer, company_name: hostile };

/** The five answers a business's home page carries, as the BFF gives them. */
const answers = (): Record<string, unknown> => ({
  [overview]: {
    data: {
      outstanding: [{ currency: 'EUR', amount: 1234.5, count: 2 }],
      overdue: [{ currency: 'EUR', amount: 1234.5, count: 1 }],
      preliminary_open: [],
      months: [],
    },
    mirror,
  },
  [latestInvoices]: { data: [late, invoiceFixture()], meta: { total: 2 }, mirror },
  [latestExpenses]: {
    data: [{ id: '0b6f5f6e-3d0e-4a43-9d4e-6f1c2a1b9e09', date: '2026-11-20', total: 18.4, currency: 'EUR', seller: 'Kavinė Žalia Arbata', created_at: 1, updated_at: 1 }],
    meta: { total: 1 },
    mirror,
  },
  [overdue]: { data: [late], meta: { total: 1 }, mirror },
  [businesses]: { data: [{ id: business, title: 'Baltic Pine Studio', business_type: 'association' }] },
});

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.stubGlobal('EventSource', class { readyState = 0; addEventListener() {} close() {} });
  history.replaceState(null, '', path);
});
afterEach(async () => {
  document.body.innerHTML = '';
  await activateLocale('en');
});

describe("the BFF's render of the first screen", () => {
  it('draws the overview from the page’s answers in the page’s language and zone, every text escaped', async () => {
    const page = await renderFirstScreen({ path, locale: 'lt', zone: 'Pacific/Auckland', answers: answers() });
    expect(page?.title).toBe('Apžvalga · Invoice Desk');
    document.body.innerHTML = `<div id="root">${page!.html}</div>`;
    const text = (id: string) => document.querySelector(`[data-testid="${id}"]`)?.textContent;
    expect(text('outstanding-EUR')).toBe('1\u00a0234,50\u00a0€');
    // 09:05 UTC is 22:05 in Auckland (UTC+13 in November); the API's day 2026-10-25 is 30 days before 2026-11-24 there.
    expect(text('freshness')).toContain('22:05');
    expect(text('overdue-list')).toContain(hostile);
    expect(document.querySelector('script')).toBeNull();
    expect(page!.formats[`lt|number|{"style":"currency","currency":"EUR","minimumFractionDigits":2,"maximumFractionDigits":2,"signDisplay":"negative"}|1234.5`]).toBe('1\u00a0234,50\u00a0€');
  });

  it('draws nothing when an answer is missing or is not what the contract says: the browser draws the page', async () => {
    const missing = answers();
    delete missing[businesses];
    expect(await renderFirstScreen({ path, locale: 'en', zone: 'UTC', answers: missing })).toBeUndefined();
    const broken = { ...answers(), [overview]: { data: { outstanding: 'lots' }, mirror } };
    expect(await renderFirstScreen({ path, locale: 'en', zone: 'UTC', answers: broken })).toBeUndefined();
    expect(await renderFirstScreen({ path: `${path}/invoices`, locale: 'en', zone: 'UTC', answers: answers() })).toBeUndefined();
  });

  it('is taken over by the browser as it is: the same elements, no mismatch, and no Intl needed', async () => {
    const page = (await renderFirstScreen({ path, locale: 'de', zone: 'Europe/Berlin', answers: answers() }))!;
    document.body.innerHTML = `<div id="root">${page.html}</div>`;
    const root = document.getElementById('root')!;
    const drawn = root.querySelector('[data-testid="freshness"]');
    // As main.tsx does, from what the page carries.
    await activateLocale('de');
    holdPageAnswers(answers());
    holdFormats(page.formats);
    const client = createDeskQueryClient();
    await prefetchFirstScreen(client, path);
    renderInZone('Europe/Berlin', true);
    const intl = [
      // (`format` is a getter handing out a bound function; its type says a method)
      vi.spyOn(Intl.NumberFormat.prototype as { format: unknown }, 'format', 'get'),
      vi.spyOn(Intl.DateTimeFormat.prototype as { format: unknown }, 'format', 'get'),
      vi.spyOn(Intl.PluralRules.prototype, 'select'),
    ];
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        root,
        <StrictMode>
          <App client={client} />
        </StrictMode>,
        { onRecoverableError: (error) => mismatches.push(error) },
      );
    });
    expect(mismatches).toEqual([]);
    expect(root.querySelector('[data-testid="freshness"]')).toBe(drawn);
    expect(intl.map((spy) => spy.mock.calls.length)).toEqual([0, 0, 0]);
    // Taken over, the page answers: the language can be switched now.
    expect(root.querySelector('select')).toBeEnabled();
    intl.forEach((spy) => spy.mockRestore());
  });
});
