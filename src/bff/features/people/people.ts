import type { Clock } from '../../../contract/clock';
import type { Account, Person, Role } from '../../../contract/people';
import type { ActivityEvent } from '../../platform/auth/access-guard';
import type { Sessions, SignedInPerson } from '../../platform/auth/sessions';
import { BffHttpError, notFound } from '../../platform/errors';
import type { ActivityLog } from './activity-log';
import type { ExpenseCreators } from './expense-creators';
import type { PeopleStore } from './people-store';

export interface PeopleDeps {
  store: PeopleStore;
  activity: ActivityLog;
  creators: ExpenseCreators;
  sessions: Sessions;
  clock: Clock;
  /** The connected businesses' ids: the desk owner owns each of them. */
  connected(): string[];
}

const refused = (message: string) => new BffHttpError(409, 'conflict', message);

/** Who holds which role where, changed by a business's owners; and the activity log, written from the guard. */
export class People {
  constructor(private readonly d: PeopleDeps) {}

  private nowS(): number {
    return Math.floor(this.d.clock.now().getTime() / 1000);
  }

  /** The signed-in person as the app knows them: their roles in every business they may open. */
  account(person: SignedInPerson): Account {
    const roles: Record<string, Role> = person.desk_owner
      ? Object.fromEntries(this.d.connected().map((b) => [b, 'owner' as const]))
      : this.d.store.memberships(person.id);
    return { ...person, roles };
  }

  accountOf(id: string): Account {
    const person = this.d.store.byId(id);
    if (!person) throw notFound('No such person.');
    return this.account(person);
  }

  list(business: string): Person[] {
    return this.d.store.ofBusiness(business);
  }

  /** The person as the business's list shows them, or a 404 when they hold no role there. */
  private member(business: string, id: string): Person {
    const found = this.d.store.ofBusiness(business).find((p) => p.id === id);
    if (!found) throw notFound('No such person in this business.');
    return found;
  }

  changeRole(business: string, id: string, role: Role): Person {
    const person = this.member(business, id);
    if (person.desk_owner) throw refused('The desk owner owns every business: their role cannot change.');
    this.d.store.setRole(business, id, role, this.nowS());
    return { ...person, role };
  }

  /** Takes the person out of the business and ends every session of theirs at once: the next request is a 401. */
  remove(business: string, id: string): Person {
    const person = this.member(business, id);
    if (person.desk_owner) throw refused('The desk owner cannot be removed.');
    this.d.store.remove(business, id);
    this.d.sessions.endAll(id);
    return person;
  }

  /** The guard's record of a route's success; an expense's capture also names its creator (staff see their own). */
  record(e: ActivityEvent): void {
    const nowS = this.nowS();
    this.d.activity.add({ ...e, person_id: e.person.id, email: e.person.email }, nowS);
    if (e.verb === 'expense.captured' && e.record_id !== null)
      this.d.creators.add(e.business, e.record_id, e.person.id, nowS);
  }

  /** A failed login, desk-wide: whose account (when the e-mail is one) and which step failed — never what was typed. */
  loginFailed(who: { person_id: string | null; email: string }, step: 'password' | 'totp'): void {
    this.d.activity.add(
      {
        business: null,
        person_id: who.person_id,
        email: who.email || null,
        verb: 'login.failed',
        detail: step,
      },
      this.nowS(),
    );
  }
}
