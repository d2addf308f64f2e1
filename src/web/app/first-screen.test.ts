import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';
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

  it('asks for the overview figures when the page is a business overview', () => {
    expect(asked('/b/7f3c')).toEqual([keys.overview.figures('7f3c')]);
    expect(asked('/b/7f3c/')).toEqual([keys.overview.figures('7f3c')]);
  });

  it('asks for nothing on any other page', () => {
    for (const path of ['/', '/connect', '/b/7f3c/invoices', '/b/7f3c/expenses/1']) expect(asked(path), path).toEqual([]);
  });
});
