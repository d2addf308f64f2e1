import { ruleSetTitles, type EInvoiceReading } from '../../../../contract/receipt-reading';
import { Badge } from '../../../components/ui/badge';
import { useT } from '../../../i18n/use-t';

const namesOf = (sets: readonly string[]) => [...new Set(sets.map((s) => ruleSetTitles[s] ?? s))].join(', ');

function FormatName({ e }: { e: EInvoiceReading }) {
  const t = useT();
  const format = {
    'ubl-invoice': t('expenses.einvoice.ublInvoice'),
    'ubl-credit-note': t('expenses.einvoice.ublCreditNote'),
    cii: t('expenses.einvoice.cii'),
  }[e.format];
  return <>{e.attachment ? t('expenses.einvoice.inPdf', { format, name: e.attachment }) : format}</>;
}

/** What the official rules said: valid, the rules it breaks (ids and the rule sets' own texts), or not checked. */
function Verdict({ e }: { e: EInvoiceReading }) {
  const t = useT();
  const v = e.verdict;
  if (!v) {
    return (
      <p className="text-slate-700">{t('expenses.einvoice.unchecked', { note: e.verdict_note ?? '' })}</p>
    );
  }
  const sets = namesOf(v.rule_sets);
  const warnings = v.warnings > 0 ? ` ${t('expenses.einvoice.warnings', { count: v.warnings })}` : '';
  if (v.valid) {
    return (
      <p className="flex flex-wrap items-center gap-2 text-emerald-900">
        <Badge tone="success">{t('expenses.einvoice.validBadge')}</Badge>
        <span>{t('expenses.einvoice.valid', { sets }) + warnings}</span>
      </p>
    );
  }
  const rules = new Set(v.fatal.map((f) => f.id)).size;
  return (
    <div className="flex flex-col gap-1 text-amber-950">
      <p className="flex flex-wrap items-center gap-2">
        <Badge tone="warning">{t('expenses.einvoice.invalidBadge')}</Badge>
        <span>{t('expenses.einvoice.invalid', { count: rules, sets }) + warnings}</span>
      </p>
      <ul
        aria-label={t('expenses.einvoice.failedRules')}
        className="ml-1 flex max-h-48 flex-col gap-1 overflow-y-auto"
      >
        {v.fatal.map((f) => (
          <li key={f.id} className="break-words">
            <span className="font-mono font-semibold">{f.id}</span> {f.text}
          </li>
        ))}
      </ul>
      {v.fatal_count > v.fatal.length && (
        <p className="text-amber-900">
          {t('expenses.einvoice.moreFindings', { count: v.fatal_count - v.fatal.length })}
        </p>
      )}
    </div>
  );
}

/**
 * An e-invoice on its card, above its fields: marked "read from e-invoice" with its format, the official rules'
 * verdict, and a credit note said to be one. (What else it gives is below the form: einvoice-details.tsx.)
 */
export function EInvoiceSummary({ einvoice }: { einvoice: EInvoiceReading }) {
  const t = useT();
  return (
    <section
      aria-label={t('expenses.einvoice.section')}
      className="flex flex-col gap-2 rounded-md border border-teal-200 bg-teal-50/60 p-3 text-sm"
    >
      <p className="flex flex-wrap items-center gap-2 text-teal-950">
        <Badge tone="info">{t('expenses.einvoice.mark')}</Badge>
        <span className="min-w-0 break-words">
          <FormatName e={einvoice} />
        </span>
      </p>
      <Verdict e={einvoice} />
      {einvoice.credit_note && <p className="text-slate-800">{t('expenses.einvoice.creditNote')}</p>}
    </section>
  );
}
