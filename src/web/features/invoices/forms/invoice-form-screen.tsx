import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { ErrorState } from '../../../components/ui/error-state';
import { SkeletonRows } from '../../../components/ui/skeleton';
import { useLocale, useT } from '../../../i18n/use-t';
import { useClock } from '../../../lib/clock';
import { todayYmd } from '../../../lib/format';
import { currenciesUsualFirst, usualCurrency } from '../../../lib/currency-order';
import { currenciesQuery, profileQuery } from '../../../lib/reference-queries';
import { useCreateInvoice, useUpdateInvoice } from '../api/invoice-mutations';
import { invoiceLinksQuery, invoicePageQuery, invoiceQuery } from '../api/invoice-queries';
import { invoiceLabel } from '../components/invoice-labels';
import { InvoiceForm } from './invoice-form';
import { newInvoiceValues, valuesFromInvoice } from './invoice-form-values';
import { FromProFormaNotice } from './from-pro-forma-notice';
import { seriesFor, valuesFromProForma } from './pro-forma-values';
import { invoicedTypeFor } from '../../../../contract/invoice-links';
import { errorText } from '../../../lib/error-text';
import { invoiceHref } from '../invoice-paths';

export type InvoiceFormMode =
  | { kind: 'create' }
  | { kind: 'edit'; id: string }
  | { kind: 'duplicate'; id: string }
  /** The invoice a pro forma turns into: the BFF keeps the link between the two. */
  | { kind: 'fromProForma'; id: string };

export function InvoiceFormScreen({ business, mode }: { business: string; mode: InvoiceFormMode }) {
  const t = useT();
  const clock = useClock();
  const locale = useLocale();
  const [, navigate] = useLocation();
  const profile = useQuery(profileQuery(business));
  const currencies = useQuery(currenciesQuery(business));
  const sourceId = mode.kind === 'create' ? '' : mode.id;
  const sourceDetail = useQuery({ ...invoiceQuery(business, sourceId), enabled: sourceId !== '' });
  const source = sourceDetail.data?.data;
  // The usual currency comes from the latest invoices: page 1 as cached (the list is the first screen). A new
  // invoice opened directly reads it once (no retries: if it fails the form opens on EUR); edit and duplicate
  // start from an invoice's own currency and only order the list by what is cached.
  const latestPage = invoicePageQuery(business, 1);
  const fresh = mode.kind === 'create' || mode.kind === 'fromProForma'; // the latest invoices give the defaults
  const latest = useQuery({ ...latestPage, enabled: fresh, staleTime: Infinity, retry: false });
  const cachedLatest = useQueryClient().getQueryData(latestPage.queryKey);
  const usual = usualCurrency((latest.data ?? cachedLatest)?.data ?? []);
  const fromProForma = mode.kind === 'fromProForma';
  const links = useQuery({ ...invoiceLinksQuery(business, sourceId), enabled: fromProForma });
  const create = useCreateInvoice(business, fromProForma ? sourceId : undefined);
  const update = useUpdateInvoice(business, sourceId);

  const failed = [profile, currencies, sourceDetail].find((q) => q.error);
  if (failed?.error) {
    return <ErrorState title={t('invoices.form.prepareFailed')} message={errorText(t, failed.error)} onRetry={() => void failed.refetch()} retrying={failed.isFetching} />;
  }
  if (!profile.data || !currencies.data || (sourceId && !source) || (fresh && latest.isPending)) return <SkeletonRows label={t('invoices.form.preparing')} />;

  const today = todayYmd(undefined, clock.now());
  const label = source ? invoiceLabel(source) : '';
  const blank = newInvoiceValues(today, usual, locale);
  const invoicedType = source && invoicedTypeFor(source.invoice_type);
  const defaults =
    source && fromProForma && invoicedType
      ? valuesFromProForma(source, profile.data, today, seriesFor(invoicedType, (latest.data ?? cachedLatest)?.data ?? [], blank.series))
      : source
        ? valuesFromInvoice(source, profile.data, mode.kind === 'edit' ? 'edit' : 'duplicate', today)
        : blank;
  const title =
    mode.kind === 'edit'
      ? t('invoices.form.editTitle', { label })
      : mode.kind === 'duplicate'
        ? t('invoices.form.duplicateTitle', { label })
        : fromProForma && invoicedType
          ? t('invoices.form.fromProFormaTitle', { label })
          : t('invoices.form.newTitle');
  return (
    <InvoiceForm
      key={`${mode.kind}-${sourceId}`}
      title={title}
      notice={source && fromProForma && invoicedType ? <FromProFormaNotice business={business} proForma={source} targets={links.data?.targets} /> : undefined}
      submitLabel={mode.kind === 'edit' ? t('invoices.form.saveChanges') : t('invoices.form.create')}
      profile={profile.data}
      currencies={currenciesUsualFirst(currencies.data, usual)}
      defaultValues={defaults}
      currentNumber={mode.kind === 'edit' ? source?.invoice_number : undefined}
      save={(input) => (mode.kind === 'edit' ? update.mutateAsync(input) : create.mutateAsync(input))}
      onSaved={(invoice) => navigate(invoiceHref(business, invoice.id))}
    />
  );
}
