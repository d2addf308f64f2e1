import { useQuery, useQueryClient, type QueryState } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorState } from '../../../components/ui/error-state';
import { SkeletonRows } from '../../../components/ui/skeleton';
import { useT } from '../../../i18n/use-t';
import { formatDate } from '../../../lib/format';
import { invoiceTypeWords } from '../../../lib/invoice-type-labels';
import { invoicePdfQuery } from '../api/invoice-pdf-query';
import { invoiceQuery } from '../api/invoice-queries';
import { InvoiceActions } from './invoice-actions';
import { ShareLink } from './share-link';
import { InvoiceEmails } from './invoice-emails';
import { InvoiceHeading } from './invoice-heading';
import { languageWords } from './invoice-labels';
import { invoiceLabel } from '../../../lib/invoice-names';
import { InvoiceLinesTable } from './invoice-lines-table';
import { InvoiceLinks } from './invoice-links';
import { InvoiceParties, PaymentOptions } from './invoice-parties';
import { InvoicePdfPreview } from './invoice-pdf-preview';
import { InvoiceStatus } from './invoice-status';
import { errorText } from '../../../lib/error-text';

/** A fetch of this PDF was started (a save starts one; so does the button) or has answered. */
const started = (s: QueryState | undefined) =>
  s !== undefined && (s.dataUpdateCount > 0 || s.errorUpdateCount > 0 || s.fetchStatus !== 'idle');

/**
 * One invoice, from the list row when the list holds it. Its PDF is shown at once after a save (the save fetched it);
 * an invoice merely opened offers the preview on request: every download is one call of the API's 60 a minute.
 */
export function InvoiceDetail({ business, id }: { business: string; id: string }) {
  const t = useT();
  const qc = useQueryClient();
  const { data: detail, error, refetch, isFetching } = useQuery(invoiceQuery(business, id, qc));
  const invoice = detail?.data;
  const pdfOptions = invoicePdfQuery(business, id, invoice?.updated_at ?? 0);
  const [asked, setAsked] = useState(false);
  const wanted = asked || started(qc.getQueryState(pdfOptions.queryKey));
  const pdf = useQuery({ ...pdfOptions, enabled: invoice !== undefined && wanted });
  const pdfPolls = qc.getQueryState(pdfOptions.queryKey)?.dataUpdateCount ?? 0;
  if (error && !invoice) {
    const gone = 'status' in error && error.status === 404;
    return (
      <>
        <h1 className="mb-4 text-2xl font-semibold text-slate-900">{t('invoices.detail.title')}</h1>
        <ErrorState
          title={gone ? t('invoices.detail.gone') : t('invoices.detail.loadFailed')}
          message={errorText(t, error)}
          onRetry={gone ? undefined : () => void refetch()}
          retrying={isFetching}
        />
      </>
    );
  }
  if (!invoice) return <SkeletonRows label={t('invoices.detail.loading')} />;
  const label = invoiceLabel(invoice);
  return (
    <article className="flex flex-col gap-6">
      <header className="flex flex-col gap-3">
        <p className="text-sm text-slate-600">{t(invoiceTypeWords[invoice.invoice_type])}</p>
        <div className="flex flex-wrap items-center gap-3">
          <InvoiceHeading label={label} />
          <InvoiceStatus invoice={invoice} />
        </div>
        <p className="text-xs text-slate-600">{t('invoices.detail.paymentsNote')}</p>
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <div className="flex gap-1">
            <dt className="text-slate-600">{t('invoices.field.issueDate')}</dt>
            <dd>{formatDate(invoice.invoice_date)}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-slate-600">{t('invoices.field.dueDate')}</dt>
            <dd>{formatDate(invoice.pay_until_date)}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-slate-600">{t('invoices.detail.language')}</dt>
            <dd>{t(languageWords[invoice.language])}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-slate-600">{t('invoices.field.currency')}</dt>
            <dd>{invoice.currency}</dd>
          </div>
        </dl>
        <InvoiceLinks business={business} invoice={invoice} />
        <InvoiceActions business={business} invoice={invoice} pdf={pdf.data} streamed={!wanted} />
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <div className="flex min-w-0 flex-col gap-4">
          <InvoiceParties seller={invoice.seller} buyer={invoice.buyer} />
          <InvoiceLinesTable invoice={invoice} />
          <PaymentOptions options={invoice.payment_options} />
          {invoice.notes && (
            <section className="rounded-lg border border-slate-200 bg-white p-4">
              <h2 className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-600">
                {t('invoices.field.notes')}
              </h2>
              <p className="whitespace-pre-wrap text-sm">{invoice.notes}</p>
            </section>
          )}
          <ShareLink url={invoice.share_link} />
          <InvoiceEmails business={business} invoice={invoice} />
        </div>
        <InvoicePdfPreview
          pdf={pdf}
          polls={pdfPolls}
          label={label}
          onShow={wanted ? undefined : () => setAsked(true)}
        />
      </div>
    </article>
  );
}
