import { useQuery } from '@tanstack/react-query';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ErrorLine } from '../../../components/ui/error-line';
import { QueryErrorState } from '../../../components/ui/error-state';
import { SkeletonRows } from '../../../components/ui/skeleton';
import { TitledSection } from '../../../components/ui/titled-section';
import { useT } from '../../../i18n/use-t';
import { useClock } from '../../../lib/clock';
import { formatMoment } from '../../../lib/format';
import { toLogin } from '../../../lib/query-client';
import { accountOf } from '../../../lib/access-rules';
import { sessionQuery } from '../../../lib/reference-queries';
import { sessionsQuery, useLogoutEverywhere, useRevokeSession } from '../api/people-api';
import { PasswordForm } from '../forms/password-form';
import { TotpForm } from '../forms/totp-form';

/** The person's own sessions: where they are signed in, each revocable, and a way out everywhere. */
function Sessions() {
  const t = useT();
  const now = useClock().now();
  const sessions = useQuery(sessionsQuery());
  const revoke = useRevokeSession();
  const everywhere = useLogoutEverywhere();
  const failed = revoke.error ?? everywhere.error;
  return (
    <TitledSection
      titleId="sessions-title"
      title={t('people.sessions.title')}
      headerClassName="flex flex-wrap items-center justify-between gap-3"
      beside={
        <Button
          variant="secondary"
          disabled={everywhere.isPending}
          onClick={() => everywhere.mutate(undefined, { onSuccess: toLogin })}
        >
          {t('people.sessions.everywhere')}
        </Button>
      }
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
    >
      <ErrorLine error={failed} />
      {sessions.isPending ? (
        <SkeletonRows rows={2} label={t('people.sessions.loading')} />
      ) : sessions.isError ? (
        <QueryErrorState query={sessions} />
      ) : (
        <ul>
          {sessions.data.map((s) => (
            <li
              key={s.id}
              className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 py-3 last:border-b-0"
            >
              <div className="min-w-0 text-sm">
                <p className="break-words font-medium text-slate-900">
                  {s.user_agent ?? t('people.sessions.unknownDevice')}
                </p>
                <p className="text-slate-600">
                  {t('people.sessions.times', {
                    since: formatMoment(s.created_at, undefined, now),
                    seen: formatMoment(s.last_seen_at, undefined, now),
                  })}
                </p>
              </div>
              {s.current ? (
                <Badge tone="success">{t('people.sessions.current')}</Badge>
              ) : (
                <Button variant="secondary" disabled={revoke.isPending} onClick={() => revoke.mutate(s.id)}>
                  {t('people.sessions.revoke')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  );
}

/** The signed-in person's account: sessions, password and (owners) the second factor. */
export function AccountPage() {
  const t = useT();
  const session = useQuery(sessionQuery());
  const account = session.data && accountOf(session.data);
  if (session.isPending) return <SkeletonRows rows={4} label={t('people.sessions.loading')} />;
  const owner = account && (account.desk_owner || Object.values(account.roles).includes('owner'));
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold text-slate-900">{t('people.account.title')}</h1>
      {account ? (
        <>
          <p className="break-all text-sm text-slate-600">
            {t('people.account.signedInAs', { email: account.email })}
          </p>
          <Sessions />
          <PasswordForm />
          {owner && <TotpForm enabled={account.totp_enabled} />}
        </>
      ) : (
        <p className="text-sm text-slate-700">{t('people.account.noLogin')}</p>
      )}
    </div>
  );
}
