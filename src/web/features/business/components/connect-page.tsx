import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { ConnectedBusiness } from '../../../../contract/bff';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { businessesQuery } from '../../../lib/reference-queries';
import { useDisconnectBusiness } from '../api/business-api';
import { useT } from '../../../i18n/use-t';
import { useBusinessTypeName } from '../../../lib/business-type-labels';
import { errorText } from '../../../lib/error-text';
import { ConnectForm } from './connect-form';

/** Connect a business by its token, see which are connected, disconnect one. */
export function ConnectPage() {
  const t = useT();
  const typeName = useBusinessTypeName();
  const businesses = useQuery(businessesQuery());
  const [connected, setConnected] = useState<ConnectedBusiness | null>(null);
  const [leaving, setLeaving] = useState<ConnectedBusiness | null>(null);
  const disconnect = useDisconnectBusiness();
  const list = businesses.data ?? [];

  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <h1 className="text-2xl font-semibold text-slate-900">{t('business.connect.title')}</h1>
      {connected && (
        <div
          role="status"
          className="flex flex-col gap-3 rounded-lg border border-emerald-300 bg-emerald-50 p-4"
        >
          <p className="text-emerald-900">
            {t('business.connect.connected', {
              title: connected.title,
              type: typeName(connected.business_type),
            })}
          </p>
          <div className="flex flex-wrap gap-2">
            <ButtonLink variant="primary" href={`/b/${connected.id}/invoices`}>
              {t('business.connect.open', { title: connected.title })}
            </ButtonLink>
          </div>
        </div>
      )}
      <section className="rounded-lg border border-slate-200 bg-white p-4">
        <ConnectForm submitLabel={t('business.connect.submit')} onConnected={setConnected} />
      </section>
      {list.length > 0 && (
        <section aria-labelledby="connected-title" className="flex flex-col gap-2">
          <h2 id="connected-title" className="text-lg font-semibold text-slate-900">
            {t('business.connect.list')}
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
                  <p className="text-sm text-slate-600">{typeName(b.business_type)}</p>
                </div>
                <Button
                  variant="secondary"
                  onClick={() => setLeaving(b)}
                  aria-label={t('business.disconnect.named', { title: b.title })}
                >
                  {t('business.disconnect.action')}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <ConfirmDialog
        open={leaving !== null}
        title={t('business.disconnect.question', { title: leaving?.title ?? '' })}
        confirmLabel={t('business.disconnect.action')}
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
            {errorText(t, disconnect.error)}
          </p>
        )}
        {t('business.disconnect.explain')}
      </ConfirmDialog>
    </div>
  );
}
