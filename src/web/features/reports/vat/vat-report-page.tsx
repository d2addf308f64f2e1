import { useQuery } from '@tanstack/react-query';
import { QueryErrorState } from '../../../components/ui/error-state';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { addMonths, monthBounds } from '../../../../contract/clock';
import {
  parseVatQuery,
  periodBounds,
  periodOf,
  periodsOf,
  type VatGroup,
  type VatQuery,
} from '../../../../contract/vat-report';
import { buttonClass } from '../../../components/ui/button';
import { Field, InputField, Select } from '../../../components/ui/field';
import { SkeletonRows } from '../../../components/ui/skeleton';
import { TitledSection } from '../../../components/ui/titled-section';
import { useTimeZone } from '../../../first-screen/page-context';
import { useT } from '../../../i18n/use-t';
import { useClock } from '../../../lib/clock';
import { formatDate, formatMoney, formatMonth, todayYmd } from '../../../lib/format';
import {
  unknownVatExpensesQuery,
  vatQueryString,
  vatReportCsvHref,
  vatReportQuery,
  vatReportXlsxHref,
} from '../api/vat-report-queries';
import { ReportHeading } from '../components/report-tabs';
import { CurrencyTable } from './vat-currency-table';

type Preset = 'thisMonth' | 'thisQuarter' | 'lastQuarter' | 'custom';

/** The ranges the picker offers, from `today` (Y-m-d). */
function presetsOf(today: string): Record<Exclude<Preset, 'custom'>, { from: string; to: string }> {
  const month = (offset: number) => addMonths(today.slice(0, 7), offset);
  // Three months back is always in the quarter before this one.
  const quarterOf = (offset: number) => periodBounds(periodOf(`${month(offset)}-01`, 'quarter'));
  return {
    thisMonth: monthBounds(month(0)),
    thisQuarter: quarterOf(0),
    lastQuarter: quarterOf(-3),
  };
}

