import type { ReactNode } from 'react';
import type { MirrorNote } from '../../../contract/bff';
import { useTimeZone } from '../../first-screen/page-context';
import { useT } from '../../i18n/use-t';
import { isApiError } from '../../lib/api-error';
import { useClock } from '../../lib/clock';
import { formatMoment, formatNumber } from '../../lib/format';
import type { ListParams } from '../../lib/list-params';
import type { RecordKind } from '../../lib/query-keys';
import type { RecordPage } from '../../lib/use-record-list';
import { QueryErrorState } from '../ui/error-state';
import { ListNotice } from '../ui/list-notice';
import { NoMatches, ResultCount } from './list-notes';
import { Pager } from '../ui/pager';
import { SkeletonRows } from '../ui/skeleton';

/** A list's rows as useRecordList gives them: the page shown, and how its query stands. */
export interface RecordListResult<T> {
  data: RecordPage<T> | undefined;
  error: Error | null;
  refetch: () => unknown;
  isFetching: boolean;
  isPlaceholderData: boolean;
}

interface RecordListViewProps<T> {
  /** Which records the list shows: its sentences ("Found 12 of 400 invoices") name them. */
  noun: RecordKind;
  list: ListParams;
  result: RecordListResult<T>;
  /** How many there are in all (the mirror's count of the API's total), for "Found 12 of 400". */
  total: number | undefined;
  /** Stored so far while the mirror's first walk runs (search covers only these). */
  stored: number | undefined;
  /** What was searched, in words, for a search that found nothing. */
  searched: ReactNode;
  /** What an unfiltered list with no rows says. */
  empty: ReactNode;
  table: (page: RecordPage<T>) => ReactNode;
  /** How fresh the data is, beside the count. */
  freshness?: ReactNode;
}

/** Why rows may be old or incomplete: saved data while the API is unreachable, or a mirror still filling. */
function MirrorNotice({
  note,
  noun,
  stored,
  total,
}: {
  note: MirrorNote | undefined;
  noun: RecordKind;
  stored?: number;
  total?: number;
}) {
  const t = useT();
  const now = useClock().now();
  const zone = useTimeZone();
  if (note?.state === 'error') {
    return (
      <ListNotice tone="warning">
        {note.synced_at === null
          ? t('lists.notice.savedEarlier')
          : t('lists.notice.savedFrom', { time: formatMoment(note.synced_at, zone, now) })}
      </ListNotice>
    );
  }
  if (note?.state === 'syncing' || note?.state === 'empty') {
    return (
      <ListNotice>
        {stored !== undefined && total !== undefined
          ? t('lists.notice.readingProgress', {
              kind: noun,
              stored: formatNumber(stored),
              total: formatNumber(total),
            })
          : t('lists.notice.reading', { kind: noun })}
      </ListNotice>
    );
  }
  return null;
}

/**
 * The body of a list, the same for invoices and expenses: notices, the count, then the rows (dimmed while the
 * next ones come), a clear empty or no-match state, or the error with a way to try again; the pager below.
 */
export function RecordListView<T>({
  noun,
  list,
  result,
  total,
  stored,
  searched,
  empty,
  table,
  freshness,
}: RecordListViewProps<T>) {
  const t = useT();
  const { data, error, isPlaceholderData } = result;
  const failed = error && (!data || isPlaceholderData);
  return (
    <>
      {data && !failed && <MirrorNotice note={data.mirror} noun={noun} stored={stored} total={total} />}
      <div className="flex min-h-8 flex-wrap items-center justify-between gap-x-4 gap-y-1">
        {list.searching && data && !failed ? (
          <ResultCount found={data.meta.total} of={total} noun={noun} sums={data.sums} />
        ) : (
          <span />
        )}
        {freshness}
      </div>
      {failed && isApiError(error) && error.code === 'validation' ? (
        // A filter the search refuses (e.g. a hand-edited `from=…`): trying again cannot help, clearing can.
        <NoMatches
          noun={noun}
          title={t('lists.result.searchRefused')}
          searched={error.message}
          onClear={list.clear}
        />
      ) : failed ? (
        <QueryErrorState query={result} title={t('lists.load.failed', { kind: noun })} />
      ) : !data ? (
        <SkeletonRows label={t('lists.load.loading', { kind: noun })} />
      ) : data.data.length === 0 ? (
        list.searching && list.page === 1 ? (
          <NoMatches noun={noun} searched={searched} onClear={list.clear} />
        ) : (
          empty
        )
      ) : (
        <div
          className={`rounded-lg border border-slate-200 bg-white sm:p-2 max-sm:border-0 max-sm:bg-transparent ${isPlaceholderData ? 'opacity-60' : ''}`}
          aria-busy={isPlaceholderData}
        >
          {table(data)}
        </div>
      )}
      {data && !failed && (
        <Pager
          page={list.page}
          lastPage={data.meta.last_page}
          total={data.meta.total}
          hrefFor={list.pageHref}
        />
      )}
    </>
  );
}
