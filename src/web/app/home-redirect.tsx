import { useQuery } from '@tanstack/react-query';
import { Redirect } from 'wouter';
import { ErrorState } from '../components/ui/error-state';
import { SkeletonRows } from '../components/ui/skeleton';
import { useT } from '../i18n/use-t';
import { errorText } from '../lib/error-text';
import { businessesQuery } from '../lib/reference-queries';

/** `/` goes to the first connected business's overview, or to /connect when none is connected. */
export function HomeRedirect() {
  const t = useT();
  const { data, error, refetch, isFetching } = useQuery(businessesQuery());
  const first = data?.[0];
  if (data) return <Redirect to={first ? `/b/${first.id}` : '/connect'} replace />;
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold text-slate-900">{t('shell.nav.overview')}</h1>
      {error ? (
        <ErrorState
          title={t('shell.home.loadFailed')}
          message={errorText(t, error)}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : (
        <SkeletonRows rows={3} label={t('shell.home.opening')} />
      )}
    </section>
  );
}
