// @vitest-environment node
import { it } from 'vitest';
import { renderFirstScreen } from './server-entry';
import { homePageFixture, invoiceFixture } from '../test-fixtures';

it('explores', async () => {
  const { path, answers, now, mirror } = homePageFixture();
  const asked: string[] = [];
  const read = async (p: string) => {
    asked.push(p);
    if (p in answers) return answers[p];
    if (p.includes('/search/invoices')) return { data: [invoiceFixture()], meta: { current_page: 1, last_page: 1, per_page: 50, total: 1, from: 1, to: 1 }, mirror: { state: 'ready', synced_at: mirror.synced_at }, sums: [{ currency: 'EUR', amount: 100, count: 1 }] };
    if (p.endsWith('/emails/latest')) return { data: {} };
    if (p.endsWith('/mirror')) return { data: { state: 'ready', reason: null, invoices: { stored: 1, total: 1 }, expenses: { stored: 0, total: 0 }, synced_at: mirror.synced_at, live: true } };
    throw new Error('no ' + p);
  };
  const page = await renderFirstScreen({ url: `${path}/expenses`, locale: 'en', zone: 'UTC', read, now });
  console.log('ASKED', asked);
  console.log('HTML', page?.title, page?.html.length, /INV-007|007/.test(page?.html ?? ''), page?.html.slice(-2500));
});
