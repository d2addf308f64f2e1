import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { dataOf } from '../../../../contract/common';
import { invoiceSchema } from '../../../../contract/invoice';
import { enteredLinesAnswerSchema } from '../../../../contract/line-entry';
import {
  type NewSchedule,
  type RecurringBody,
  scheduleSchema,
  upcomingSchema,
} from '../../../../contract/recurring';
import { apiRequest, apiSend } from '../../../lib/api-client';
import { keys } from '../../../lib/query-keys';
import { readOptions } from '../../../lib/read-options';

// Schedules live in the BFF (it issues their invoices): reading them spends nothing of the API's budget.
const listPath = (b: string) => `/b/${encodeURIComponent(b)}/recurring`;
const itemPath = (b: string, id: string) => `${listPath(b)}/${encodeURIComponent(id)}`;
const one = dataOf(scheduleSchema);
/** A schedule with an occurrence under way is asked again shortly, so its invoice shows once it exists. */
const busy = (data: { data: { next_date: string | null }[] } | undefined, today: string) =>
  data?.data.some((s) => s.next_date !== null && s.next_date <= today) ?? false;

export const schedulesQuery = (b: string, today: string) =>
  queryOptions({
    queryKey: keys.recurring.list(b),
    queryFn: (ctx) => apiRequest(listPath(b), dataOf(z.array(scheduleSchema)), readOptions(ctx)),
    refetchInterval: (query) => (busy(query.state.data, today) ? 2_000 : false),
  });

export const upcomingQuery = (b: string) =>
  queryOptions({
    queryKey: keys.recurring.upcoming(b),
    queryFn: (ctx) =>
      apiRequest(`${listPath(b)}/upcoming`, upcomingSchema, readOptions(ctx)).then((r) => r.data),
  });

/** The invoice a new schedule starts from (Make recurring on its page). */
export const sourceInvoiceQuery = (b: string, id: string) =>
  queryOptions({
    queryKey: keys.invoices.detail(b, id),
    queryFn: (ctx) =>
      apiRequest(
        `/b/${encodeURIComponent(b)}/invoices/${encodeURIComponent(id)}`,
        dataOf(invoiceSchema),
        readOptions(ctx),
      ),
  });

/**
 * How that invoice's lines were entered, as the BFF remembers them (null: unknown), so that its schedule bills the
 * invoice's own totals. Read afresh each time, as the invoice form reads them.
 */
export const sourceEntriesQuery = (b: string, id: string) =>
  queryOptions({
    queryKey: keys.invoices.enteredLines(b, id),
    queryFn: (ctx) =>
      apiRequest(
        `/b/${encodeURIComponent(b)}/invoices/${encodeURIComponent(id)}/entered-lines`,
        enteredLinesAnswerSchema,
        readOptions(ctx),
      ).then((r) => r.data),
    staleTime: 0,
    gcTime: 0,
  });

function useRecurringMutation<A>(b: string, request: (a: A) => Promise<unknown>, onDone?: () => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: keys.recurring.all(b) });
      onDone?.();
    },
  });
}

export const useCreateSchedule = (b: string, onDone: () => void) =>
  useRecurringMutation(
    b,
    (body: NewSchedule) => apiRequest(listPath(b), one, { method: 'POST', body }),
    onDone,
  );

/** A change of the rule, days to pay, end or e-mail: for the occurrences to come (the BFF skips past ones). */
export const useUpdateSchedule = (b: string, id: string, onDone: () => void) =>
  useRecurringMutation(
    b,
    (body: RecurringBody) => apiRequest(itemPath(b, id), one, { method: 'PUT', body }),
    onDone,
  );

/** Pause, resume, or a missed occurrence's decision (`missed/{date}/issue` or `/skip`). */
export const useScheduleAction = (b: string) =>
  useRecurringMutation(b, ({ id, action }: { id: string; action: string }) =>
    apiRequest(`${itemPath(b, id)}/${action}`, one, { method: 'POST' }),
  );

export const useEndSchedule = (b: string, onDone: () => void) =>
  useRecurringMutation(b, (id: string) => apiSend(itemPath(b, id), { method: 'DELETE' }), onDone);
