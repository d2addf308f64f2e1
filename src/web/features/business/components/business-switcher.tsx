import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'wouter';
import { useT } from '../../../i18n/use-t';
import { useHydrated } from '../../../first-screen/page-context';
import { useDeskOwner } from '../../../lib/access';
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
  const deskOwner = useDeskOwner();
  // Only the desk's own account connects businesses; a person invited to one sees only theirs.
  const connect =
    location === '/connect' || !deskOwner ? null : (
      <Link href="/connect" className="shell-connect">
        <span aria-hidden="true">+ </span>
        {t('shell.business.connect')}
      </Link>
    );
  if (!data || data.length < 2) return connect;
  return (
    <>
      <label className="shell-field">
        {t('shell.business.label')}
        <select
          value={business ?? ''}
          disabled={!ready}
          onChange={(e) => navigate(`/b/${e.target.value}/${sectionOf(location)}`)}
          className="shell-select"
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
