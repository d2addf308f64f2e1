import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  businessSettingsSchema,
  type BusinessSettings,
  type BusinessSettingsInput,
} from '../../../../contract/business-settings';
import { dataOf } from '../../../../contract/common';
import {
  reminderSettingsAnswerSchema,
  type ReminderSettings,
  type ReminderSettingsAnswer,
} from '../../../../contract/reminders';
import { apiRequest } from '../../../lib/api-client';
import { keys } from '../../../lib/query-keys';
import { readOptions } from '../../../lib/read-options';

// Both live in the BFF (its reminder book and its vault): reading and saving them spends nothing of the API's budget.
const remindersPath = (b: string) => `/b/${encodeURIComponent(b)}/reminders`;
const settingsPath = (b: string) => `/b/${encodeURIComponent(b)}/settings`;
const settingsAnswer = dataOf(businessSettingsSchema);

/** The reminder settings (`data`) and the reminders waiting for their daily share or window (`meta`). */
export const reminderSettingsQuery = (b: string) =>
  queryOptions({
    queryKey: keys.reminders(b),
    queryFn: (ctx) => apiRequest(remindersPath(b), reminderSettingsAnswerSchema, readOptions(ctx)),
  });

/** The time zone, Reply-To and own mail server; the server's password is never in it, only `password_set`. */
export const businessSettingsQuery = (b: string) =>
  queryOptions({
    queryKey: keys.settings(b),
    queryFn: (ctx) => apiRequest(settingsPath(b), settingsAnswer, readOptions(ctx)).then((r) => r.data),
  });

/** Saves the reminder settings; every invoice's next reminder follows them, so those are asked again. */
export function useSaveReminderSettings(b: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ReminderSettings) =>
      apiRequest(remindersPath(b), reminderSettingsAnswerSchema, { method: 'PUT', body: input }),
    onSuccess: (saved: ReminderSettingsAnswer) => {
      qc.setQueryData(keys.reminders(b), saved);
      void qc.invalidateQueries({ queryKey: keys.invoices.nextReminders(b) });
    },
  });
}

/** Saves the sending settings; the time zone decides which day a reminder falls on, so those are asked again. */
export function useSaveBusinessSettings(b: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: BusinessSettingsInput) =>
      apiRequest(settingsPath(b), settingsAnswer, { method: 'PUT', body: input }).then((r) => r.data),
    onSuccess: (saved: BusinessSettings) => {
      qc.setQueryData(keys.settings(b), saved);
      void qc.invalidateQueries({ queryKey: keys.invoices.nextReminders(b) });
    },
  });
}
