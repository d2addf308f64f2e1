import { Link } from 'wouter';
import { useT } from '../../i18n/use-t';
import { formatNumber } from '../../lib/format';
import { buttonClass } from './button';

interface PagerProps {
  page: number;
  lastPage: number;
  /** The URL of a page, e.g. `?page=3`: the page lives in the URL, so back, forward and reload keep it. */
  hrefFor: (page: number) => string;
  total?: number;
}

export function Pager({ page, lastPage, hrefFor, total }: PagerProps) {
  const t = useT();
  if (lastPage <= 1) return null;
  const link = (to: number, label: string, rel: 'prev' | 'next') =>
    to < 1 || to > lastPage ? (
      <span className={buttonClass('secondary', 'pointer-events-none opacity-50')} aria-disabled="true">
        {label}
      </span>
    ) : (
      <Link href={hrefFor(to)} rel={rel} className={buttonClass('secondary')}>
        {label}
      </Link>
    );
  return (
    <nav aria-label={t('lists.pager.label')} className="flex flex-wrap items-center justify-between gap-3">
      {link(page - 1, t('lists.pager.previous'), 'prev')}
      <p className="text-sm text-slate-700" aria-live="polite">
        {t('lists.pager.page', { page: formatNumber(page), lastPage: formatNumber(lastPage) })}
        {total !== undefined && (
          <span className="text-slate-600"> · {t('lists.pager.total', { total: formatNumber(total) })}</span>
        )}
      </p>
      {link(page + 1, t('lists.pager.next'), 'next')}
    </nav>
  );
}
