import { businessSettingsSchema, type BusinessSettingsInput } from '../../../../contract/business-settings';
import { dataOf } from '../../../../contract/common';
import { reminderSettingsAnswerSchema, type ReminderSettings } from '../../../../contract/reminders';
import { keptSetting } from '../../../lib/kept-setting';
import { keys } from '../../../lib/query-keys';

/**
 * The reminder settings (`data`) and the reminders waiting for their daily share or window (`meta`). Every invoice's
 * next reminder follows them, so those are asked again after a save.
 */
const reminderSettings = keptSetting({
  segment: 'reminders',
  answer: reminderSettingsAnswerSchema,
  value: (r) => r,
  key: keys.reminders,
  follows: keys.invoices.nextReminders,
});

/**
 * The time zone, Reply-To and own mail server; the server's password is never in it, only `password_set`. The time
 * zone decides which day a reminder falls on, so those are asked again after a save.
 */
const businessSettings = keptSetting({
  segment: 'settings',
  answer: dataOf(businessSettingsSchema),
  value: (r) => r.data,
  key: keys.settings,
  follows: keys.invoices.nextReminders,
});

export const reminderSettingsQuery = reminderSettings.query;
export const businessSettingsQuery = businessSettings.query;
export const useSaveReminderSettings = (b: string) => reminderSettings.useSave<ReminderSettings>(b);
export const useSaveBusinessSettings = (b: string) => businessSettings.useSave<BusinessSettingsInput>(b);
