import { useId } from 'react';
import { get, useFieldArray, useWatch, type Control, type FieldErrors } from 'react-hook-form';
import type { ReminderBacklog, ReminderSettings } from '../../../../contract/reminders';
import { Button } from '../../../components/ui/button';
import { AlertLine } from '../../../components/ui/error-line';
import { Input, SelectField, type drawnRegister, type SelectOption } from '../../../components/ui/field';
import type { MessageId } from '../../../i18n/messages';
import { useT } from '../../../i18n/use-t';
import { formatDate } from '../../../lib/format';
import { useSaveReminderSettings } from '../api/settings-api';
import { reminderRules, stepDays, type ReminderFormValues } from './reminder-form-values';
import { SettingsFormShell } from '../../../components/ui/settings-form-shell';
import { useSettingsForm } from './use-settings-form';
import { settingsErrorText, stepWords } from './settings-words';

/** The contract allows 1–10 steps. */
const maxSteps = 10;
const hourOption = (h: number): SelectOption => ({
  value: String(h),
  label: `${String(h).padStart(2, '0')}:00`,
});
const fromHours = Array.from({ length: 24 }, (_, h) => hourOption(h));
const toHours = Array.from({ length: 24 }, (_, h) => hourOption(h + 1));

/** What the reminders do and never do, in plain words: the scheduler's rules (bff/mail/reminder-scheduler.ts). */
const rules: readonly MessageId[] = [
  'business.reminders.rule.off',
  'business.reminders.rule.perStep',
  'business.reminders.rule.never',
  'business.reminders.rule.quiet',
  'business.reminders.rule.latest',
];

/**
 * Automatic payment reminders: on or off, the steps relative to the due date, and the hours they may go out; and how
 * many wait for their daily share (`backlog`), with the day the last of them goes.
 */
export function ReminderSettingsForm({
  business,
  settings,
  backlog,
  zone,
}: {
  business: string;
  settings: ReminderSettings;
  backlog: ReminderBacklog;
  zone: string;
}) {
  const t = useT();
  const save = useSaveReminderSettings(business);
  const { form, register, check, error, shell } = useSettingsForm(reminderRules, settings, save);
  const { control } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'steps' });
  const mode = useWatch({ control, name: 'window_mode' });
  const { errors } = form.formState;

  const add = () => append({ days: '' }, { shouldFocus: true, focusName: `steps.${fields.length}.days` });
  // The list's own refusal (none, too many, one twice): the schema's on `steps.root`, the BFF's on `steps`.
  const stepsError = errors.steps;
  const listError = settingsErrorText(t, stepsError?.root ?? stepsError, 'business.reminders.error.noSteps');

  return (
    <SettingsFormShell
      titleId="reminders-title"
      title={t('business.reminders.title')}
      submitLabel={t('business.reminders.save')}
      {...shell}
    >
      <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-slate-700">
        {rules.map((id) => (
          <li key={id}>{t(id)}</li>
        ))}
        <li>{t('business.reminders.rule.share', { perDay: backlog.per_day })}</li>
      </ul>
      {backlog.waiting > 0 && backlog.through && (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900" data-testid="reminder-backlog">
          {t('business.reminders.backlog', {
            waiting: backlog.waiting,
            through: formatDate(backlog.through),
          })}
        </p>
      )}
      <label className="flex items-center gap-3 text-sm font-medium text-slate-900">
        <input type="checkbox" className="size-5 shrink-0 accent-teal-700" {...check('enabled')} />
        {t('business.reminders.enabled')}
      </label>

      <fieldset className="flex flex-col gap-2" aria-describedby="reminder-steps-hint">
        <legend className="text-sm font-medium text-slate-800">{t('business.reminders.steps')}</legend>
        <p id="reminder-steps-hint" className="text-xs text-slate-600">
          {t('business.reminders.stepsHint')}
        </p>
        <AlertLine text={listError} />
        <ol className="flex flex-col gap-2">
          {fields.map((f, i) => (
            <StepRow
              key={f.id}
              index={i}
              control={control}
              register={register}
              errors={errors}
              onRemove={fields.length > 1 ? () => remove(i) : undefined}
            />
          ))}
        </ol>
        {fields.length < maxSteps && (
          <div>
            <Button variant="secondary" onClick={add}>
              {t('business.reminders.addStep')}
            </Button>
          </div>
        )}
      </fieldset>

      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-slate-800">{t('business.reminders.window')}</legend>
        <label className="flex items-center gap-3 text-sm text-slate-900">
          <input type="radio" className="size-4 shrink-0 accent-teal-700" {...check('window_mode', 'any')} />
          {t('business.reminders.anyTime')}
        </label>
        <label className="flex items-center gap-3 text-sm text-slate-900">
          <input
            type="radio"
            className="size-4 shrink-0 accent-teal-700"
            {...check('window_mode', 'hours')}
          />
          {t('business.reminders.between')}
        </label>
        {mode === 'hours' && (
          <div className="grid grid-cols-2 gap-3 pl-7 sm:max-w-80">
            <SelectField
              label={t('business.reminders.from')}
              error={error('window.from_hour', 'business.reminders.error.window')}
              options={fromHours}
              {...register('window.from_hour')}
            />
            <SelectField
              label={t('business.reminders.until')}
              error={error('window.to_hour', 'business.reminders.error.window')}
              options={toHours}
              {...register('window.to_hour')}
            />
          </div>
        )}
        <p className="text-xs text-slate-600">{t('business.reminders.windowHint', { zone })}</p>
      </fieldset>
    </SettingsFormShell>
  );
}

