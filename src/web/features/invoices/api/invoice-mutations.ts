import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invoice } from '../../../../contract/invoice';
import type { InvoiceInput } from '../../../../contract/invoice-input';
import { storeDeleted, storeSaved } from '../../../lib/record-cache';
import { createInvoice, invoiceApi, updateInvoice } from './invoice-api';
import { invoicePdfQuery } from './invoice-pdf-query';

/**
 * A saved invoice is written into the cache from the answer: its detail, and its row (first on page 1 when new,
 * in place when edited) — no list is fetched again. The detail page shows a saved invoice's PDF, so its download
 * starts now (issue 5: after save, the preview renders).
 */
function useRememberSaved(b: string, created: boolean) {
  const qc = useQueryClient();
  return (invoice: Invoice) => {
    storeSaved(qc, 'invoices', b, invoice, created);
    void qc.prefetchQuery(invoicePdfQuery(b, invoice.id, invoice.updated_at));
  };
}

/** `source`: the pro forma the new invoice is made from (its page's links are asked again when next shown). */
export function useCreateInvoice(b: string, source?: string) {
  const remember = useRememberSaved(b, true);
  return useMutation({
    mutationFn: (input: InvoiceInput) => createInvoice(b, input, source),
    onSuccess: remember,
  });
}

export function useUpdateInvoice(b: string, id: string) {
  const remember = useRememberSaved(b, false);
  return useMutation({
    mutationFn: (input: InvoiceInput) => updateInvoice(b, id, input),
    onSuccess: remember,
  });
}

/** `leave` runs before the deleted invoice leaves the cache, so the screen showing it never asks for it again. */
export function useDeleteInvoice(b: string, leave: () => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => invoiceApi.remove(b, id),
    onSuccess: (_, id) => {
      leave();
      storeDeleted(qc, 'invoices', b, id);
    },
  });
}
