import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { dataOf } from '../../../../contract/common';
import {
  emailSchema,
  emailSummarySchema,
  nextReminderSchema,
  type Email,
  type EmailSummary,
  type SendEmailBody,
} from '../../../../contract/email';
import { apiRequest } from '../../../lib/api-client';
import { keys } from '../../../lib/query-keys';
import { readOptions } from '../../../lib/read-options';
import { invoiceApi } from './invoice-api';

const emailsPath = (b: string, id: string) => `${invoiceApi.itemPath(b, id)}/emails`;
const logSchema = dataOf(z.array(emailSchema));
const waiting = (e: Pick<Email, 'status'>) => e.status === 'queued' || e.status === 'sending';

/** An invoice's e-mail log, newest first; asked again every 2 s while a message of it is still on its way. */
export const invoiceEmailsQuery = (b: string, id: string) =>
  queryOptions({
    queryKey: keys.invoices.emails(b, id),
    queryFn: (ctx) => apiRequest(emailsPath(b, id), logSchema, readOptions(ctx)),
    refetchInterval: (query) => (query.state.data?.data.some(waiting) ? 2_000 : false),
  });

const businessPath = (b: string) => `/b/${encodeURIComponent(b)}`;
const summaryAnswer = dataOf(emailSummarySchema);
const stillGoing = (summary: EmailSummary) => Object.values(summary).some(waiting);

/**
 * Per invoice with messages, when it last went out and how its newest one fared: one read for the whole list (the
 * BFF's outbox, no call of the API's budget), asked each time the list opens; again every 5 s while one is on its way.
 */
export const sentSummaryQuery = (b: string) =>
  queryOptions({
    queryKey: keys.invoices.sent(b),
    queryFn: (ctx) =>
      apiRequest(`${businessPath(b)}/emails/latest`, summaryAnswer, readOptions(ctx)).then((r) => r.data),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data && stillGoing(query.state.data) ? 5_000 : false),
  });

/**
 * The automatic reminder an invoice gets next, by the scheduler's own rules (the BFF's mirror and outbox, no call of
 * the API's budget): asked each time the invoice's page opens, so an edited due date or new settings show at once.
 */
export const nextReminderQuery = (b: string, id: string) =>
  queryOptions({
    queryKey: keys.invoices.nextReminder(b, id),
    queryFn: (ctx) =>
      apiRequest(`${invoiceApi.itemPath(b, id)}/next-reminder`, nextReminderSchema, readOptions(ctx)),
    staleTime: 0,
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
      // A message moves the next reminder (none within 3 days of another) and the list's "Sent" line.
      for (const queryKey of [
        keys.invoices.emails(b, id),
        keys.invoices.nextReminder(b, id),
        keys.invoices.sent(b),
      ])
        void qc.invalidateQueries({ queryKey });
      onSent();
    },
  });
}

/** The whole message as it was written to the desk's local outbox (no mail server configured). */
export const outboxMessageUrl = (b: string, emailId: string) =>
  `/api/b/${encodeURIComponent(b)}/emails/${encodeURIComponent(emailId)}/message`;
