import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { roles, type Person, type Role } from '../../../../contract/people';
import { Badge } from '../../../components/ui/badge';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorLine } from '../../../components/ui/error-line';
import { QueryErrorState } from '../../../components/ui/error-state';
import { SelectOptions, optionsOf } from '../../../components/ui/field';
import { SkeletonRows } from '../../../components/ui/skeleton';
import { TitledSection } from '../../../components/ui/titled-section';
import { useT } from '../../../i18n/use-t';
import { useClock } from '../../../lib/clock';
import { formatDay } from '../../../lib/format';
import { peopleQuery, useCancelInvitation, useChangeRole, useRemovePerson } from '../api/people-api';
import { InviteForm } from '../forms/invite-form';
import { roleWords } from '../people-words';

const rowClassName =
  'flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 py-3 last:border-b-0';

/** One person: name and e-mail, their role (changeable, but the desk owner's), and a way to remove them. */
function PersonRow({
  business,
  person,
  onRemove,
}: {
  business: string;
  person: Person;
  onRemove: () => void;
}) {
  const t = useT();
  const change = useChangeRole(business);
  return (
    <li className={rowClassName}>
      <div className="min-w-0">
        <p className="font-medium text-slate-900">{person.name ?? person.email}</p>
        {person.name && <p className="break-all text-sm text-slate-600">{person.email}</p>}
        <ErrorLine error={change.error} />
      </div>
      {person.desk_owner ? (
        <Badge tone="info">{t('people.list.deskOwner')}</Badge>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <select
            aria-label={t('people.list.roleOf', { person: person.email })}
            value={person.role}
            disabled={change.isPending}
            onChange={(e) => change.mutate({ id: person.id, role: e.target.value as Role })}
            className="min-h-10 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
          >
            <SelectOptions options={optionsOf(roles, (r) => t(roleWords[r]))} />
          </select>
          <Button variant="secondary" className="text-red-800" onClick={onRemove}>
            {t('people.list.remove')}
          </Button>
        </div>
      )}
    </li>
  );
}

/** The business's people and pending invitations (owners only: the BFF refuses anyone else). */
export function PeoplePage({ business }: { business: string }) {
  const t = useT();
  const now = useClock().now();
  const people = useQuery(peopleQuery(business));
  const remove = useRemovePerson(business);
  const cancel = useCancelInvitation(business);
  const [removing, setRemoving] = useState<Person>();
  let body;
  if (people.isPending) body = <SkeletonRows rows={4} label={t('people.list.loading')} />;
  else if (people.isError) body = <QueryErrorState query={people} />;
  else
    body = (
      <>
        <TitledSection
          titleId="people-members"
          title={t('people.list.members')}
          className="rounded-lg border border-slate-200 bg-white px-4 pt-4 pb-1 sm:px-6"
        >
          <ul>
            {people.data.people.map((p) => (
              <PersonRow key={p.id} business={business} person={p} onRemove={() => setRemoving(p)} />
            ))}
          </ul>
        </TitledSection>
        <TitledSection
          titleId="people-pending"
          title={t('people.list.pending')}
          className="rounded-lg border border-slate-200 bg-white px-4 pt-4 pb-1 sm:px-6"
        >
          {people.data.invitations.length === 0 && (
            <p className="py-3 text-sm text-slate-600">{t('people.list.noPending')}</p>
          )}
          <ErrorLine error={cancel.error} />
          <ul>
            {people.data.invitations.map((i) => (
              <li key={i.id} className={rowClassName}>
                <div className="min-w-0">
                  <p className="break-all font-medium text-slate-900">{i.email}</p>
                  <p className="text-sm text-slate-600">
                    {t('people.list.invitedAs', {
                      role: t(roleWords[i.role]),
                      date: formatDay(i.expires_at, now),
                    })}
                  </p>
                </div>
                <Button variant="secondary" disabled={cancel.isPending} onClick={() => cancel.mutate(i.id)}>
                  {t('people.list.cancelInvitation')}
                </Button>
              </li>
            ))}
          </ul>
        </TitledSection>
      </>
    );
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">{t('people.title')}</h1>
        {/* The owner's own sessions, password and second factor (their header has no room for a link of its own). */}
        <ButtonLink href={`/b/${business}/account`}>{t('shell.nav.account')}</ButtonLink>
      </div>
      <p className="text-sm text-slate-600">{t('people.intro')}</p>
      {body}
      <InviteForm business={business} />
      <ConfirmDialog
        open={removing !== undefined}
        title={t('people.remove.title', { person: removing?.email ?? '' })}
        confirmLabel={t('people.remove.confirm')}
        danger
        busy={remove.isPending}
        error={remove.error}
        onCancel={() => setRemoving(undefined)}
        onConfirm={() => removing && remove.mutate(removing.id, { onSuccess: () => setRemoving(undefined) })}
      >
        <p>{t('people.remove.body')}</p>
      </ConfirmDialog>
    </div>
  );
}
