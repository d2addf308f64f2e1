import { useT } from '../../i18n/use-t';
import { errorText } from '../../lib/error-text';
import { Button } from './button';

interface ErrorStateProps {
  title?: string;
  message: string;
  onRetry?: () => void;
  retrying?: boolean;
}

/** What went wrong, in words, and a way to try again. */
export function ErrorState({ title, message, onRetry, retrying = false }: ErrorStateProps) {
  const t = useT();
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4"
    >
      <div>
        <h2 className="font-semibold text-red-900">{title ?? t('shell.error.title')}</h2>
        <p className="text-sm text-red-900">{message}</p>
      </div>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry} disabled={retrying}>
          {retrying ? t('shell.action.retrying') : t('shell.action.retry')}
        </Button>
      )}
    </div>
  );
}

/** A query's failure: its error in words, and a retry that asks again (busy while it does). */
export function QueryErrorState({
  query,
  title,
}: {
  query: { error: unknown; refetch: () => unknown; isFetching: boolean };
  title?: string;
}) {
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
