import type { EmailSummary } from '../../../../contract/email';
import { Badge } from '../../../components/ui/badge';
import { useTimeZone } from '../../../first-screen/page-context';
import { useT } from '../../../i18n/use-t';
import { useClock } from '../../../lib/clock';
import { formatDay } from '../../../lib/format';

type Sent = EmailSummary[string];

/**
 * The list's e-mail line of one invoice: "Sent 12 Nov" (went out, or was written to the local outbox), "Not sent
 * yet", or how its newest message stands when that one failed or still waits. Nothing until the summary has come:
 * the list never waits for it.
 */
export function SentStatus({ sent, loaded }: { sent: Sent | undefined; loaded: boolean }) {
  const t = useT();
  const now = useClock().now();
  const zone = useTimeZone();
  if (!loaded) return null;
  if (sent?.status === 'failed') return <Badge tone="danger">{t('invoices.sent.failed')}</Badge>;
  if (sent?.status === 'queued' || sent?.status === 'sending')
    return <Badge tone="neutral">{t('invoices.sent.queued')}</Badge>;
  if (sent?.sent_at == null) return <span className="text-slate-600">{t('invoices.sent.never')}</span>;
  return (
    <span className="whitespace-nowrap text-slate-800">
      {t('invoices.sent.on', { date: formatDay(sent.sent_at, now, zone) })}
    </span>
  );
}
