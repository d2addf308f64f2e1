import { useState } from 'react';
import { QueryErrorState } from '../../../components/ui/error-state';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { SkeletonRows } from '../../../components/ui/skeleton';
import { useLocale, useT } from '../../../i18n/use-t';
import { useClock } from '../../../lib/clock';
import { todayYmd } from '../../../lib/format';
import { usualCurrency } from '../../../../contract/usual-currency';
import { currenciesUsualFirst } from '../../../lib/currency-order';
import { currenciesQuery, profileQuery } from '../../../lib/reference-queries';
import { useCreateInvoice, useUpdateInvoice } from '../api/invoice-mutations';
import {
  enteredLinesQuery,
  invoiceLinksQuery,
  invoiceListSource,
  invoiceQuery,
} from '../api/invoice-queries';
import { formDefaultsQuery } from '../api/form-defaults-query';
import { savedState } from '../components/invoice-heading';
import { invoiceLabel } from '../../../lib/invoice-names';
import { InvoiceForm } from './invoice-form';
import { newInvoiceValues } from './invoice-form-values';
import { FromProFormaNotice } from './from-pro-forma-notice';
import { seriesFor } from './pro-forma-values';
import { invoiceInputFrom } from '../../../../contract/invoice-transform';
import { creditTypeFor, invoicedTypeFor } from '../../../../contract/invoice-links';
import { lineEntriesFor } from '../../../../contract/line-entry';
import { CreditNotice, TotalsMismatchNotice } from './credit-notice';
import { valuesForCredit, type CreditScope } from './credit-values';
import { invoiceHref, makeRecurringHref } from '../invoice-paths';
import { RepeatOption } from './repeat-option';

export type InvoiceFormMode =
  | { kind: 'create' }
  | { kind: 'edit'; id: string }
  | { kind: 'duplicate'; id: string }
  /** The invoice a pro forma turns into: the BFF keeps the link between the two. */
  | { kind: 'fromProForma'; id: string }
  /** The credit note that corrects an issued invoice: the BFF keeps the link between the two. */
  | { kind: 'credit'; id: string };

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
  // How the lines were entered, so the form gives the invoice's own totals (unknown or unread: derived instead).
  const entered = useQuery({
    ...enteredLinesQuery(business, sourceId),
    enabled: sourceId !== '',
    retry: false,
  });
  const [scope, setScope] = useState<CreditScope>('lines');
  // A new invoice may be made recurring at once: saved, it opens in the form that makes it recurring.
  const [repeat, setRepeat] = useState(false);
  const repeatable = mode.kind === 'create' || mode.kind === 'duplicate';
  // A new invoice starts from the owner's defaults, its usual currency among them (if they cannot be read, from the
  // form's own and the cached latest invoices'). A pro forma's invoice and a credit note take their series from the
  // latest invoices: page 1 as cached (the list is the first screen), else read once (no retries: if it fails, the
  // form's own). Edit and duplicate start from an invoice's own currency and only order the list by what is cached.
  const fromProForma = mode.kind === 'fromProForma';
  const linked = fromProForma || mode.kind === 'credit'; // made from the source: the BFF keeps the link
  const latestPage = invoiceListSource.page(business, 1);
  const latest = useQuery({ ...latestPage, enabled: linked, staleTime: Infinity, retry: false });
  const remembered = useQuery({
    ...formDefaultsQuery(business),
    enabled: mode.kind === 'create',
    retry: false,
  });
  const cachedLatest = useQueryClient().getQueryData(latestPage.queryKey);
  const latestRows = (latest.data ?? cachedLatest)?.data ?? [];
  const usual = remembered.data?.currency ?? usualCurrency(latestRows);
  const links = useQuery({ ...invoiceLinksQuery(business, sourceId), enabled: linked });
  const create = useCreateInvoice(business, linked ? sourceId : undefined);
  const update = useUpdateInvoice(business, sourceId);

  const failed = [profile, currencies, sourceDetail].find((q) => q.error);
  if (failed?.error) {
    return <QueryErrorState title={t('invoices.form.prepareFailed')} query={failed} />;
  }
  if (
    !profile.data ||
    !currencies.data ||
    (sourceId && (!source || entered.isPending)) ||
    (linked && latest.isPending) ||
    (mode.kind === 'create' && remembered.isPending)
  ) {
    return <SkeletonRows label={t('invoices.form.preparing')} />;
  }

  const today = todayYmd(undefined, clock.now());
  const label = source ? invoiceLabel(source) : '';
  const blank = newInvoiceValues(today, usual, locale, remembered.data);
  const invoicedType = source && invoicedTypeFor(source.invoice_type);
  const creditType = source && mode.kind === 'credit' ? creditTypeFor(source.invoice_type) : undefined;
  const start = source && lineEntriesFor(source, entered.data);
  const entries = start?.entries ?? [];
  const from = { entries, today, profile: profile.data };
  const defaults =
    source && fromProForma && invoicedType
      ? invoiceInputFrom(source, {
          ...from,
          as: 'invoice',
          series: seriesFor(invoicedType, latestRows, blank.series),
        })
      : source && creditType
        ? valuesForCredit(
            source,
            profile.data,
            today,
            seriesFor(creditType, latestRows, 'CR'),
            entries,
            scope,
          )
        : source
          ? invoiceInputFrom(source, { ...from, as: mode.kind === 'edit' ? 'edit' : 'duplicate' })
          : blank;
  const title =
    mode.kind === 'edit'
      ? t('invoices.form.editTitle', { label })
      : mode.kind === 'duplicate'
        ? t('invoices.form.duplicateTitle', { label })
        : fromProForma && invoicedType
          ? t('invoices.form.fromProFormaTitle', { label })
          : creditType
            ? t('invoices.credit.title', { label })
            : t('invoices.form.newTitle');
  const linkNotice =
    source && fromProForma && invoicedType ? (
      <FromProFormaNotice business={business} proForma={source} targets={links.data?.targets} />
    ) : source && creditType ? (
      <CreditNotice
        business={business}
        invoice={source}
        targets={links.data?.targets}
        scope={scope}
        onScope={setScope}
      />
    ) : undefined;
  const mismatch = start?.kind === 'mismatch' && !(creditType && scope === 'amount') && (
    <TotalsMismatchNotice stored={start.stored} reentered={start.reentered} currency={source!.currency} />
  );
  return (
    <InvoiceForm
      key={`${mode.kind}-${sourceId}-${creditType ? scope : ''}`}
      title={title}
      notice={
        linkNotice || mismatch ? (
          <div className="flex flex-col gap-2">
            {linkNotice}
            {mismatch}
          </div>
        ) : undefined
      }
      submitLabel={
        mode.kind === 'edit'
          ? t('invoices.form.saveChanges')
          : creditType
            ? t('invoices.credit.create')
            : t('invoices.form.create')
      }
      profile={profile.data}
      currencies={currenciesUsualFirst(currencies.data, usual)}
      defaultValues={defaults}
      currentNumber={mode.kind === 'edit' ? source?.invoice_number : undefined}
      save={(input) => (mode.kind === 'edit' ? update.mutateAsync(input) : create.mutateAsync(input))}
      footer={repeatable ? <RepeatOption checked={repeat} onChange={setRepeat} /> : undefined}
      onSaved={(invoice) =>
        repeatable && repeat
          ? navigate(makeRecurringHref(business, invoice.id))
          : navigate(invoiceHref(business, invoice.id), { state: savedState })
      }
    />
  );
}
