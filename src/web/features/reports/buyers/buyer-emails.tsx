import { useQuery } from '@tanstack/react-query';
import { Badge } from '../../../components/ui/badge';
import { useTimeZone } from '../../../first-screen/page-context';
import { useT } from '../../../i18n/use-t';
import { useClock } from '../../../lib/clock';
import { emailKindWords, emailStatusTone, emailStatusWords } from '../../../lib/email-labels';
import { formatMoment } from '../../../lib/format';
import { buyerEmailsQuery } from '../api/buyers-api';

/** Every message the desk sent (or keeps in its outbox) about the buyer's invoices, newest first. */
export function BuyerEmails({ business, buyerKey }: { business: string; buyerKey: string }) {
  const t = useT();
  const zone = useTimeZone();
  const now = useClock().now();
  const { data } = useQuery(buyerEmailsQuery(business, buyerKey));
  const emails = data?.data ?? [];
  return (
    <section aria-labelledby="buyer-emails" className="flex flex-col gap-3">
      <h2 id="buyer-emails" className="text-lg font-semibold text-slate-900">
        {t('reports.buyer.emails')}
      </h2>
      {data && emails.length === 0 && (
        <p className="text-sm text-slate-600">{t('reports.buyer.emails.none')}</p>
      )}
      {emails.length > 0 && (
        <ul className="flex flex-col divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
          {emails.map((e) => (
            <li key={e.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
              <div className="min-w-0">
                <p className="font-medium break-words text-slate-900">{e.subject}</p>
                <p className="break-words text-slate-600">
                  {t(emailKindWords[e.kind])} · {formatMoment(e.sent_at ?? e.created_at, zone, now)} ·{' '}
                  {t('reports.buyer.emails.to', { to: e.to.join(', ') })}
                </p>
              </div>
              <Badge tone={emailStatusTone[e.status]}>{t(emailStatusWords[e.status])}</Badge>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
