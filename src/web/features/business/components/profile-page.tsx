import { useQuery } from '@tanstack/react-query';
import { isCompany } from '../../../../contract/enums';
import type { Profile } from '../../../../contract/profile';
import { ErrorState } from '../../../components/ui/error-state';
import { SkeletonRows } from '../../../components/ui/skeleton';
import { profileQuery } from '../../../lib/reference-queries';
import { businessTypeLabels } from '../../../lib/business-type-labels';

type Row = [label: string, value: string | null | undefined];

/** Exactly the fields the business type has: company identifiers for companies, personal ones for individuals. */
export function profileRows(p: Profile): Row[] {
  const common: Row[] = [
    ['Business type', businessTypeLabels[p.business_type]],
    ['Address', p.address],
    ['VAT code', p.vat_code],
  ];
  return isCompany(p.business_type)
    ? [...common, ['Company name', p.company_name], ['Company code', p.company_code]]
    : [
        ...common,
        ['First name', p.first_name],
        ['Last name', p.last_name],
        ['Individual activity number', p.individual_activity_id],
      ];
}

export function ProfilePage({ business }: { business: string }) {
  const profile = useQuery(profileQuery(business));
  if (profile.isPending) return <SkeletonRows rows={5} label="Loading the profile…" />;
  if (profile.isError)
    return (
      <ErrorState
        message={profile.error.message}
        onRetry={() => void profile.refetch()}
        retrying={profile.isFetching}
      />
    );
  const p = profile.data;
  return (
    <div className="flex max-w-2xl flex-col gap-4">
      <div>
        <p className="text-sm text-slate-600">Business profile</p>
        <h1 className="text-2xl font-semibold text-slate-900">{p.business_title}</h1>
      </div>
      <dl className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
        {profileRows(p).map(([label, value]) => (
          <div key={label} className="grid gap-1 px-4 py-3 sm:grid-cols-[14rem_1fr]">
            <dt className="text-sm font-medium text-slate-600">{label}</dt>
            <dd className={value ? 'text-slate-900' : 'text-slate-600 italic'}>{value || 'Not given'}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-slate-600">The profile is kept in the invoicing app; change it there.</p>
    </div>
  );
}