/** One step: its number of days, what that means in words (as it is typed), and its removal. */
function StepRow({
  index,
  control,
  register,
  errors,
  onRemove,
}: {
  index: number;
  control: Control<ReminderFormValues>;
  register: ReturnType<typeof drawnRegister<ReminderFormValues>>;
  errors: FieldErrors<ReminderFormValues>;
  onRemove: (() => void) | undefined;
}) {
  const t = useT();
  const id = useId();
  const typed = useWatch({ control, name: `steps.${index}.days` });
  const days = stepDays(typed ?? '');
  const number = index + 1;
  // The schema's refusal of a step sits on the step itself (`steps.1`), the BFF's too.
  const error = settingsErrorText(
    t,
    get(errors, `steps.${index}.days`) ?? get(errors, `steps.${index}`),
    'business.reminders.error.step',
  );
  // One grid per row, its columns the same in every row: on a phone the words go under the number.
  return (
    <li className="grid grid-cols-[5.5rem_6rem_1fr] items-center gap-x-3 gap-y-1 sm:grid-cols-[5.5rem_6rem_minmax(0,18rem)_auto]">
      <label htmlFor={id} className="col-start-1 row-start-1 text-sm text-slate-700">
        {t('business.reminders.step', { number })}
      </label>
      <div className="col-start-2 row-start-1">
        <Input
          id={id}
          type="number"
          step={1}
          min={-60}
          max={365}
          aria-describedby={`${id}-words${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          {...register(`steps.${index}.days`)}
        />
      </div>
      <span
        id={`${id}-words`}
        className="col-span-2 col-start-2 row-start-2 text-sm text-slate-700 sm:col-span-1 sm:col-start-3 sm:row-start-1"
      >
        {Number.isInteger(days) ? stepWords(t, days) : ''}
      </span>
      {onRemove && (
        <Button
          variant="ghost"
          className="col-start-3 row-start-1 justify-self-end sm:col-start-4"
          onClick={onRemove}
          aria-label={t('business.reminders.removeStep', { number })}
        >
          {t('business.reminders.remove')}
        </Button>
      )}
      {error && (
        <p
          id={`${id}-error`}
          className="col-span-2 col-start-2 text-sm text-red-700 sm:col-span-3 sm:col-start-2"
        >
          {error}
        </p>
      )}
    </li>
  );
}
