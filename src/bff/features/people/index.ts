import type Database from 'better-sqlite3';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '../../../contract/clock';
import { type GuardDeps, streamGate } from '../../platform/auth/access-guard';
import { SessionStore } from '../../platform/auth/session-store';
import { Sessions } from '../../platform/auth/sessions';
import type { OutboxStore } from '../mail';
import type { Gateway } from '../../platform/upstream/gateway';
import type { Cipher } from '../../platform/vault/cipher';
import type { Vault } from '../../platform/vault/vault';
import { accountRoutes } from './account-routes';
import { ActivityLog } from './activity-log';
import { bootstrapDeskOwner } from './bootstrap';
import { ExpenseCreators } from './expense-creators';
import { InvitationStore } from './invitation-store';
import { invitationRoutes } from './invitation-routes';
import { Invitations } from './invitations';
import { ownExpenses } from './own-expenses';
import { People } from './people';
import { peopleRoutes } from './people-routes';
import { PeopleStore } from './people-store';
import { SecondFactor } from './second-factor';

export { isPeopleMail } from './invitation-mail';
export type { People } from './people';

export interface PeopleOptions {
  /** The desk's durable database (desk.sqlite): people, sessions, invitations and the activity log live there. */
  db: Database.Database;
  /** The vault's cipher: second-factor secrets are kept sealed. */
  cipher: Cipher;
  clock: Clock;
  /** DESK_PASSWORD: undefined = no login, everybody is the desk owner. */
  password: string | undefined;
  /** DESK_OWNER_EMAIL. */
  ownerEmail: string;
  vault: Vault;
  outbox: OutboxStore;
  /** Tells the mail worker an invitation is waiting. */
  kickMail(): void;
  gateway: Pick<Gateway, 'json'>;
  /** Told whenever sessions end (the event streams' gates are asked again). */
  sessionsEnded(): void;
}

/**
 * People and access, composed: the desk owner made or reset from DESK_PASSWORD, the sessions, what the guard needs
 * to decide (roles, the activity log, staff's own expenses), and the feature's routes — all declared, all guarded.
 */
export async function openPeople(o: PeopleOptions) {
  const store = new PeopleStore(o.db, o.cipher);
  const sessionStore = new SessionStore(o.db);
  const nowS = Math.floor(o.clock.now().getTime() / 1000);
  await bootstrapDeskOwner(store, {
    password: o.password,
    email: o.ownerEmail,
    nowS,
    endSessions: (id) => sessionStore.endAll(id),
  });
  const sessions = new Sessions({
    store: sessionStore,
    accounts: store,
    loginRequired: o.password !== undefined,
    clock: o.clock,
    openDesk: { id: 'desk', email: o.ownerEmail, name: null, desk_owner: true, totp_enabled: false },
    ended: o.sessionsEnded,
  });
  const activity = new ActivityLog(o.db);
  const creators = new ExpenseCreators(o.db);
  const people = new People({
    store,
    activity,
    creators,
    sessions,
    clock: o.clock,
    connected: () => o.vault.list().map((b) => b.id),
  });
  const invitations = new Invitations({
    store: new InvitationStore(o.db),
    people: store,
    activity,
    outbox: o.outbox,
    kick: o.kickMail,
    clock: o.clock,
    titleOf: (b) => o.vault.list().find((x) => x.id === b)?.title,
    loginRequired: sessions.loginRequired,
  });
  const guard: GuardDeps = {
    sessions,
    roles: store,
    record: (e) => people.record(e),
    own: ownExpenses(creators, o.gateway),
  };
  const routes = async (api: FastifyInstance) => {
    await api.register(peopleRoutes({ vault: o.vault, people, invitations, activity }));
    await api.register(invitationRoutes({ invitations, sessions, people }));
    await api.register(
      accountRoutes({ sessions, people, store, secondFactor: new SecondFactor(store, o.clock) }),
    );
  };
  return { sessions, people, guard, routes, streamGate: (req: FastifyRequest) => streamGate(guard, req) };
}
