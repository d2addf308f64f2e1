import { useQuery } from '@tanstack/react-query';
import { Redirect } from 'wouter';
import { QueryErrorState } from '../components/ui/error-state';
import { SkeletonRows } from '../components/ui/skeleton';
import { useT } from '../i18n/use-t';
import { businessesQuery } from '../lib/reference-queries';

/** `/` goes to the first connected business's overview, or to /connect when none is connected. */
export function HomeRedirect() {
  const t = useT();
  const query = useQuery(businessesQuery());
  const first = query.data?.[0];
  if (query.data) return <Redirect to={first ? `/b/${first.id}` : '/connect'} replace />;
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold text-slate-900">{t('shell.nav.overview')}</h1>
      {query.error ? (
        <QueryErrorState query={query} title={t('shell.home.loadFailed')} />
      ) : (
        <SkeletonRows rows={3} label={t('shell.home.opening')} />
      )}
    </section>
  );
}
