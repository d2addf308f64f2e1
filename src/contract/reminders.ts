import { z } from 'zod/mini';
import { addDays } from './clock';
import { daysBetween } from './invoice-groups';

/**
 * Automatic payment reminders, per business: steps in days relative to an invoice's due date (3 = three days after
 * it, -2 = two days before it), sent only inside a window of the day (local hours, `null` = any time).
 */
export const reminderSettingsSchema = z.object({
  enabled: z.boolean({ error: 'Say whether reminders are on (true or false).' }),
  steps: z
    .array(z.int({ error: 'A step is a whole number of days.' }).check(z.minimum(-60), z.maximum(365)))
    .check(
      z.minLength(1, 'Give at least one step.'),
      z.maxLength(10, 'At most 10 steps.'),
      z.refine((steps) => new Set(steps).size === steps.length, 'Each step once.'),
    ),
  window: z.nullable(
    z
      .object({
        from_hour: z.int().check(z.minimum(0), z.maximum(23)),
        to_hour: z.int().check(z.minimum(1), z.maximum(24)),
      })
      .check(
        z.refine((w) => w.from_hour < w.to_hour, {
          message: 'The window must end after it starts.',
          path: ['to_hour'],
        }),
      ),
  ),
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

/**
 * The reminders that are due but wait — the day's share of automatic reminders is used up, or the window is closed —
 * and the day the last of them goes at `per_day` a day (null: none waits).
 */
export const reminderBacklogSchema = z.object({
  waiting: z.int(),
  through: z.nullable(z.string()),
  per_day: z.int(),
});
export type ReminderBacklog = z.infer<typeof reminderBacklogSchema>;

/** GET and PUT /api/b/{business}/reminders: the settings, and what waits to go by them. */
export const reminderSettingsAnswerSchema = z.object({
  data: reminderSettingsSchema,
  meta: reminderBacklogSchema,
});
export type ReminderSettingsAnswer = z.infer<typeof reminderSettingsAnswerSchema>;

export const defaultReminderSettings: ReminderSettings = {
  enabled: false,
  steps: [3, 10, 30],
  window: { from_hour: 8, to_hour: 18 },
};

/**
 * Which step to send now for one invoice, and which to record as skipped: a step is due once its day has come (not
 * only on that day: a desk that was off sends it when it starts), each at most once; of several due at once only the
 * latest goes — the owner's client gets one reminder, not a flood — and the earlier ones are skipped for good.
 */
export function dueReminder(
  steps: readonly number[],
  dueDate: string,
  today: string,
  recorded: ReadonlySet<number>,
): { send: number; skip: number[] } | undefined {
  const late = daysBetween(dueDate, today);
  const due = [...steps].sort((a, b) => a - b).filter((s) => s <= late && !recorded.has(s));
  if (due.length === 0) return undefined;
  return { send: due.at(-1)!, skip: due.slice(0, -1) };
}

/**
 * The reminder an invoice gets next, as the scheduler will send it: the due step today, else the first step still
 * ahead on its day; never sooner than `notBefore` (3 days after the last message about the invoice).
 */
export function nextReminder(
  steps: readonly number[],
  dueDate: string,
  today: string,
  recorded: ReadonlySet<number>,
  notBefore?: string,
): { step: number; date: string } | undefined {
  const now = dueReminder(steps, dueDate, today, recorded);
  const late = daysBetween(dueDate, today);
  const step = now?.send ?? [...steps].sort((a, b) => a - b).find((s) => s > late && !recorded.has(s));
  if (step === undefined) return undefined;
  const date = now ? today : addDays(dueDate, step);
  return { step, date: notBefore !== undefined && notBefore > date ? notBefore : date };
}
