import { describe, expect, it, vi } from 'vitest';
import { overviewLists } from '../../contract/overview';
import { createQueryClient } from '../lib/query-client';
import { latestQueries, overdueQuery } from '../features/overview/api/overview-queries';
import { keys } from '../lib/query-keys';
import { prefetchFirstScreen } from './reads';

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

  /** The BFF paths the first screen's reads ask for, as the BFF's render answers them (its `read`). */
  const readPaths = async (path: string) => {
    const asked: string[] = [];
    const client = createQueryClient();
    const read = async (p: string) => void asked.push(p); // the shape does not matter here, only the path asked
    client.setDefaultOptions({ queries: { retry: false, meta: { read } } });
    await prefetchFirstScreen(client, path);
    return asked.sort();
  };

  it('asks the BFF for the overview’s paths, and only those, by the render’s reader: never the network', async () => {
    const network = vi.fn();
    vi.stubGlobal('fetch', network);
    const b = '/b/7f3c';
    expect(await readPaths(b)).toEqual(
      [
        `${b}/overview`,
        `${b}/search/invoices?${overviewLists.latestInvoices}`,
        `${b}/search/expenses?${overviewLists.latestExpenses}`,
        `${b}/search/invoices?${overviewLists.overdue}`,
        '/businesses',
      ].sort(),
    );
    expect(network).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('encodes a business id holding % once, as the BFF reads it', async () => {
    const paths = await readPaths(`/b/${encodeURIComponent('a%b c')}`);
    expect(paths).toContain('/b/a%25b%20c/overview');
    expect(paths.some((p) => p.includes('%2525'))).toBe(false);
  });

  it('asks for nothing on any other page', () => {
    for (const path of ['/', '/connect', '/b/7f3c/invoices', '/b/7f3c/expenses/1', '/b/%E0%A4%A'])
      expect(asked(path), path).toEqual([]);
  });
});
