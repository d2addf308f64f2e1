import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { dataOf } from '../../../../contract/common';
import { emailSchema, type Email, type SendEmailBody } from '../../../../contract/email';
import { apiRequest } from '../../../lib/api-client';
import { keys } from '../../../lib/query-keys';
import { readOptions } from '../../../lib/read-options';
import { invoiceApi } from './invoice-api';

const emailsPath = (b: string, id: string) => `${invoiceApi.itemPath(b, id)}/emails`;
const logSchema = dataOf(z.array(emailSchema));
const waiting = (e: Email) => e.status === 'queued' || e.status === 'sending';

/** An invoice's e-mail log, newest first; asked again every 2 s while a message of it is still on its way. */
export const invoiceEmailsQuery = (b: string, id: string) =>
  queryOptions({
    queryKey: keys.invoices.emails(b, id),
    queryFn: (ctx) => apiRequest(emailsPath(b, id), logSchema, readOptions(ctx)),
    refetchInterval: (query) => (query.state.data?.data.some(waiting) ? 2_000 : false),
  });

/** Sends the invoice or a reminder (stored by the BFF, answered 202), then shows it in the log. */
export function useSendEmail(b: string, id: string, onSent: () => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SendEmailBody) =>
      apiRequest(emailsPath(b, id), dataOf(emailSchema), { method: 'POST', body }),
    onSuccess: ({ data }) => {
      qc.setQueryData(keys.invoices.emails(b, id), (log: { data: Email[] } | undefined) => ({
        data: [data, ...(log?.data ?? [])],
      }));
      void qc.invalidateQueries({ queryKey: keys.invoices.emails(b, id) });
      onSent();
    },
  });
}

/** The whole message as it was written to the desk's local outbox (no mail server configured). */
export const outboxMessageUrl = (b: string, emailId: string) =>
  `/api/b/${encodeURIComponent(b)}/emails/${encodeURIComponent(emailId)}/message`;
