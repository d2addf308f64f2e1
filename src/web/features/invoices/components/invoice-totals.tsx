import { useT } from '../../../i18n/use-t';

interface InvoiceTotalsProps {
  subtotal: string;
  vat: string;
  total: string;
  /** VAT is charged: the total is named "incl. VAT", as the PDF names it then. */
  withVat: boolean;
  /** The test ids' prefix: the form's live totals and the stored invoice's are told apart (`form-total`, `total`). */
  testIdPrefix?: string;
  className?: string;
}

/** Subtotal, VAT and total, in the PDF's words: the form's live totals and the saved invoice's look alike. */
export function InvoiceTotals({
  subtotal,
  vat,
  total,
  withVat,
  testIdPrefix = '',
  className = '',
}: InvoiceTotalsProps) {
  const t = useT();
  const rows = [
    { key: 'subtotal', label: t('invoices.totals.subtotal'), value: subtotal, dt: 'text-slate-600', row: '' },
    { key: 'vat', label: t('invoices.totals.vat'), value: vat, dt: 'text-slate-600', row: '' },
    {
      key: 'total',
      label: withVat ? t('invoices.totals.totalInclVat') : t('invoices.totals.total'),
      value: total,
      dt: '',
      row: 'text-base font-semibold',
    },
  ];
  return (
    <dl className={`flex flex-col gap-1 text-sm ${className}`}>
      {rows.map((r) => (
        <div key={r.key} className={`flex justify-between gap-6 ${r.row}`}>
          <dt className={r.dt}>{r.label}</dt>
          <dd className="tabular-nums" data-testid={`${testIdPrefix}${r.key}`}>
            {r.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
