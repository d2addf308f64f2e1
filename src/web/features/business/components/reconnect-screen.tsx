import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { Button } from '../../../components/ui/button';
import { ErrorLine } from '../../../components/ui/error-line';
import { useT } from '../../../i18n/use-t';
import { businessesQuery } from '../../../lib/reference-queries';
import { useDisconnectBusiness } from '../api/business-api';
import { ConnectForm } from './connect-form';

/** Shown instead of a business's pages once the API refuses its token: paste a new one, or disconnect it. */
export function ReconnectScreen({ business }: { business: string }) {
  const t = useT();
  const { data } = useQuery(businessesQuery());
  const title = data?.find((b) => b.id === business)?.title ?? t('business.reconnect.unnamed');
  const [, navigate] = useLocation();
  const disconnect = useDisconnectBusiness();
  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <div className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4">
        <h1 className="text-2xl font-semibold text-amber-950">{t('business.reconnect.title', { title })}</h1>
        <p className="text-amber-950">{t('business.reconnect.explain', { title })}</p>
      </div>
      <section className="rounded-lg border border-slate-200 bg-white p-4">
        <ConnectForm
          submitLabel={t('business.reconnect.submit')}
          expected={{ id: business, title }}
          onConnected={(b) => navigate(`/b/${b.id}/invoices`)}
        />
      </section>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          disabled={disconnect.isPending}
          onClick={() => disconnect.mutate(business, { onSuccess: () => navigate('/', { replace: true }) })}
        >
          {t('business.disconnect.named', { title })}
        </Button>
        <ErrorLine error={disconnect.error} />
      </div>
    </div>
  );
}
