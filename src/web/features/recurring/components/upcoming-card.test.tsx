import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixedClock } from '../../../../contract/clock';
import type { Schedule, Upcoming } from '../../../../contract/recurring';
import { ClockProvider } from '../../../lib/clock';
import UpcomingCard from './upcoming-card';

/** The overview's "Coming up in 30 days": what will issue itself, and the schedules the dashboard had to pause. */
const b = 'biz-1';
let answers: Record<string, unknown>;

const schedule = (over: Partial<Schedule>): Schedule => ({
  id: '5f1e9d1c-4b0a-4e5e-9a55-0c1f2d3e4f50',
  template: { currency: 'EUR', buyer: { type: 'company', company_name: 'Client UAB' }, products: [] },
  pay_in_days: 14,
  frequency: 'monthly',
  interval: 1,
  start_date: '2026-11-01',
  end: null,
  email: null,
  state: 'active',
  paused_reason: null,
  next_date: '2026-12-01',
  missed: [],
  issued: [],
  created_at: 1_790_000_000,
  ...over,
});

beforeEach(() => {
  vi.stubGlobal('fetch', (url: string) => {
    const body = answers[url];
    if (body === undefined) return new Promise(() => {});
    return Promise.resolve(
      new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const show = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ClockProvider clock={fixedClock('2026-11-24T12:00:00Z')}>
        <UpcomingCard business={b} />
      </ClockProvider>
    </QueryClientProvider>,
  );
const upcoming = (data: Upcoming) => (answers[`/api/b/${b}/recurring/upcoming`] = { data });

describe('coming up in 30 days', () => {
  it('sums what will issue itself per currency, and points at the schedules the dashboard paused', async () => {
    answers = {};
    upcoming({
      occurrences: [
        { schedule_id: 'a', date: '2026-12-01', buyer: 'Client UAB', currency: 'EUR', total: '100.00' },
      ],
      totals: [{ currency: 'EUR', total: '100.00', count: 1 }],
    });
    answers[`/api/b/${b}/recurring`] = {
      data: [
        schedule({}),
        schedule({
          id: '6f1e9d1c-4b0a-4e5e-9a55-0c1f2d3e4f51',
          state: 'paused',
          paused_reason: 'The API refused…',
        }),
        schedule({ id: '7f1e9d1c-4b0a-4e5e-9a55-0c1f2d3e4f52', state: 'paused', paused_reason: null }),
      ],
    };
    show();
    expect(await screen.findByRole('heading', { name: 'Coming up in 30 days' })).toBeTruthy();
    const paused = await screen.findByRole('link', {
      name: /1 recurring invoice was paused by the dashboard/,
    });
    expect(paused.getAttribute('href')).toBe(`/b/${b}/recurring`);
    expect(screen.getByText('1 invoice')).toBeTruthy();
    expect(screen.getByText(/Client UAB/)).toBeTruthy();
  });

  it('shows nothing when nothing is coming and nothing was paused', async () => {
    answers = { [`/api/b/${b}/recurring`]: { data: [schedule({ state: 'paused', paused_reason: null })] } };
    upcoming({ occurrences: [], totals: [] });
    const { container } = show();
    await new Promise((r) => setTimeout(r, 50));
    expect(container.textContent).toBe('');
  });
});
