import { queryOptions } from '@tanstack/react-query';
import { dataOf } from '../../../../contract/common';
import { invoiceFormDefaultsSchema } from '../../../../contract/invoice-defaults';
import { apiRequest } from '../../../lib/api-client';
import { keys } from '../../../lib/query-keys';
import { readOptions } from '../../../lib/read-options';

const answer = dataOf(invoiceFormDefaultsSchema);

/**
 * What a new invoice starts from: the owner's saved defaults over the latest invoice's, one small answer of the BFF's
 * (its mirror and vault, no API call). Asked afresh each time a form opens: the invoice saved a moment ago counts.
 */
export const formDefaultsQuery = (b: string) =>
  queryOptions({
    queryKey: keys.invoiceFormDefaults(b),
    queryFn: (ctx) =>
      apiRequest(`/b/${encodeURIComponent(b)}/invoice-form-defaults`, answer, readOptions(ctx)).then(
        (r) => r.data,
      ),
    staleTime: 0,
  });
