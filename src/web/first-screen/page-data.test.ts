import { dehydrate, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageDataId } from '../../contract/first-screen';
import type { OverviewAnswer } from '../../contract/overview';
import { overviewQuery } from '../features/overview/api/overview-queries';
import { mirrorQuery } from '../lib/mirror';
import { createQueryClient } from '../lib/query-client';
import { takePageData } from './page-data';

const figures: OverviewAnswer = {
  data: {
    outstanding: [],
    overdue: [],
    preliminary_open: [],
    credit_open: [],
    months: [],
    paid_known_from: null,
  },
  mirror: { state: 'ready', synced_at: 1 },
};

/** A page as the BFF sends it: its render's query cache, dehydrated, in the page's JSON. */
function pageCarrying(json: string | undefined) {
  document.body.innerHTML =
    json === undefined ? '' : `<script type="application/json" id="${pageDataId}">${json}</script>`;
}
const drawnState = () => {
  const drawn = new QueryClient();
  drawn.setQueryData(overviewQuery('1').queryKey, figures);
  return dehydrate(drawn);
};

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('what the drawn page carries', () => {
  it('fills the app’s query cache with the answers the page was drawn from: the screen’s reads ask nothing again', async () => {
    pageCarrying(JSON.stringify({ state: drawnState(), formats: {} }));
    const network = vi.fn();
    vi.stubGlobal('fetch', network);
    const client = createQueryClient();
    takePageData(document, client);
    await client.prefetchQuery(overviewQuery('1'));
    expect(client.getQueryData(overviewQuery('1').queryKey)).toEqual(figures);
    expect(network).not.toHaveBeenCalled();
  });

  it('is ignored when missing or cut short: the screen’s reads ask the BFF', async () => {
    for (const page of [undefined, `{"state":${JSON.stringify(drawnState()).slice(0, 40)}`]) {
      pageCarrying(page);
      const network = vi.fn(async () => new Response(JSON.stringify(figures), { status: 200 }));
      vi.stubGlobal('fetch', network);
      const client = createQueryClient();
      takePageData(document, client);
      await client.prefetchQuery(overviewQuery('1'));
      expect(network).toHaveBeenCalledTimes(1);
    }
  });

  it('counts a read asked afresh on each opening as asked for this one, until the person goes to another page', async () => {
    const status = {
      state: 'ready' as const,
      reason: null,
      invoices: { stored: 0, total: 0 },
      expenses: { stored: 0, total: 0 },
      synced_at: 1,
      live: true,
    };
    const drawn = new QueryClient();
    drawn.setQueryData(mirrorQuery('1').queryKey, status);
    pageCarrying(JSON.stringify({ state: dehydrate(drawn), formats: {} }));
    const network = vi.fn(async () => new Response(JSON.stringify({ data: status }), { status: 200 }));
    vi.stubGlobal('fetch', network);
    const client = createQueryClient();
    takePageData(document, client);
    // A screen mounting it (an observer subscribing) while on the page: not asked again, though stale at once.
    const mount = () => new QueryObserver(client, mirrorQuery('1')).subscribe(() => {});
    mount()();
    mount()();
    expect(network).not.toHaveBeenCalled();
    // Gone to another page and back: asked afresh on mounting, as on any opening.
    history.pushState(null, '', '/b/1/expenses');
    const unmount = mount();
    await vi.waitFor(() => expect(network).toHaveBeenCalledTimes(1));
    unmount();
  });

  it('asks again on mounting an answer the page carried that a live event marked stale before the screen took over', async () => {
    pageCarrying(JSON.stringify({ state: drawnState(), formats: {} }));
    const network = vi.fn(async () => new Response(JSON.stringify(figures), { status: 200 }));
    vi.stubGlobal('fetch', network);
    const client = createQueryClient();
    takePageData(document, client);
    // The event comes while the screen is still held (no observer): nothing is asked at once.
    await client.invalidateQueries({ queryKey: overviewQuery('1').queryKey });
    expect(network).not.toHaveBeenCalled();
    const unmount = new QueryObserver(client, overviewQuery('1')).subscribe(() => {});
    await vi.waitFor(() => expect(network).toHaveBeenCalledTimes(1));
    unmount();
  });
});
