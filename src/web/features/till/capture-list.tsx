import { Link } from 'wouter';
import { Button, buttonClass } from '../../components/ui/button';
import { ProgressBar } from '../../components/ui/progress-bar';
import { useT } from '../../i18n/use-t';
import { useClock } from '../../lib/clock';
import { errorText } from '../../lib/error-text';
import { formatMoment, formatMoney } from '../../lib/format';
import type { Capture, TillBusiness } from './capture';
import { CaptureThumb } from './capture-thumb';
import { errorOf, type TillState, type UploadQueue } from './upload-queue';

interface ListProps {
  state: TillState;
  queue: UploadQueue;
  businesses: readonly TillBusiness[];
  online: boolean;
}

/** The captures kept on this phone, oldest first (the order they go up in), each saying where it stands. */
export function CaptureList({ state, queue, businesses, online }: ListProps) {
  const t = useT();
  const now = useClock().now();
  const titleOf = (id: string) => businesses.find((b) => b.id === id)?.title;
  if (state.captures.length === 0) return <p className="text-sm text-slate-600">{t('till.queue.empty')}</p>;
  return (
    <ol className="flex flex-col gap-3">
      {state.captures.map((c) => {
        const time = formatMoment(c.at / 1000, undefined, now);
        return (
          <li key={c.id}>
            <article
              aria-label={t('till.item.label', { time })}
              className="flex gap-3 rounded-lg border border-slate-200 bg-white p-3"
            >
              <CaptureThumb photo={c.photo} />
              <div className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
                <p className="font-medium text-slate-900">
                  {time}
                  {businesses.length > 1 && (
                    <span className="text-slate-600"> · {titleOf(c.business) ?? c.business}</span>
                  )}
                </p>
                {c.note && <p className="truncate text-slate-700">{c.note}</p>}
                <CaptureStatus capture={c} state={state} online={online} queue={queue} />
              </div>
            </article>
          </li>
        );
      })}
    </ol>
  );
}

function CaptureStatus({
  capture: c,
  state,
  online,
  queue,
}: {
  capture: Capture;
  state: TillState;
  online: boolean;
  queue: UploadQueue;
}) {
  const t = useT();
  const now = useClock().now();
  const sending = state.sending?.id === c.id ? state.sending : undefined;
  if (sending) {
    const percent = Math.round(sending.progress * 100);
    const label =
      sending.step === 'reading' ? t('till.item.reading', { percent }) : t('till.item.saving', { percent });
    return (
      <div className="flex flex-col gap-1">
        {c.fields && (
          <p className="truncate font-medium text-slate-900">
            {c.fields.seller} · {formatMoney(c.fields.total, c.fields.currency)}
          </p>
        )}
        <p role="status" className="text-teal-800">
          {label}
        </p>
        <ProgressBar label={label} percent={percent} />
      </div>
    );
  }
  const reason = c.error && errorText(t, errorOf(c.error));
  if (c.state === 'attention')
    return (
      <div className="flex flex-col gap-2">
        <p className="text-red-800">{t('till.item.refused', { reason: reason ?? '' })}</p>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => void queue.retry(c.id)}>
            {t('till.item.retry')}
          </Button>
          <Button variant="ghost" onClick={() => void queue.remove(c.id)}>
            {t('till.item.remove')}
          </Button>
        </div>
      </div>
    );
  if (c.error?.code === 'login_required')
    return (
      <p className="flex flex-wrap items-center gap-2 text-amber-900">
        {t('till.item.signedOut')}
        <Link href={`/login?next=${encodeURIComponent('/capture')}`} className={buttonClass('secondary')}>
          {t('till.item.signIn')}
        </Link>
      </p>
    );
  if (!online) return <p className="text-slate-700">{t('till.item.offline')}</p>;
  if (!reason) return <p className="text-slate-700">{t('till.item.waiting')}</p>;
  return (
    <p className="text-amber-900">
      {t('till.item.retrying', {
        reason,
        time: formatMoment(Math.max(c.nextAt, now.getTime()) / 1000, undefined, now),
      })}
    </p>
  );
}
