import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { ConnectedBusiness } from '../../../../contract/bff';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { businessesQuery } from '../../../lib/reference-queries';
import { useDisconnectBusiness } from '../api/business-api';
import { businessTypeLabels } from '../../../lib/business-type-labels';
import { ConnectForm } from './connect-form';

/** Connect a business by its token, see which are connected, disconnect one. */
export function ConnectPage() {
  const businesses = useQuery(businessesQuery());
  const [connected, setConnected] = useState<ConnectedBusiness | null>(null);
  const [leaving, setLeaving] = useState<ConnectedBusiness | null>(null);
  const disconnect = useDisconnectBusiness();
  const list = businesses.data ?? [];

  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <h1 className="text-2xl font-semibold text-slate-900">Connect a business</h1>
      {connected && (
        <div
          role="status"
          className="flex flex-col gap-3 rounded-lg border border-emerald-300 bg-emerald-50 p-4"
        >
          <p className="text-emerald-900">
            Connected <strong>{connected.title}</strong> ({businessTypeLabels[connected.business_type]}).
          </p>
          <div className="flex flex-wrap gap-2">
            <ButtonLink variant="primary" href={`/b/${connected.id}/invoices`}>
              Open {connected.title}
            </ButtonLink>
          </div>
        </div>
      )}
      <section className="rounded-lg border border-slate-200 bg-white p-4">
        <ConnectForm submitLabel="Connect" onConnected={setConnected} />
      </section>
      {list.length > 0 && (
        <section aria-labelledby="connected-title" className="flex flex-col gap-2">
          <h2 id="connected-title" className="text-lg font-semibold text-slate-900">
            Connected businesses
          </h2>
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
            {list.map((b) => (
              <li key={b.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                <div>
                  <Link
                    href={`/b/${b.id}/invoices`}
                    className="font-medium text-teal-800 underline-offset-2 hover:underline"
                  >
                    {b.title}
                  </Link>
                  <p className="text-sm text-slate-600">{businessTypeLabels[b.business_type]}</p>
                </div>
                <Button
                  variant="secondary"
                  onClick={() => setLeaving(b)}
                  aria-label={`Disconnect ${b.title}`}
                >
                  Disconnect
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <ConfirmDialog
        open={leaving !== null}
        title={`Disconnect ${leaving?.title ?? ''}?`}
        confirmLabel="Disconnect"
        danger
        busy={disconnect.isPending}
        onCancel={() => setLeaving(null)}
        onConfirm={() =>
          leaving &&
          disconnect.mutate(leaving.id, {
            onSuccess: () => {
              if (connected?.id === leaving.id) setConnected(null);
            },
            onSettled: () => setLeaving(null),
          })
        }
      >
        {disconnect.isError && (
          <p role="alert" className="mb-2 text-red-700">
            {disconnect.error.message}
          </p>
        )}
        The dashboard forgets its token. Its invoices and expenses stay in the invoicing app; connect it again
        any time.
      </ConfirmDialog>
    </div>
  );
}