/** The VAT report: sales per rate, purchases and VAT payable per period and currency, from the mirror. */
export function VatReportPage({ business }: { business: string }) {
  const t = useT();
  // Today in the person's calendar: the page's zone while the app takes over a page the BFF drew.
  const today = todayYmd(useTimeZone(), useClock().now());
  const search = useSearch();
  const [, navigate] = useLocation();
  const presets = presetsOf(today);
  const parsed = parseVatQuery(Object.fromEntries(new URLSearchParams(search)), today);
  const query: VatQuery = parsed.ok ? parsed.query : { ...presets.thisMonth, group: 'month' };
  const preset: Preset =
    (Object.keys(presets) as (keyof typeof presets)[]).find(
      (p) => presets[p].from === query.from && presets[p].to === query.to,
    ) ?? 'custom';
  const [customOpen, setCustomOpen] = useState(false);
  const show = (q: VatQuery) =>
    navigate(`${window.location.pathname}?${vatQueryString(q)}`, { replace: true });
  const report = useQuery(vatReportQuery(business, query));
  const unknown = useQuery(unknownVatExpensesQuery(business, query));
  const periods = periodsOf(query.from, query.to, query.group);
  const currencies = [...new Set(report.data?.data.map((p) => p.currency) ?? [])].sort();
  const periodName = (p: string) =>
    query.group === 'month'
      ? formatMonth(p, 'short')
      : t('reports.vat.quarter', { quarter: p.slice(6), year: p.slice(0, 4) });

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <ReportHeading business={business} title={t('reports.vat.title')} intro={t('reports.vat.intro')} />

      <div className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
        <div className="flex flex-wrap items-end gap-3">
          <div role="group" aria-label={t('reports.vat.period.label')} className="flex flex-wrap gap-1">
            {(
              [
                ['thisMonth', t('reports.vat.period.thisMonth')],
                ['thisQuarter', t('reports.vat.period.thisQuarter')],
                ['lastQuarter', t('reports.vat.period.lastQuarter')],
              ] as const
            ).map(([p, label]) => (
              <button
                key={p}
                type="button"
                aria-pressed={preset === p && !customOpen}
                onClick={() => {
                  setCustomOpen(false);
                  show({ ...presets[p], group: query.group });
                }}
                className={`min-h-10 rounded-md border px-3 text-sm ${preset === p && !customOpen ? 'border-teal-700 bg-teal-50 text-teal-900' : 'border-slate-300 text-slate-700'}`}
              >
                {label}
              </button>
            ))}
            <button
              type="button"
              aria-pressed={preset === 'custom' || customOpen}
              aria-expanded={customOpen}
              aria-controls="vat-custom-range"
              onClick={() => setCustomOpen((o) => !o)}
              className={`min-h-10 rounded-md border px-3 text-sm ${preset === 'custom' || customOpen ? 'border-teal-700 bg-teal-50 text-teal-900' : 'border-slate-300 text-slate-700'}`}
            >
              {t('reports.vat.period.custom')}
            </button>
          </div>
          <Field label={t('reports.vat.group')} className="w-40">
            {(control) => (
              <Select
                {...control}
                value={query.group}
                onChange={(e) => show({ ...query, group: e.target.value as VatGroup })}
              >
                <option value="month">{t('reports.vat.group.month')}</option>
                <option value="quarter">{t('reports.vat.group.quarter')}</option>
              </Select>
            )}
          </Field>
          <a href={vatReportCsvHref(business, query)} download className={buttonClass('secondary')}>
            {t('reports.vat.csv')}
          </a>
          <a href={vatReportXlsxHref(business, query)} download className={buttonClass('secondary')}>
            {t('reports.vat.xlsx')}
          </a>
        </div>
        {customOpen && <CustomRange query={query} today={today} onShow={(q) => show(q)} />}
        <p className="text-sm text-slate-700" data-testid="vat-range">
          {t('reports.vat.range', { from: formatDate(query.from), to: formatDate(query.to) })}
        </p>
      </div>

      {report.error && !report.data ? (
        <QueryErrorState title={t('reports.vat.error')} query={report} />
      ) : !report.data ? (
        <SkeletonRows rows={6} label={t('reports.vat.loading')} />
      ) : currencies.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-700">
          {t('reports.vat.empty')}
        </p>
      ) : (
        currencies.map((currency) => (
          <CurrencyTable
            key={currency}
            currency={currency}
            periods={periods}
            periodName={periodName}
            rows={report.data.data.filter((p) => p.currency === currency)}
          />
        ))
      )}

      <TitledSection
        id="vat-unknown-expenses"
        titleId="vat-unknown-title"
        title={t('reports.vat.unknown.title')}
        className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4"
      >
        <p className="text-sm text-slate-700">{t('reports.vat.unknown.hint')}</p>
        {unknown.data && unknown.data.data.length === 0 ? (
          <p className="text-sm text-slate-700">{t('reports.vat.unknown.none')}</p>
        ) : (
          <ul className="divide-y divide-slate-100 text-sm" data-testid="vat-unknown-list">
            {unknown.data?.data.map((e) => (
              <li key={e.id} className="flex flex-wrap justify-between gap-x-3 py-1.5">
                <Link
                  href={`/b/${encodeURIComponent(business)}/expenses/${encodeURIComponent(e.id)}`}
                  className="text-teal-900 underline underline-offset-2"
                >
                  {e.seller || t('reports.vat.unknown.noSeller')}
                </Link>
                <span className="text-slate-700 tabular-nums">
                  {formatDate(e.date)} · {formatMoney(e.total, e.currency)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </TitledSection>
      <p className="text-xs text-slate-600">{t('reports.vat.note')}</p>
    </div>
  );
}

/** From, to and "Show": any range (up to ten years), kept in the page's address. */
function CustomRange({
  query,
  today,
  onShow,
}: {
  query: VatQuery;
  today: string;
  onShow: (q: VatQuery) => void;
}) {
  const t = useT();
  const [from, setFrom] = useState(query.from);
  const [to, setTo] = useState(query.to);
  const checked = parseVatQuery({ from, to, group: query.group }, today);
  const [tried, setTried] = useState(false);
  const errors = !checked.ok && tried ? checked.errors : {};
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (checked.ok) onShow(checked.query);
  };
  return (
    <form id="vat-custom-range" onSubmit={submit} className="flex flex-wrap items-end gap-3" noValidate>
      <InputField
        label={t('reports.vat.from')}
        error={errors.from?.[0]}
        fieldClassName="w-44"
        type="date"
        value={from}
        onChange={(e) => setFrom(e.target.value)}
      />
      <InputField
        label={t('reports.vat.to')}
        error={errors.to?.[0]}
        fieldClassName="w-44"
        type="date"
        value={to}
        onChange={(e) => setTo(e.target.value)}
      />
      <button type="submit" className={buttonClass('primary')}>
        {t('reports.vat.apply')}
      </button>
    </form>
  );
}
