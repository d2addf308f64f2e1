import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'wouter';
import { useT } from '../../../i18n/use-t';
import { useHydrated } from '../../../lib/hydration';
import { businessesQuery } from '../../../lib/reference-queries';

/** The section of the current URL (invoices, expenses, profile, settings): switching keeps it but never an id of the other business. */
const sectionOf = (path: string) =>
  /^\/b\/[^/]+\/(invoices|expenses|profile|settings)/.exec(path)?.[1] ?? 'invoices';

/** The header's business corner: the switcher when more than one business is connected, and the way to add one. */
export function BusinessSwitcher({ business }: { business: string | undefined }) {
  const t = useT();
  const { data } = useQuery(businessesQuery());
  const [location, navigate] = useLocation();
  const ready = useHydrated(); // as the server rendered it, the choice does nothing until the app has taken over
  const connect =
    location === '/connect' ? null : (
      <Link
        href="/connect"
        className="rounded-md px-2 py-2 text-sm font-medium text-teal-800 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-teal-700"
      >
        {/* On a phone the short word shows; the whole name stays the link's name for screen readers. */}
        <span aria-hidden="true">+ </span>
        <span aria-hidden="true" className="sm:hidden">
          {t('shell.business.connectShort')}
        </span>
        <span className="max-sm:sr-only">{t('shell.business.connect')}</span>
      </Link>
    );
  if (!data || data.length < 2) return connect;
  return (
    <>
      <label className="flex min-w-0 items-center gap-2 text-sm text-slate-700 max-sm:flex-1">
        <span className="max-sm:sr-only">{t('shell.business.label')}</span>
        <select
          value={business ?? ''}
          disabled={!ready}
          onChange={(e) => navigate(`/b/${e.target.value}/${sectionOf(location)}`)}
          className="min-h-10 max-w-[14rem] max-sm:w-full max-sm:max-w-none rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900 focus:outline-2 focus:outline-teal-700"
        >
          {business === undefined && <option value="">{t('shell.business.choose')}</option>}
          {data.map((b) => (
            <option key={b.id} value={b.id}>
              {b.title}
            </option>
          ))}
        </select>
      </label>
      {connect}
    </>
  );
}
