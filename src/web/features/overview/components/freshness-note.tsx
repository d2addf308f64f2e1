import type { MirrorFreshness } from '../../../../contract/overview';
import { useT } from '../../../i18n/use-t';
import { useClock } from '../../../lib/clock';
import { formatMoment } from '../../../lib/format';
import { useTimeZone } from '../../../first-screen/page-context';

/** How complete and fresh the figures are: the BFF's mirror of the API, like the lists. */
export function FreshnessNote({ mirror }: { mirror: MirrorFreshness }) {
  const t = useT();
  const zone = useTimeZone();
  const now = useClock().now();
  const at = mirror.synced_at;
  const text =
    mirror.state === 'ready'
      ? at !== null
        ? t('overview.fresh.synced', { time: formatMoment(at, zone, now) })
        : t('overview.fresh.ready')
      : mirror.state === 'error'
        ? at !== null
          ? t('overview.fresh.savedAt', { time: formatMoment(at, zone, now) })
          : t('overview.fresh.saved')
        : t('overview.fresh.reading');
  return (
    <p
      className={`text-sm ${mirror.state === 'error' ? 'text-amber-800' : 'text-slate-600'}`}
      data-testid="freshness"
    >
      {text}
    </p>
  );
}
