import { useT } from '../../i18n/use-t';
import { errorText } from '../../lib/error-text';
import { ErrorState } from './error-state';

/** What a failed query needs for its error to be said and tried again (a `useQuery` result has it). */
interface FailedQuery {
  error: unknown;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/** A query's failure in words, with a retry that asks again and waits while it does. */
export function QueryErrorState({ query, title }: { query: FailedQuery; title?: string }) {
  const t = useT();
  return (
    <ErrorState
      title={title}
      message={errorText(t, query.error)}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}
