import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { pageDataId } from '../../contract/first-screen';
import { activateLocale } from '../i18n/load';
import { formatFor } from '../lib/format';
import { homePageFixture, invoiceFixture } from '../test-fixtures';
import { renderFirstScreen } from './server-entry';
import { start } from './start';

const { path, answers, now, mirror } = homePageFixture();
const network = vi.fn((_url: string) => new Promise<Response>(() => {}));
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.stubGlobal('EventSource', class { readyState = 0; addEventListener() {} close() {} });
  vi.stubGlobal('fetch', network);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});
afterAll(async () => {
  vi.useRealTimers();
  formatFor([]);
  await activateLocale('en');
});

it('takes over a drawn invoice list with a filter', async () => {
  const read = async (p: string) => {
    if (p in answers) return answers[p];
    if (p.includes('/search/invoices')) return { data: [invoiceFixture()], meta: { current_page: 1, last_page: 1, per_page: 50, total: 1, from: 1, to: 1 }, mirror: { state: 'ready', synced_at: mirror.synced_at }, sums: [{ currency: 'EUR', amount: 100, count: 1 }] };
    if (p.endsWith('/emails/latest')) return { data: {} };
    if (p.endsWith('/mirror')) return { data: { state: 'ready', reason: null, invoices: { stored: 1, total: 1 }, expenses: { stored: 0, total: 0 }, synced_at: mirror.synced_at, live: true } };
    throw new Error('no ' + p);
  };
  const url = `${path}/invoices?status=paid`;
  history.replaceState(null, '', url);
  const page = (await renderFirstScreen({ url, locale: 'en', zone: 'UTC', read, now }))!;
  const data = JSON.stringify({ state: page.state, formats: page.formats }).replaceAll('<', '\\u003c');
  document.body.innerHTML = `<div id="root" data-locale="en" data-format-locale="" data-zone="UTC" data-zone-offset="${-new Date().getTimezoneOffset()}">${page.html}</div><script type="application/json" id="${pageDataId}">${data}</script>`;
  const root = document.getElementById('root')!;
  const row = root.querySelector('tbody tr');
  expect(row).not.toBeNull();
  const reported = vi.spyOn(console, 'error');
  let app: Root | undefined;
  act(() => void start().then((r) => (app = r)));
  await vi.waitFor(
    async () => {
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(root.querySelector('select')).toBeEnabled();
    },
    { timeout: 10_000 },
  );
  expect(reported.mock.calls.filter((c) => /hydrat|match/i.test(String(c[0])))).toEqual([]);
  expect(root.querySelector('tbody tr')).toBe(row);
  console.log('NETWORK', network.mock.calls.map(([u]) => u));
  act(() => app?.unmount());
}, 20_000);
