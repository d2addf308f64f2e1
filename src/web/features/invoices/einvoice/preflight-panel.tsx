import { useQuery } from '@tanstack/react-query';
import { QueryErrorState } from '../../../components/ui/error-state';
import { useState } from 'react';
import type { EInvoiceFormat } from '../../../../contract/einvoice/details';
import type { Invoice } from '../../../../contract/invoice';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';
import { itemKey, knownItems, missingItems } from './detail-items';
import { DetailsForm } from './details-form';
import { preflightQuery } from './einvoice-api';
import { formatWords } from './einvoice-words';
import { ReadyPanel } from './ready-panel';

interface PreflightPanelProps {
  business: string;
  invoice: Invoice;
  format: EInvoiceFormat;
  onOtherFormat: () => void;
}

/** The chosen format's pre-flight: what is missing (to fill in here), or the download; a refusal or a failure in words. */
export function PreflightPanel({ business, invoice, format, onOtherFormat }: PreflightPanelProps) {
  const t = useT();
  const preflight = useQuery(preflightQuery(business, invoice.id, format));
  const { data, error } = preflight;
  const [changing, setChanging] = useState(false);
  const formatName = t(formatWords[format].name);
  const missing = data ? missingItems(data) : [];
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 pb-2">
        <p className="text-sm font-medium text-slate-800">
          {t('invoices.einvoice.chosen', { format: formatName })}
        </p>
        {/* Under the format on a phone, its words in line with the format's. */}
        <Button variant="ghost" onClick={onOtherFormat} className="-ml-4 sm:ml-0">
          {t('invoices.einvoice.otherFormat')}
        </Button>
      </div>
      {!data ? (
        error ? (
          <QueryErrorState title={t('invoices.einvoice.loadFailed')} query={preflight} />
        ) : (
          <p role="status" className="text-sm text-slate-700">
            {t('invoices.einvoice.checking')}
          </p>
        )
      ) : data.refusal !== null ? (
        <div
          role="alert"
          className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <h3 className="font-semibold">{t('invoices.einvoice.refused')}</h3>
          <p>{data.refusal}</p>
        </div>
      ) : changing ? (
        <DetailsForm
          business={business}
          invoice={invoice}
          format={format}
          preflight={data}
          items={knownItems(data)}
          title={t('invoices.einvoice.summary')}
          onSaved={() => setChanging(false)}
          onCancel={() => setChanging(false)}
        />
      ) : missing.length > 0 ? (
        <DetailsForm
          // A save that leaves other things missing starts a fresh form with them.
          key={missing.map(itemKey).join('|')}
          business={business}
          invoice={invoice}
          format={format}
          preflight={data}
          items={missing}
          title={t('invoices.einvoice.before')}
          intro={t('invoices.einvoice.count', { count: missing.length })}
        />
      ) : (
        <ReadyPanel
          business={business}
          invoice={invoice}
          format={format}
          preflight={data}
          onChange={() => setChanging(true)}
        />
      )}
    </div>
  );
}
