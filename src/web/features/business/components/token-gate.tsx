import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { SkeletonRows } from '../../../components/ui/skeleton';
import { loadNamespaces } from '../../../i18n/load';
import { isApiError } from '../../../lib/api-error';
import { keys } from '../../../lib/query-keys';
import { useTokenReportedInvalid } from '../../../lib/revoked-tokens';

// The reconnect screen (a form) loads only when needed: the gate sits on every page, the first screen included.
// Its words (the connect form's too) are the business screens' namespace, loaded with it.
const ReconnectScreen = lazy(async () => {
  const [m] = await Promise.all([import('./reconnect-screen'), loadNamespaces(['business'])]);
  return { default: m.ReconnectScreen };
});

/** Whether any read of this business was refused because its token was revoked or is invalid. */
function useTokenInvalid(business: string): boolean {
  const cache = useQueryClient().getQueryCache();
  const invalid = () =>
    cache
      .findAll({ queryKey: keys.business(business) })
      .some((q) => isApiError(q.state.error) && q.state.error.code === 'token_invalid');
  // The same snapshot serves the server's render of the first screen (first-screen/server-entry.tsx): its cache is the page's.
  return useSyncExternalStore((onChange) => cache.subscribe(onChange), invalid, invalid);
}

/** Shows the business's screens, or the reconnect screen once its token is found revoked. */
export function TokenGate({ business, children }: { business: string; children: ReactNode }) {
  const reported = useTokenReportedInvalid(business);
  if (!useTokenInvalid(business) && !reported) return children;
  return (
    <Suspense fallback={<SkeletonRows rows={3} />}>
      <ReconnectScreen business={business} />
    </Suspense>
  );
}
