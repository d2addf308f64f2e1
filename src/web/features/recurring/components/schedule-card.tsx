import { useState } from 'react';
import { Link } from 'wouter';
import type { Schedule, ScheduleState } from '../../../../contract/recurring';
import { templateBuyer, templateTotal } from '../../../../contract/recurring';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { MessageId } from '../../../i18n/messages';
import { useT } from '../../../i18n/use-t';
import { errorText } from '../../../lib/error-text';
import { formatDate, formatLocale, formatMoney } from '../../../lib/format';
import { useEndSchedule, useScheduleAction, useUpdateSchedule } from '../api/recurring-api';
import { ScheduleForm } from './schedule-form';
import { ruleInWords } from '../recurring-words';

const stateTone: Record<ScheduleState, BadgeTone> = {
  active: 'success',
  paused: 'warning',
  ended: 'neutral',
};
const stateWords: Record<ScheduleState, MessageId> = {
  active: 'recurring.state.active',
  paused: 'recurring.state.paused',
  ended: 'recurring.state.ended',
};
// What the owner may do with a missed occurrence: the BFF's missed/:date/:action.
const missedChoices = [
  { choice: 'issue', variant: 'secondary', words: 'recurring.missed.issue' },
  { choice: 'skip', variant: 'ghost', words: 'recurring.missed.skip' },
] as const;
const invoiceHref = (b: string, id: string) =>
  `/b/${encodeURIComponent(b)}/invoices/${encodeURIComponent(id)}`;

/** One schedule: who, how much, when next; pause, resume or end it; its missed occurrences and its history. */
export function ScheduleCard({ business, schedule: s }: { business: string; schedule: Schedule }) {
  const t = useT();
  const action = useScheduleAction(business);
  const [ending, setEnding] = useState(false);
  const [editing, setEditing] = useState(false);
  const update = useUpdateSchedule(business, s.id, () => setEditing(false));
  const end = useEndSchedule(business, () => setEnding(false));
  const titleId = `schedule-${s.id}`;
  const currency = String(s.template.currency ?? '');
  const last = s.issued.find((i) => i.status === 'issued');
  const act = (path: string) => action.mutate({ id: s.id, action: path });
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4" aria-labelledby={titleId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={titleId} className="text-base font-semibold text-slate-900 [overflow-wrap:anywhere]">
            {templateBuyer(s.template) || t('recurring.noBuyer')}
          </h2>
          <p className="text-sm text-slate-700">
            {formatMoney(templateTotal(s.template), currency)} · {ruleInWords(t, formatLocale(), s)}
          </p>
        </div>
        <Badge tone={stateTone[s.state]}>{t(stateWords[s.state])}</Badge>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div className="flex gap-2">
          <dt className="text-slate-600">{t('recurring.next')}</dt>
          <dd className="font-medium text-slate-900">{s.next_date ? formatDate(s.next_date) : '—'}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-slate-600">{t('recurring.last')}</dt>
          <dd>
            {last?.invoice_id ? (
              <Link className="text-teal-800 underline" href={invoiceHref(business, last.invoice_id)}>
                {formatDate(last.date)}
              </Link>
            ) : (
              '—'
            )}
          </dd>
        </div>
        {s.email && (
          <div className="flex gap-2 sm:col-span-2">
            <dt className="text-slate-600">{t('recurring.emailed')}</dt>
            <dd className="text-slate-900 [overflow-wrap:anywhere]">{s.email.to.join(', ')}</dd>
          </div>
        )}
      </dl>
      {s.paused_reason && (
        <p role="status" className="mt-2 text-sm text-amber-900">
          {t('recurring.pausedBecause', { reason: s.paused_reason })}
        </p>
      )}
      {s.missed.length > 0 && (
        <div className="mt-3 rounded-md bg-amber-50 p-3 text-sm">
          <p className="font-medium text-amber-900">{t('recurring.missed.title')}</p>
          <ul className="mt-1 flex flex-col gap-1">
            {s.missed.map((date) => (
              <li key={date} className="flex flex-wrap items-center gap-2">
                <span className="text-slate-900">{formatDate(date)}</span>
                {missedChoices.map(({ choice, variant, words }) => (
                  <Button
                    key={choice}
                    variant={variant}
                    disabled={action.isPending}
                    onClick={() => act(`missed/${date}/${choice}`)}
                  >
                    {t(words)}
                  </Button>
                ))}
              </li>
            ))}
          </ul>
        </div>
      )}
      {s.issued.length > 0 && (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer text-teal-800">
            {t('recurring.history', { count: s.issued.length })}
          </summary>
          <ul className="mt-1 flex flex-col gap-1">
            {s.issued.map((i) => (
              <li key={i.date}>
                {i.invoice_id ? (
                  <Link className="text-teal-800 underline" href={invoiceHref(business, i.invoice_id)}>
                    {formatDate(i.date)}
                  </Link>
                ) : (
                  <span className="text-red-800">
                    {t('recurring.refused', { date: formatDate(i.date), error: i.error ?? '' })}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </details>
      )}
      {action.error != null && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {errorText(t, action.error)}
        </p>
      )}
      {s.state !== 'ended' && (
        <div className="mt-3 flex flex-wrap gap-2">
          {s.state === 'active' ? (
            <Button variant="secondary" disabled={action.isPending} onClick={() => act('pause')}>
              {t('recurring.action.pause')}
            </Button>
          ) : (
            <Button variant="secondary" disabled={action.isPending} onClick={() => act('resume')}>
              {t('recurring.action.resume')}
            </Button>
          )}
          <Button variant="secondary" onClick={() => setEditing(true)} aria-expanded={editing}>
            {t('recurring.action.edit')}
          </Button>
          <Button variant="secondary" className="text-red-800" onClick={() => setEnding(true)}>
            {t('recurring.action.end')}
          </Button>
        </div>
      )}
      {editing && (
        <div className="mt-3">
          <ScheduleForm
            title={t('recurring.edit.title')}
            explain={t('recurring.edit.explain')}
            initial={s}
            submitLabel={t('recurring.edit.submit')}
            save={update}
            onDone={() => setEditing(false)}
          />
        </div>
      )}
      <ConfirmDialog
        open={ending}
        title={t('recurring.end.title')}
        confirmLabel={t('recurring.end.confirm')}
        danger
        busy={end.isPending}
        error={end.error}
        onCancel={() => setEnding(false)}
        onConfirm={() => end.mutate(s.id)}
      >
        <p>{t('recurring.end.body')}</p>
      </ConfirmDialog>
    </li>
  );
}
