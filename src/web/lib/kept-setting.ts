import { queryOptions, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { apiRequest, type Parser } from './api-client';
import { readOptions } from './read-options';

/**
 * A setting the BFF keeps (in its vault or its reminder book) at `/b/{business}/{segment}`: reading and saving it
 * spends nothing of the API's budget. Its read; and its save, whose answer takes the read's place in the cache and
 * after which the queries that follow from the setting (`follows`) are asked again.
 */
export function keptSetting<Answer, Value>(o: {
  segment: string;
  answer: Parser<Answer>;
  /** What the screens hold of the answer (the whole of it, or its `data`). */
  value: (answer: Answer) => Value;
  key: (b: string) => QueryKey;
  follows: (b: string) => QueryKey;
}) {
  const path = (b: string) => `/b/${encodeURIComponent(b)}/${o.segment}`;
  return {
    query: (b: string) =>
      queryOptions({
        queryKey: o.key(b),
        queryFn: (ctx) => apiRequest(path(b), o.answer, readOptions(ctx)).then(o.value),
      }),
    useSave<Input>(b: string) {
      const qc = useQueryClient();
      return useMutation({
        mutationFn: (input: Input) =>
          apiRequest(path(b), o.answer, { method: 'PUT', body: input }).then(o.value),
        onSuccess: (saved: Value) => {
          qc.setQueryData(o.key(b), saved);
          void qc.invalidateQueries({ queryKey: o.follows(b) });
        },
      });
    },
  };
}
