import { useQuery } from '@tanstack/react-query';
import type { MirrorStatus as Status } from '../../../../contract/bff';
import { Button } from '../../../components/ui/button';
import { ErrorLine } from '../../../components/ui/error-line';
import { useTimeZone } from '../../../first-screen/page-context';
import { useT, type Translate } from '../../../i18n/use-t';
import { useClock } from '../../../lib/clock';
import { formatMoment, formatNumber } from '../../../lib/format';
import { mirrorQuery, useRefreshMirror } from '../../../lib/mirror';
import type { RecordKind } from '../../../lib/query-keys';

/** Why the saved copy cannot follow the API, in words. */
function errorLine(t: Translate, s: Status, now: Date, zone: string | undefined): string {
  const time = s.synced_at === null ? undefined : formatMoment(s.synced_at, zone, now);
  if (s.reason === 'token_invalid')
    return time ? t('lists.mirror.revokedFrom', { time }) : t('lists.mirror.revoked');
  if (s.reason?.startsWith('unreachable'))
    return time ? t('lists.mirror.unreachableFrom', { time }) : t('lists.mirror.unreachable');
  return time ? t('lists.mirror.stoppedFrom', { time }) : t('lists.mirror.stopped');
}

/**
 * The line the list shows, e.g. "Up to date · 14:02" or "Syncing 240 of 400 invoices…"; its clock times in `zone`
 * (first-screen/page-context.tsx useTimeZone), the person's own without one.
 */
export function statusText(t: Translate, s: Status, kind: RecordKind, now: Date, zone?: string): string {
  if (s.state === 'error') return errorLine(t, s, now, zone);
  if (s.state === 'ready' && s.synced_at !== null)
    return t('lists.mirror.upToDate', { time: formatMoment(s.synced_at, zone, now) });
  if (s.synced_at === null) {
    const { stored, total } = s[kind];
    return total === null
      ? t('lists.mirror.syncing', { kind, stored: formatNumber(stored) })
      : t('lists.mirror.syncingOf', { kind, stored: formatNumber(stored), total });
  }
  return t('lists.mirror.checking', { time: formatMoment(s.synced_at, zone, now) });
}

/**
 * How fresh the BFF's saved copy (its mirror, which search reads) is, and a button to walk the API again now.
 * The state is asked of the BFF only (no API call): often while it fills, every 30 s once ready.
 */
export function MirrorStatus({ business, kind }: { business: string; kind: RecordKind }) {
  const t = useT();
  const { data: status } = useQuery(mirrorQuery(business));
  const refresh = useRefreshMirror(business);
  const now = useClock().now();
  const zone = useTimeZone();
  if (!status) return null;
  const walking = status.state === 'syncing' || status.state === 'empty';
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <p role="status" className={status.state === 'error' ? 'text-red-800' : 'text-slate-600'}>
        {statusText(t, status, kind, now, zone)}
      </p>
      <Button
        variant="ghost"
        className="!min-h-8 !px-2 !py-1"
        onClick={() => refresh.mutate()}
        disabled={walking || refresh.isPending}
      >
        {walking || refresh.isPending ? t('lists.mirror.refreshing') : t('lists.mirror.refresh')}
      </Button>
      <ErrorLine error={refresh.error} className="text-red-700" />
    </div>
  );
}
