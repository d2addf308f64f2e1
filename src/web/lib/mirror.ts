import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { mirrorStatusSchema, type MirrorStatus } from '../../contract/bff';
import { dataOf } from '../../contract/common';
import { apiRequest } from './api-client';
import { keys, type RecordKind } from './query-keys';
import { readOptions } from './read-options';

const statusAnswer = dataOf(mirrorStatusSchema);
const mirrorPath = (b: string) => `/b/${encodeURIComponent(b)}/mirror`;

/** How often the state is asked again: the BFF answers it from memory, no API call. */
const pollMs = (s: MirrorStatus | undefined) =>
  s?.state === 'ready' ? 30_000 : s?.state === 'error' ? 10_000 : 1_500;

/** The BFF's records mirror of a business: complete and fresh, filling, or failing (and why). */
export const mirrorQuery = (b: string) =>
  queryOptions({
    queryKey: keys.mirror(b),
    queryFn: (ctx) => apiRequest(mirrorPath(b), statusAnswer, readOptions(ctx)).then((r) => r.data),
    staleTime: 0,
    refetchInterval: (query) => pollMs(query.state.data),
  });

/**
 * The mirror's state as a list shows it. While it fills or reconciles, open searches of this kind are asked again
 * whenever it holds more (or finished a walk), so results grow as the walk goes.
 */
export function useMirror(b: string, kind: RecordKind): MirrorStatus | undefined {
  const qc = useQueryClient();
  const { data } = useQuery(mirrorQuery(b));
  const progress = data ? `${data[kind].stored}/${data.synced_at}` : undefined;
  const seen = useRef(progress);
  useEffect(() => {
    const before = seen.current;
    seen.current = progress;
    if (before === undefined || before === progress) return;
    const searches = keys[kind].searches(b);
    if (qc.getQueryCache().findAll({ queryKey: searches }).length > 0)
      void qc.invalidateQueries({ queryKey: searches });
  }, [qc, b, kind, progress]);
  return data;
}

/** "Refresh": the BFF starts a full walk now (202, with the state it is in). */
export function useRefreshMirror(b: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(`${mirrorPath(b)}/refresh`, statusAnswer, { method: 'POST' }).then((r) => r.data),
    onSuccess: (status) => qc.setQueryData(keys.mirror(b), status),
  });
}
