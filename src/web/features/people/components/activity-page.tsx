import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import type { ActivityEntry } from '../../../../contract/people';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryErrorState } from '../../../components/ui/error-state';
import { Pager } from '../../../components/ui/pager';
import { SkeletonRows } from '../../../components/ui/skeleton';
import { useT, type Translate } from '../../../i18n/use-t';
import { useClock } from '../../../lib/clock';
import { formatMoment } from '../../../lib/format';
import { activityQuery } from '../api/people-api';
import { verbWords } from '../people-words';

/** What happened, in words: the verb with the record's name (an invoice's number, a person's e-mail, a file). */
function whatHappened(t: Translate, e: ActivityEntry): string {
  const what = t(verbWords[e.verb], { label: e.label ?? '' });
  if (e.verb === 'invoice.sent' && e.detail === 'reminder') return `${what} (${t('people.detail.reminder')})`;
  if (e.verb === 'login.failed' && e.detail === 'totp') return `${what} (${t('people.detail.totp')})`;
  return what;
}

/** The business's activity log, newest first, 50 a page; the page lives in the URL. */
export function ActivityPage({ business }: { business: string }) {
  const t = useT();
  const now = useClock().now();
  const page = Math.max(1, Number(new URLSearchParams(useSearch()).get('page')) || 1);
  const log = useQuery({ ...activityQuery(business, page), placeholderData: keepPreviousData });
  let body;
  if (log.isPending) body = <SkeletonRows rows={6} label={t('people.activity.loading')} />;
  else if (log.isError) body = <QueryErrorState query={log} />;
  else if (log.data.data.length === 0) body = <EmptyState title={t('people.activity.none')} />;
  else
    body = (
      <>
        <ol className="rounded-lg border border-slate-200 bg-white px-4 sm:px-6">
          {log.data.data.map((e) => (
            <li
              key={e.id}
              className="flex flex-col gap-1 border-b border-slate-100 py-3 text-sm last:border-b-0 sm:flex-row sm:gap-4"
            >
              <time
                dateTime={new Date(e.at * 1000).toISOString()}
                className="shrink-0 text-slate-600 sm:w-36"
              >
                {formatMoment(e.at, undefined, now)}
              </time>
              <span className="shrink-0 break-all font-medium text-slate-900 sm:w-56">
                {e.email ?? t('people.activity.someone')}
              </span>
              <span className="min-w-0 break-words text-slate-800">{whatHappened(t, e)}</span>
            </li>
          ))}
        </ol>
        <Pager
          page={page}
          lastPage={log.data.meta.last_page}
          hrefFor={(p) => `?page=${p}`}
          total={log.data.meta.total}
        />
      </>
    );
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold text-slate-900">{t('people.activity.title')}</h1>
      {body}
    </div>
  );
}
