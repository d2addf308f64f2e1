import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryErrorState } from '../../../components/ui/error-state';
import { SkeletonRows } from '../../../components/ui/skeleton';
import { useT } from '../../../i18n/use-t';
import { isApiError } from '../../../lib/api-error';
import { formatDay } from '../../../lib/format';
import { useClock } from '../../../lib/clock';
import { invitationQuery } from '../api/people-api';
import { AcceptForm } from '../forms/accept-form';
import { roleHints, roleWords } from '../people-words';

/** `/invite/{token}`: what the invitation offers, then the password; an unknown, used or expired link said kindly. */
export function InvitePage({ token }: { token: string }) {
  const t = useT();
  const now = useClock().now();
  const [, navigate] = useLocation();
  const invitation = useQuery(invitationQuery(token));
  if (invitation.isPending) return <SkeletonRows rows={3} label={t('people.invite.loading')} />;
  if (invitation.isError) {
    const code = isApiError(invitation.error) ? invitation.error.code : undefined;
    if (code === 'not_found' || code === 'gone')
      return (
        <EmptyState title={code === 'gone' ? t('people.invite.goneTitle') : t('people.invite.unknownTitle')}>
          {code === 'gone' ? t('people.invite.goneText') : t('people.invite.unknownText')}
        </EmptyState>
      );
    return <QueryErrorState query={invitation} />;
  }
  const { business, role, email, existing_account, expires_at } = invitation.data;
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-4">
      <div className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-800 sm:p-6">
        <p className="text-base">
          {t('people.invite.intro', { business: business.title, role: t(roleWords[role]) })}
        </p>
        <p className="mt-2 text-slate-600">{t(roleHints[role])}</p>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-slate-600">{t('people.invite.email')}</dt>
          <dd className="break-all font-medium">{email}</dd>
          <dt className="text-slate-600">{t('people.invite.expires')}</dt>
          <dd>{formatDay(expires_at, now)}</dd>
        </dl>
      </div>
      <AcceptForm
        token={token}
        existing={existing_account}
        title={existing_account ? t('people.invite.titleExisting') : t('people.invite.title')}
        onAccepted={() => navigate(`/b/${business.id}`, { replace: true })}
      />
    </div>
  );
}
