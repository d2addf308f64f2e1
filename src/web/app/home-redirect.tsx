import { useQuery } from '@tanstack/react-query';
import { Redirect } from 'wouter';
import { ErrorState } from '../components/ui/error-state';
import { SkeletonRows } from '../components/ui/skeleton';
import { businessesQuery } from '../lib/reference-queries';

/** `/` goes to the first connected business's overview, or to /connect when none is connected. */
export function HomeRedirect() {
  const { data, error, refetch, isFetching } = useQuery(businessesQuery());
  const first = data?.[0];
  if (data) return <Redirect to={first ? `/b/${first.id}` : '/connect'} replace />;
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold text-slate-900">Overview</h1>
      {error ? (
        <ErrorState title="Your businesses could not be loaded" message={error.message} onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <SkeletonRows rows={3} label="Opening your business…" />
      )}
    </section>
  );
}
