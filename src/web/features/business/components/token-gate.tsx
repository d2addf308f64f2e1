import { useSyncExternalStore, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { isApiError } from '../../../lib/api-error';
import { keys } from '../../../lib/query-keys';
import { businessesQuery } from '../../../lib/reference-queries';
import { Button } from '../../../components/ui/button';
import { useDisconnectBusiness } from '../api/business-api';
import { ConnectForm } from './connect-form';

/** Whether any read of this business was refused because its token was revoked or is invalid. */
function useTokenInvalid(business: string): boolean {
  const cache = useQueryClient().getQueryCache();
  return useSyncExternalStore(
    (onChange) => cache.subscribe(onChange),
    () =>
      cache
        .findAll({ queryKey: keys.business(business) })
        .some((q) => isApiError(q.state.error) && q.state.error.code === 'token_invalid'),
  );
}

/** Shows the business's screens, or the reconnect screen once its token is found revoked. */
export function TokenGate({ business, children }: { business: string; children: ReactNode }) {
  return useTokenInvalid(business) ? <ReconnectScreen business={business} /> : children;
}

function ReconnectScreen({ business }: { business: string }) {
  const { data } = useQuery(businessesQuery());
  const title = data?.find((b) => b.id === business)?.title ?? 'This business';
  const [, navigate] = useLocation();
  const disconnect = useDisconnectBusiness();
  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <div className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4">
        <h1 className="text-2xl font-semibold text-amber-950">Reconnect {title}</h1>
        <p className="text-amber-950">
          The API no longer accepts the token this dashboard holds for {title}: it was revoked or deleted in the invoicing
          app. Nothing of this business can be shown or changed until a new token is pasted below.
        </p>
      </div>
      <section className="rounded-lg border border-slate-200 bg-white p-4">
        <ConnectForm submitLabel="Reconnect" onConnected={(b) => navigate(`/b/${b.id}/invoices`)} />
      </section>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" disabled={disconnect.isPending} onClick={() => disconnect.mutate(business, { onSuccess: () => navigate('/', { replace: true }) })}>
          Disconnect {title}
        </Button>
        {disconnect.isError && <p role="alert" className="text-sm text-red-700">{disconnect.error.message}</p>}
      </div>
    </div>
  );
}
