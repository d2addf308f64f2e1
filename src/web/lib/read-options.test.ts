import { QueryClient, QueryObserver, queryOptions } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { readOptions } from './read-options';

/** A query whose fetch records the priority it would send the BFF. */
function recorder() {
  const sent: (string | undefined)[] = [];
  const query = (key: string) =>
    queryOptions({
      queryKey: [key],
      queryFn: (ctx) => (sent.push(readOptions(ctx).priority), Promise.resolve(key)),
    });
  return { sent, query };
}

describe('the priority a read asks with (X-Desk-Priority)', () => {
  it('a prefetch, which no screen watches, is background', async () => {
    const qc = new QueryClient();
    const { sent, query } = recorder();
    await qc.prefetchQuery(query('next-page'));
    expect(sent).toEqual(['background']);
  });

  it('a screen waiting for data goes first; asking again for data on screen is background', async () => {
    const qc = new QueryClient();
    const { sent, query } = recorder();
    const observer = new QueryObserver(qc, query('page-1'));
    const stop = observer.subscribe(() => undefined);
    await expect.poll(() => observer.getCurrentResult().data).toBe('page-1');
    await observer.refetch();
    stop();
    expect(sent).toEqual(['person', 'background']);
  });
});
