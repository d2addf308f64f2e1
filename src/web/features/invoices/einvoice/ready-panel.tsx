import { useId } from 'react';
import type { EInvoiceFormat, Preflight } from '../../../../contract/einvoice/details';
import type { Invoice } from '../../../../contract/invoice';
import { Button } from '../../../components/ui/button';
import { useLocale, useT } from '../../../i18n/use-t';
import { buyerName } from '../../../lib/invoice-names';
import { groupOf, knownItems, knownValues } from './detail-items';
import { DownloadEInvoice } from './download-einvoice';
import { formatWords } from './einvoice-words';
import { groups, groupWords, summaryRows } from './item-words';

interface ReadyPanelProps {
  business: string;
  invoice: Invoice;
  format: EInvoiceFormat;
  preflight: Preflight;
  onChange: () => void;
}

/** Nothing is missing: the download, and what the e-invoice will say of the parties and units, compactly, to change. */
export function ReadyPanel({ business, invoice, format, preflight, onChange }: ReadyPanelProps) {
  const t = useT();
  const locale = useLocale();
  const summaryId = useId();
  const items = knownItems(preflight);
  const values = knownValues(preflight);
  return (
    <div className="flex flex-col gap-4">
      <p className="rounded-md border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900">
        {t('invoices.einvoice.ready', { format: t(formatWords[format].name) })}
      </p>
      <DownloadEInvoice business={business} invoice={invoice} format={format} />
      {!preflight.official_rules && (
        // This desk has no copy of the official rules: the file still goes out, and the owner knows it is unchecked.
        <p
          role="status"
          className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
        >
          {t('invoices.einvoice.noRules')}
        </p>
      )}
      {items.length > 0 && (
        <section aria-labelledby={summaryId} className="flex flex-col gap-2 border-t border-slate-200 pt-3">
          <div className="flex items-center justify-between gap-2">
            <h3 id={summaryId} className="text-sm font-semibold text-slate-900">
              {t('invoices.einvoice.summary')}
            </h3>
            <Button variant="ghost" onClick={onChange} aria-describedby={summaryId}>
              {t('invoices.einvoice.change')}
            </Button>
          </div>
          {groups.map((group) => {
            const inGroup = items.filter((item) => groupOf(item) === group);
            if (inGroup.length === 0) return null;
            return (
              <div key={group} className="text-sm">
                <h4 className="font-medium text-slate-800">
                  {t(groupWords[group].title, { name: buyerName(invoice.buyer) })}
                </h4>
                <dl className="grid grid-cols-1 gap-x-4 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)]">
                  {summaryRows(t, locale, inGroup, values).map((row) => (
                    <div key={row.key} className="contents">
                      <dt className="text-slate-600">{row.label}</dt>
                      <dd className="mb-1 text-slate-900 [overflow-wrap:anywhere]">{row.value}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            );
          })}
        </section>
      )}
    </div>
  );
}
