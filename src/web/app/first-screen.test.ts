import { afterEach, describe, expect, it, vi } from 'vitest';
import { overviewReads } from '../../contract/overview';
import { createQueryClient } from '../lib/query-client';
import { latestQueries, overdueQuery } from '../features/overview/api/overview-queries';
import { keys } from '../lib/query-keys';
import { prefetchFirstScreen } from './first-screen';

describe('prefetchFirstScreen', () => {
  const asked = (path: string) => {
    const client = createQueryClient();
    // Only which query is asked for matters here, not the network behind it.
    const prefetch = vi.spyOn(client, 'prefetchQuery').mockResolvedValue();
    prefetchFirstScreen(client, path);
    return prefetch.mock.calls.map(([options]) => options.queryKey);
  };

  it('asks for what the overview shows when the page is a business overview', () => {
    const shown = [
      keys.overview.figures('7f3c'),
      keys.overview.latest('7f3c', 'invoices', latestQueries.invoices),
      keys.overview.latest('7f3c', 'expenses', latestQueries.expenses),
      keys.overview.latest('7f3c', 'invoices', overdueQuery),
      keys.businesses.all(),
    ];
    expect(asked('/b/7f3c')).toEqual(shown);
    expect(asked('/b/7f3c/')).toEqual(shown);
  });

  afterEach(() => vi.unstubAllGlobals());

  it('reads exactly the paths whose answers the BFF puts in the page (contract overviewReads), so none goes unused', async () => {
    const fetched: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url);
      return new Response('{}', { status: 200 }); // the shape does not matter here, only the path asked
    });
    await prefetchFirstScreen(createQueryClient(), '/b/7f3c');
    expect(fetched.sort()).toEqual(
      overviewReads('7f3c')
        .map((path) => `/api${path}`)
        .sort(),
    );
  });

  it('encodes a business id holding % once, as the BFF reads it: the page answers it carries are used', async () => {
    const fetched: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url);
      return new Response('{}', { status: 200 });
    });
    await prefetchFirstScreen(createQueryClient(), `/b/${encodeURIComponent('a%b c')}`);
    expect(fetched.sort()).toEqual(
      overviewReads('a%b c')
        .map((path) => `/api${path}`)
        .sort(),
    );
    expect(fetched.some((url) => url.includes('%2525'))).toBe(false);
  });

  it('asks for nothing on any other page', () => {
    for (const path of ['/', '/connect', '/b/7f3c/invoices', '/b/7f3c/expenses/1', '/b/%E0%A4%A'])
      expect(asked(path), path).toEqual([]);
  });
});
