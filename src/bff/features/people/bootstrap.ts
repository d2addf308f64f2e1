import { hashOfGiven, passwordMatches } from '../../platform/auth/passwords';
import type { PeopleStore } from './people-store';

/** Whether DESK_PASSWORD is still the one the desk owner's password was set from (it may be given as a hash). */
async function sameGiven(stored: string | null | undefined, given: string): Promise<boolean> {
  if (!stored) return false;
  return given.startsWith('$argon2') ? stored === given : passwordMatches(stored, given);
}

/**
 * The desk owner's account from DESK_PASSWORD: made on the first start with one (the install's login keeps working:
 * the same password, no e-mail needed), its password set anew when a start brings a different DESK_PASSWORD (the way
 * to reset it; that also ends the owner's sessions and turns their second factor off), its e-mail from
 * DESK_OWNER_EMAIL. A start without DESK_PASSWORD changes nothing: no login is asked then.
 */
export async function bootstrapDeskOwner(
  people: PeopleStore,
  o: { password: string | undefined; email: string; nowS: number; endSessions(personId: string): void },
): Promise<void> {
  if (o.password === undefined) return;
  const owner = people.deskOwner();
  if (!owner) {
    const hash = await hashOfGiven(o.password);
    people.add(
      { email: o.email, name: null, password_hash: hash, desk_owner: true, bootstrap_hash: hash },
      o.nowS,
    );
    return;
  }
  const changed = !(await sameGiven(people.bootstrapHash(), o.password));
  if (!changed && owner.email === o.email) return;
  const clash = people.byEmail(o.email);
  if (clash && clash.id !== owner.id)
    throw new Error(
      `DESK_OWNER_EMAIL ${o.email} is already the e-mail of another person on this desk: choose another.`,
    );
  people.setEmail(owner.id, o.email);
  if (!changed) return;
  people.resetDeskOwnerPassword(owner.id, await hashOfGiven(o.password));
  o.endSessions(owner.id);
}
