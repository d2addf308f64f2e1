import { useQuery } from '@tanstack/react-query';
import { isCompany } from '../../../../contract/enums';
import type { Profile } from '../../../../contract/profile';
import { QueryErrorState } from '../../../components/ui/error-state';
import { SkeletonRows } from '../../../components/ui/skeleton';
import { useT, type Translate } from '../../../i18n/use-t';
import { businessTypeWords } from '../../../lib/business-type-labels';
import { profileQuery } from '../../../lib/reference-queries';

type Row = [label: string, value: string | null | undefined];

/** Exactly the fields the business type has: company identifiers for companies, personal ones for individuals. */
export function profileRows(t: Translate, p: Profile): Row[] {
  const common: Row[] = [
    [t('business.profile.type'), t(businessTypeWords[p.business_type])],
    [t('business.profile.address'), p.address],
    [t('business.profile.vatCode'), p.vat_code],
  ];
  return isCompany(p.business_type)
    ? [
        ...common,
        [t('business.profile.companyName'), p.company_name],
        [t('business.profile.companyCode'), p.company_code],
      ]
    : [
        ...common,
        [t('business.profile.firstName'), p.first_name],
        [t('business.profile.lastName'), p.last_name],
        [t('business.profile.individualActivityId'), p.individual_activity_id],
      ];
}

export function ProfilePage({ business }: { business: string }) {
  const t = useT();
  const profile = useQuery(profileQuery(business));
  if (profile.isPending) return <SkeletonRows rows={5} label={t('business.profile.loading')} />;
  if (profile.isError) return <QueryErrorState query={profile} />;
  const p = profile.data;
  return (
    <div className="flex max-w-2xl flex-col gap-4">
      <div>
        <p className="text-sm text-slate-600">{t('business.profile.kicker')}</p>
        <h1 className="text-2xl font-semibold text-slate-900">{p.business_title}</h1>
      </div>
      <dl className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
        {profileRows(t, p).map(([label, value]) => (
          <div key={label} className="grid gap-1 px-4 py-3 sm:grid-cols-[14rem_1fr]">
            <dt className="text-sm font-medium text-slate-600">{label}</dt>
            <dd className={value ? 'break-words text-slate-900' : 'italic text-slate-600'}>
              {value || t('business.profile.notGiven')}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-slate-600">{t('business.profile.keptElsewhere')}</p>
    </div>
  );
}
