import type { QueryFunctionContext } from '@tanstack/react-query';
import type { RequestOptions } from './api-client';

/**
 * How a query's fetch asks the BFF: with the query's abort signal, and marked `background` when no person waits
 * for it — a prefetch (no screen watches the query yet) or a refetch of data already on screen (a focus refetch,
 * a stale page shown while it is asked again). What a screen shows a skeleton for goes first. In the BFF's render of
 * a page, answered by the BFF (the render's `read`).
 */
export function readOptions({
  client,
  queryKey,
  signal,
  meta,
}: QueryFunctionContext): Pick<RequestOptions, 'signal' | 'priority' | 'read'> {
  const query = client.getQueryCache().find({ queryKey, exact: true });
  const waitedFor = query !== undefined && query.getObserversCount() > 0 && query.state.data === undefined;
  return { signal, priority: waitedFor ? 'person' : 'background', read: meta?.read };
}
