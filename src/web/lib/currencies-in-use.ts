import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { currencyFigureSchema } from '../../contract/overview';
import { apiRequest } from './api-client';
import { keys, type RecordKind } from './query-keys';
import { readOptions } from './read-options';

const sumsAnswer = z.object({ sums: z.array(currencyFigureSchema) });

/**
 * The currencies a business's invoices (or expenses) use, most used first: an unfiltered search's sums over the
 * mirror (one row asked for, no API call). Under the searches' key, so a save or an event asks it again.
 */
export const currenciesInUseQuery = (b: string, kind: RecordKind) =>
  // eslint-disable-next-line @tanstack/query/exhaustive-deps -- the key starts with the kind (keys[kind])
  queryOptions({
    queryKey: keys[kind].search(b, 'currencies-in-use', 1),
    queryFn: (ctx) =>
      apiRequest(`/b/${encodeURIComponent(b)}/search/${kind}?per_page=1`, sumsAnswer, readOptions(ctx)).then(
        (r) => r.sums.map((s) => s.currency),
      ),
  });
