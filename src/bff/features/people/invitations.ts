import type { Clock } from '../../../contract/clock';
import type { Locale } from '../../../contract/locales';
import type { Invitation, Role } from '../../../contract/people';
import { hashPassword, passwordMatches } from '../../platform/auth/passwords';
import type { SignedInPerson } from '../../platform/auth/sessions';
import { BffHttpError, notFound, validationError } from '../../platform/errors';
import type { OutboxStore } from '../mail';
import type { ActivityLog } from './activity-log';
import { queueInvitation } from './invitation-mail';
import type { InvitationStore, StoredInvitation } from './invitation-store';
import type { PeopleStore } from './people-store';

export interface InvitationDeps {
  store: InvitationStore;
  people: PeopleStore;
  activity: ActivityLog;
  outbox: OutboxStore;
  /** Tells the mail worker a message is waiting. */
  kick(): void;
  clock: Clock;
  titleOf(business: string): string | undefined;
  /** People and roles exist only on a desk with a login (DESK_PASSWORD). */
  loginRequired: boolean;
}

const gone = () =>
  new BffHttpError(410, 'gone', 'This invitation was already used or has expired: ask for a new one.');

/**
 * Invitations by e-mail: a single-use link (`…/invite/{token}`, 7 days) through the desk's durable outbox; the
 * invited person opens it, chooses a password and is signed in. Someone already on the desk (invited to another
 * business before) confirms with their own password instead: a link never replaces a password.
 */
export class Invitations {
  constructor(private readonly d: InvitationDeps) {}

  private nowS(): number {
    return Math.floor(this.d.clock.now().getTime() / 1000);
  }

  invite(
    business: string,
    email: string,
    role: Role,
    by: SignedInPerson,
    origin: string,
    language: Locale,
  ): Invitation {
    if (!this.d.loginRequired)
      throw new BffHttpError(
        409,
        'conflict',
        'This desk has no login: set DESK_PASSWORD before inviting anyone.',
      );
    const known = this.d.people.byEmail(email);
    if (known?.desk_owner)
      throw new BffHttpError(409, 'conflict', 'That is the desk owner: they own every business already.');
    if (known && this.d.people.roleIn(known, business))
      throw new BffHttpError(409, 'conflict', 'This person is already here: change their role instead.');
    const { token, invitation } = this.d.store.create(business, email, role, by.id, this.nowS());
    queueInvitation(this.d.outbox, {
      invitation,
      link: `${origin}/invite/${token}`,
      businessTitle: this.d.titleOf(business) ?? business,
      invitedBy: by.name ?? by.email,
      nowMs: this.d.clock.now().getTime(),
      language,
    });
    this.d.kick();
    return {
      id: invitation.id,
      email,
      role,
      created_at: invitation.created_at,
      expires_at: invitation.expires_at,
    };
  }

  /** The invitation a link stands for: 404 for a token never made, 410 once used or expired. */
  private usable(token: string): StoredInvitation {
    const found = this.d.store.byToken(token);
    if (!found) throw notFound('No such invitation.');
    if (found.used_at !== null || found.expires_at <= this.nowS()) throw gone();
    return found;
  }

  view(token: string) {
    const i = this.usable(token);
    return {
      email: i.email,
      business: { id: i.business, title: this.d.titleOf(i.business) ?? '' },
      role: i.role,
      expires_at: i.expires_at,
      /** Someone already on the desk signs in with their own password to accept. */
      existing_account: this.d.people.byEmail(i.email) !== undefined,
    };
  }

  /** Accepts it: the person made (or, already on the desk, their password checked) and given the role; their id. */
  async accept(token: string, password: string, name: string | undefined): Promise<string> {
    const i = this.usable(token);
    const known = this.d.people.byEmail(i.email);
    if (known && !(await passwordMatches(known.password_hash, password)))
      throw validationError({ password: ['You already have an account on this desk: enter its password.'] });
    const hash = known ? undefined : await hashPassword(password);
    const nowS = this.nowS();
    const id = this.d.people.db.transaction(() => {
      if (!this.d.store.use(i.id, nowS)) throw gone();
      const personId =
        known?.id ??
        this.d.people.add({ email: i.email, name: name?.trim() || null, password_hash: hash! }, nowS);
      this.d.people.setRole(i.business, personId, i.role, nowS);
      return personId;
    })();
    this.d.activity.add(
      {
        business: i.business,
        person_id: id,
        email: i.email,
        verb: 'person.added',
        record_id: id,
        label: i.email,
        detail: i.role,
      },
      nowS,
    );
    return id;
  }

  pending(business: string): Invitation[] {
    return this.d.store.pending(business, this.nowS());
  }

  cancel(business: string, id: string): Invitation {
    const found = this.d.store.cancel(business, id);
    if (!found) throw notFound('No such pending invitation.');
    return {
      id: found.id,
      email: found.email,
      role: found.role,
      created_at: found.created_at,
      expires_at: found.expires_at,
    };
  }
}
