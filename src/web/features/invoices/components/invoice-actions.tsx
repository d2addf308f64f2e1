import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { Button, ButtonLink, buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { Invoice } from '../../../../contract/invoice';
import { isPreliminary } from '../../../../contract/invoice-groups';
import { creditTypeFor } from '../../../../contract/invoice-links';
import { useT } from '../../../i18n/use-t';
import { useMay } from '../../../lib/access';
import type { FileAnswer } from '../../../lib/api-client';
import { invoicePdfUrl } from '../api/invoice-api';
import { useDeleteInvoice } from '../api/invoice-mutations';
import { EInvoiceAction } from '../einvoice/einvoice-action';
import { invoiceLabel } from '../../../lib/invoice-names';
import {
  creditInvoiceHref,
  editInvoiceHref,
  invoiceFromProFormaHref,
  invoicesHref,
  makeRecurringHref,
  newInvoiceHref,
} from '../invoice-paths';

/** A link to the PDF bytes already fetched for the preview: no second download from the API. */
function usePdfUrl(answer: FileAnswer | undefined) {
  const url = useMemo(
    () => (answer?.kind === 'ready' ? URL.createObjectURL(answer.blob) : undefined),
    [answer],
  );
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

interface InvoiceActionsProps {
  business: string;
  invoice: Invoice;
  pdf: FileAnswer | undefined;
  /** The preview was not asked for: the link streams the PDF from the BFF when clicked (one API call then). */
  streamed?: boolean;
}

export function InvoiceActions({ business, invoice, pdf, streamed = false }: InvoiceActionsProps) {
  const t = useT();
  const [, navigate] = useLocation();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteInvoice(business, () => navigate(invoicesHref(business), { replace: true }));
  const fetchedUrl = usePdfUrl(pdf);
  const pdfUrl = fetchedUrl ?? (streamed ? invoicePdfUrl(business, invoice.id) : undefined);
  const label = invoiceLabel(invoice);
  // Issued: numbered in its series for good (a pro forma is only an offer). A regular or VAT invoice is credited.
  const issued = !isPreliminary(invoice.invoice_type);
  const creditable = creditTypeFor(invoice.invoice_type) !== undefined;
  const creditHref = creditInvoiceHref(business, invoice.id);
  // An accountant downloads and exports; every change is an owner's (hidden only: the BFF refuses it anyway).
  const mayWrite = useMay(business, 'write');
  return (
    <div className="flex flex-wrap gap-2">
      {pdfUrl ? (
        <a href={pdfUrl} download={`${label}.pdf`} className={buttonClass('primary')}>
          {t('invoices.actions.download')}
        </a>
      ) : (
        <Button disabled title={t('invoices.actions.downloadWaiting')}>
          {t('invoices.actions.download')}
        </Button>
      )}
      <EInvoiceAction business={business} invoice={invoice} />
      {mayWrite && (
        <>
          {isPreliminary(invoice.invoice_type) && (
            <ButtonLink href={invoiceFromProFormaHref(business, invoice.id)}>
              {t('invoices.actions.turnIntoInvoice')}
            </ButtonLink>
          )}
          {creditable && <ButtonLink href={creditHref}>{t('invoices.actions.credit')}</ButtonLink>}
          <ButtonLink href={editInvoiceHref(business, invoice.id)}>{t('invoices.actions.edit')}</ButtonLink>
          <ButtonLink href={newInvoiceHref(business, invoice.id)}>
            {t('invoices.actions.duplicate')}
          </ButtonLink>
          <ButtonLink href={makeRecurringHref(business, invoice.id)}>
            {t('invoices.actions.makeRecurring')}
          </ButtonLink>
          <Button variant="secondary" className="text-red-800" onClick={() => setConfirming(true)}>
            {t('invoices.actions.delete')}
          </Button>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('invoices.delete.title', { label })}
        confirmLabel={t('invoices.delete.confirm', { label })}
        danger
        busy={remove.isPending}
        error={remove.error}
        onCancel={() => setConfirming(false)}
        onConfirm={() => remove.mutate(invoice.id)}
        alternative={
          creditable
            ? { label: t('invoices.delete.creditInstead'), onSelect: () => navigate(creditHref) }
            : undefined
        }
      >
        <p>{t('invoices.delete.body', { label })}</p>
        {issued && <p className="mt-2">{t('invoices.delete.issuedGap')}</p>}
      </ConfirmDialog>
    </div>
  );
}
