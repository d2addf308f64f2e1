import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invoice } from '../../../../contract/invoice';
import type { InvoiceInput } from '../../../../contract/invoice-input';
import { keys } from '../../../lib/query-keys';
import { createInvoice, deleteInvoice, updateInvoice } from './invoice-api';

/** A saved invoice is written into the cache from the answer; the lists it shifts are refetched when next shown. */
function useRememberSaved(b: string) {
  const qc = useQueryClient();
  return (invoice: Invoice) => {
    qc.setQueryData(keys.invoices.detail(b, invoice.id), invoice);
    void qc.invalidateQueries({ queryKey: keys.invoices.lists(b) });
  };
}

export function useCreateInvoice(b: string) {
  const remember = useRememberSaved(b);
  return useMutation({ mutationFn: (input: InvoiceInput) => createInvoice(b, input), onSuccess: remember });
}

export function useUpdateInvoice(b: string, id: string) {
  const remember = useRememberSaved(b);
  return useMutation({ mutationFn: (input: InvoiceInput) => updateInvoice(b, id, input), onSuccess: remember });
}

/** `leave` runs before the deleted invoice leaves the cache, so the screen showing it never asks for it again. */
export function useDeleteInvoice(b: string, leave: () => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteInvoice(b, id),
    onSuccess: (_, id) => {
      leave();
      qc.removeQueries({ queryKey: keys.invoices.detail(b, id), exact: true });
      void qc.invalidateQueries({ queryKey: keys.invoices.lists(b) });
    },
  });
}
