import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { businessesQuery } from '../../../lib/reference-queries';

/** The section of the current URL (invoices, expenses, profile): switching keeps it but never an id of the other business. */
const sectionOf = (path: string) => /^\/b\/[^/]+\/(invoices|expenses|profile)/.exec(path)?.[1] ?? 'invoices';

/** Shown in the header when more than one business is connected. */
export function BusinessSwitcher({ business }: { business: string | undefined }) {
  const { data } = useQuery(businessesQuery());
  const [location, navigate] = useLocation();
  if (!data || data.length < 2) return null;
  return (
    <label className="flex items-center gap-2 text-sm text-slate-700">
      <span className="max-sm:sr-only">Business</span>
      <select
        value={business ?? ''}
        onChange={(e) => navigate(`/b/${e.target.value}/${sectionOf(location)}`)}
        className="min-h-10 max-w-[14rem] rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900 focus:outline-2 focus:outline-teal-700"
      >
        {business === undefined && <option value="">Choose a business</option>}
        {data.map((b) => (
          <option key={b.id} value={b.id}>
            {b.title}
          </option>
        ))}
      </select>
    </label>
  );
}
