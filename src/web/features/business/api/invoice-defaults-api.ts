import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { dataOf } from '../../../../contract/common';
import { invoiceDefaultsSchema, type InvoiceDefaultsInput } from '../../../../contract/invoice-defaults';
import { apiRequest } from '../../../lib/api-client';
import { keys } from '../../../lib/query-keys';
import { readOptions } from '../../../lib/read-options';

// Kept in the BFF's vault: reading and saving them spends nothing of the API's budget.
const path = (b: string) => `/b/${encodeURIComponent(b)}/invoice-defaults`;
const answer = dataOf(invoiceDefaultsSchema);

export const invoiceDefaultsQuery = (b: string) =>
  queryOptions({
    queryKey: keys.invoiceDefaults(b),
    queryFn: (ctx) => apiRequest(path(b), answer, readOptions(ctx)).then((r) => r.data),
  });

/** Saves what new invoices start from; the form's answer (these over the latest invoice) is asked again. */
export function useSaveInvoiceDefaults(b: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: InvoiceDefaultsInput) =>
      apiRequest(path(b), answer, { method: 'PUT', body: input }).then((r) => r.data),
    onSuccess: (saved) => {
      qc.setQueryData(keys.invoiceDefaults(b), saved);
      void qc.invalidateQueries({ queryKey: keys.invoiceFormDefaults(b) });
    },
  });
}
