import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { EInvoiceFormat } from '../../../../contract/einvoice/details';
import type { Invoice } from '../../../../contract/invoice';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';
import { errorText } from '../../../lib/error-text';
import { invoiceLabel } from '../../../lib/invoice-names';
import { EInvoiceRefused, fetchEInvoice, preflightQuery } from './einvoice-api';
import { formatWords } from './einvoice-words';

/**
 * Downloads the e-invoice: fetched, then saved under the BFF's file name. What went wrong is said here, a refusal by
 * the official rules with what they found; the pre-flight is read again, so a detail they found missing is asked for.
 */
export function DownloadEInvoice({
  business,
  invoice,
  format,
}: {
  business: string;
  invoice: Invoice;
  format: EInvoiceFormat;
}) {
  const t = useT();
  const qc = useQueryClient();
  const host = useRef<HTMLDivElement>(null);
  const url = useRef<string | undefined>(undefined);
  const forget = () => {
    if (url.current) URL.revokeObjectURL(url.current);
    url.current = undefined;
  };
  useEffect(() => forget, []);
  const download = useMutation({
    mutationFn: async () => {
      const file = await fetchEInvoice(business, invoice.id, format);
      return {
        blob: file.blob,
        name: file.name ?? `${invoiceLabel(invoice)}-${format}.${format === 'facturx' ? 'pdf' : 'xml'}`,
      };
    },
    onSuccess: (file) => {
      forget();
      url.current = URL.createObjectURL(file.blob);
      const a = document.createElement('a');
      a.href = url.current;
      a.download = file.name;
      // Inside the dialog: the page behind a modal is inert.
      host.current?.append(a);
      a.click();
      a.remove();
    },
    onError: (error) => {
      if (error instanceof EInvoiceRefused)
        void qc.invalidateQueries({ queryKey: preflightQuery(business, invoice.id, format).queryKey });
    },
  });
  const name = t(formatWords[format].name);
  const error = download.error;
  return (
    <div ref={host} className="flex flex-col items-start gap-2">
      <Button onClick={() => download.mutate()} disabled={download.isPending} autoFocus>
        {download.isPending
          ? t('invoices.einvoice.downloading')
          : t('invoices.einvoice.download', { format: name })}
      </Button>
      <p role="status" className="text-sm text-slate-700">
        {download.isSuccess ? t('invoices.einvoice.downloaded', { name: download.data.name }) : ''}
      </p>
      {error instanceof EInvoiceRefused && error.missing.length > 0 ? (
        <div role="alert" className="text-sm text-red-800">
          <p>{t('invoices.einvoice.notPassed')}</p>
          <ul className="ml-5 list-disc">
            {error.missing.map((m) => (
              <li key={`${m.term} ${m.field}`}>{m.message}</li>
            ))}
          </ul>
        </div>
      ) : (
        error && (
          <p role="alert" className="text-sm text-red-800">
            {error instanceof EInvoiceRefused ? error.message : errorText(t, error)}
          </p>
        )
      )}
    </div>
  );
}
