import { contractResolver } from '../../../lib/contract-resolver';
import {
  reminderSettingsSchema,
  type ReminderSettings,
  type ReminderSettingsAnswer,
} from '../../../../contract/reminders';
import type { SettingsFormRules } from './use-settings-form';

/**
 * What the reminders form holds: the steps as typed (a field array of texts), and the sending window as the two
 * hour selects plus whether it applies at all. The paths are the contract's (`steps.1`, `window.to_hour`), so its
 * refusals — the schema's here, the BFF's 422 — land on the same fields.
 */
export type ReminderFormValues = {
  enabled: boolean;
  steps: { days: string }[];
  window_mode: 'any' | 'hours';
  window: { from_hour: string; to_hour: string };
};

/** The window a form starts from when the saved settings have none ("any time"). */
const usualWindow = { from_hour: 8, to_hour: 18 };

/** The saved settings in the form: the steps in the order they go out (earliest first). */
const reminderValues = (s: ReminderSettings): ReminderFormValues => ({
  enabled: s.enabled,
  steps: [...s.steps].sort((a, b) => a - b).map((days) => ({ days: String(days) })),
  window_mode: s.window ? 'hours' : 'any',
  window: {
    from_hour: String((s.window ?? usualWindow).from_hour),
    to_hour: String((s.window ?? usualWindow).to_hour),
  },
});

/** A step as typed: a whole number, minus sign allowed (also the typographic one); anything else is no number. */
export const stepDays = (text: string): number => {
  const plain = text.trim().replace(/^\u2212/, '-');
  return /^[-+]?\d{1,6}$/.test(plain) ? Number(plain) : Number.NaN;
};

/** The form as the BFF takes it; the steps in the rows' order, so a refusal's index is the row's. */
const toReminderSettings = (v: ReminderFormValues): ReminderSettings => ({
  enabled: v.enabled,
  steps: v.steps.map((s) => stepDays(s.days)),
  window:
    v.window_mode === 'any'
      ? null
      : { from_hour: Number(v.window.from_hour), to_hour: Number(v.window.to_hour) },
});

/** The paths of the BFF's 422 this form shows on a field (anything else goes to the form as a whole). */
const isReminderField = (path: string): boolean =>
  /^(enabled|steps(\.\d+)?|window\.(from_hour|to_hour))$/.test(path);

/**
 * The reminders form beside its fields (useSettingsForm): the contract's rules refuse a bad step here, before anything
 * is sent; the settings saved come back in the BFF's answer, beside the backlog.
 */
export const reminderRules = {
  resolver: contractResolver(reminderSettingsSchema, toReminderSettings),
  values: reminderValues,
  toInput: toReminderSettings,
  fromSaved: (answer) => reminderValues(answer.data),
  fieldFor: isReminderField,
} satisfies SettingsFormRules<ReminderFormValues, ReminderSettings, ReminderSettings, ReminderSettingsAnswer>;
