import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { useT } from '../../../i18n/use-t';
import type { MessageId } from '../../../i18n/messages';

export const reportsHref = (b: string) => `/b/${encodeURIComponent(b)}/reports`;
export const buyersHref = (b: string) => `${reportsHref(b)}/buyers`;
export const buyerHref = (b: string, key: string) => `${buyersHref(b)}/${encodeURIComponent(key)}`;

/** The Reports screens' own row of tabs (one entry in the header for all of them): the VAT report, buyers. */
export function ReportTabs({ business }: { business: string }) {
  const t = useT();
  const [location] = useLocation();
  const tabs: [MessageId, string, boolean][] = [
    ['reports.tabs.vat', reportsHref(business), !location.includes('/reports/buyers')],
    ['reports.tabs.buyers', buyersHref(business), location.includes('/reports/buyers')],
  ];
  return (
    <nav aria-label={t('reports.tabs.label')} className="flex gap-1 border-b border-slate-200">
      {tabs.map(([label, href, current]) => (
        <Link
          key={href}
          href={href}
          aria-current={current ? 'page' : undefined}
          className={`-mb-px border-b-2 px-3 py-2 text-sm font-medium ${current ? 'border-teal-700 text-teal-900' : 'border-transparent text-slate-700 hover:text-slate-900'}`}
        >
          {t(label)}
        </Link>
      ))}
    </nav>
  );
}

/** A report's top: its title, the reports' tabs, and what the report tells. */
export function ReportHeading({
  business,
  title,
  intro,
  introClassName = 'text-sm text-slate-700',
}: {
  business: string;
  title: ReactNode;
  intro: ReactNode;
  introClassName?: string;
}) {
  return (
    <>
      <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
      <ReportTabs business={business} />
      <p className={introClassName}>{intro}</p>
    </>
  );
}
