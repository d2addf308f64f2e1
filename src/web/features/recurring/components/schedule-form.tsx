import { useId, useState, type FormEvent } from 'react';
import {
  frequencies,
  type Frequency,
  type NewSchedule,
  type RecurringBody,
} from '../../../../contract/recurring';
import { Button } from '../../../components/ui/button';
import { InputField, optionsOf, SelectField } from '../../../components/ui/field';
import { useT } from '../../../i18n/use-t';
import { isApiError } from '../../../lib/api-error';
import { errorText } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format';
import { addressesOf } from '../../../lib/email-addresses';
import { serverFieldError } from '../../../lib/server-field-error';
import { frequencyWords } from '../recurring-words';

type EndChoice = 'never' | 'after' | 'on';
const whole = (text: string) => (/^-?\d+$/.test(text.trim()) ? Number(text) : Number.NaN);

/** What saving the form does: create a schedule, or change one (PUT, for the occurrences to come). */
interface Save {
  mutate: (body: NewSchedule) => void;
  isPending: boolean;
  error: unknown;
}

/**
 * A schedule's rule, days to pay, end and e-mail: "Make recurring" for an issued invoice (its lines and buyer repeat
 * from the chosen day), or a change of an existing schedule. The template itself is not edited here. With `first`
 * (the invoice it is made from), a first date equal to that invoice's date makes the invoice that date's occurrence,
 * unless the owner ticks "also issue a new one".
 */
export function ScheduleForm({
  title,
  explain,
  notice,
  initial,
  first,
  submitLabel,
  save,
  onDone,
}: {
  title: string;
  explain: string;
  notice?: string;
  initial: RecurringBody;
  first?: { id: string; date: string; label: string; isToday: boolean };
  submitLabel: string;
  save: Save;
  onDone: () => void;
}) {
  const t = useT();
  const titleId = useId();
  const buyerEmail = (initial.template.buyer as { email?: unknown } | undefined)?.email;
  const [frequency, setFrequency] = useState<Frequency>(initial.frequency);
  const [interval, setInterval] = useState(String(initial.interval));
  const [start, setStart] = useState(initial.start_date);
  const [payIn, setPayIn] = useState(initial.pay_in_days === null ? '' : String(initial.pay_in_days));
  const [end, setEnd] = useState<EndChoice>(
    initial.end === null ? 'never' : 'after' in initial.end ? 'after' : 'on',
  );
  const [count, setCount] = useState(
    initial.end && 'after' in initial.end ? String(initial.end.after) : '12',
  );
  const [until, setUntil] = useState(initial.end && 'on' in initial.end ? initial.end.on : '');
  const [emailOn, setEmailOn] = useState(initial.email !== null);
  const [alsoIssue, setAlsoIssue] = useState(false);
  const firstIsSource = first !== undefined && start === first.date;
  const [to, setTo] = useState(
    initial.email?.to.join(', ') ?? (typeof buyerEmail === 'string' ? buyerEmail : ''),
  );
  const errors = isApiError(save.error) ? save.error.fieldErrors : {};
  const fieldError = serverFieldError(save.error);
  const placed = ['frequency', 'interval', 'start_date', 'pay_in_days', 'end', 'email'];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body: RecurringBody = {
      template: initial.template,
      pay_in_days: payIn.trim() === '' ? null : whole(payIn),
      frequency,
      interval: whole(interval),
      start_date: start,
      end: end === 'never' ? null : end === 'after' ? { after: whole(count) } : { on: until },
      email: emailOn ? { to: addressesOf(to) } : null,
    };
    save.mutate(firstIsSource && !alsoIssue ? { ...body, first_invoice_id: first.id } : body);
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-lg border border-teal-200 bg-white p-4"
    >
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <p className="text-sm text-slate-600">{explain}</p>
      {notice && (
        <p role="status" className="text-sm text-amber-900">
          {notice}
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField
          label={t('recurring.new.frequency')}
          error={fieldError('frequency')}
          options={optionsOf(frequencies, (f) => t(frequencyWords[f]))}
          value={frequency}
          onChange={(e) => setFrequency(e.target.value as Frequency)}
        />
        <InputField
          label={t('recurring.new.interval')}
          hint={t('recurring.new.intervalHint')}
          error={fieldError('interval')}
          inputMode="numeric"
          value={interval}
          onChange={(e) => setInterval(e.target.value)}
        />
        <InputField
          label={t('recurring.new.start')}
          hint={t('recurring.new.startHint')}
          error={fieldError('start_date')}
          type="date"
          value={start}
          onChange={(e) => setStart(e.target.value)}
        />
      </div>
      {firstIsSource && (
        <div className="flex flex-col gap-1">
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" checked={alsoIssue} onChange={(e) => setAlsoIssue(e.target.checked)} />
            {t('recurring.new.alsoIssue', {
              when: first.isToday ? 'today' : 'other',
              date: formatDate(first.date),
            })}
          </label>
          <p className="text-xs text-slate-600">
            {t('recurring.new.alsoIssueHint', { label: first.label, date: formatDate(first.date) })}
          </p>
        </div>
      )}
      <InputField
        label={t('recurring.new.payInDays')}
        hint={t('recurring.new.payInDaysHint')}
        error={fieldError('pay_in_days')}
        inputMode="numeric"
        className="max-w-32"
        value={payIn}
        onChange={(e) => setPayIn(e.target.value)}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-slate-800">{t('recurring.new.end')}</legend>
        {(['never', 'after', 'on'] as const).map((choice) => (
          <label key={choice} className="flex items-center gap-2 text-sm text-slate-800">
            <input type="radio" name="end" checked={end === choice} onChange={() => setEnd(choice)} />
            {t(
              choice === 'never'
                ? 'recurring.new.endNever'
                : choice === 'after'
                  ? 'recurring.new.endAfter'
                  : 'recurring.new.endOn',
            )}
          </label>
        ))}
        {end === 'after' && (
          <InputField
            label={t('recurring.new.count')}
            error={fieldError('end')}
            inputMode="numeric"
            className="max-w-32"
            value={count}
            onChange={(e) => setCount(e.target.value)}
          />
        )}
        {end === 'on' && (
          <InputField
            label={t('recurring.new.until')}
            error={fieldError('end')}
            type="date"
            className="max-w-48"
            value={until}
            onChange={(e) => setUntil(e.target.value)}
          />
        )}
      </fieldset>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" checked={emailOn} onChange={(e) => setEmailOn(e.target.checked)} />
        {t('recurring.new.email')}
      </label>
      {emailOn && (
        <InputField
          label={t('recurring.new.to')}
          error={fieldError('email')}
          type="email"
          multiple
          value={to}
          onChange={(e) => setTo(e.target.value)}
        />
      )}
      {save.error != null && !placed.some((name) => fieldError(name)) && (
        <p role="alert" className="text-sm text-red-700">
          {isApiError(save.error) && Object.keys(errors).length > 0
            ? Object.entries(errors)
                .map(([path, messages]) => `${path}: ${messages.join(' ')}`)
                .join(' ')
            : errorText(t, save.error)}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
          {t('shell.action.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('shell.action.working') : submitLabel}
        </Button>
      </div>
    </form>
  );
}
