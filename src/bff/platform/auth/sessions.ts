import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../../contract/clock';
import type { LoginBody } from '../../../contract/people';
import { LoginThrottle } from './login-throttle';
import { dummyHash, passwordMatches } from './passwords';
import type { SessionRow, SessionStore } from './session-store';
import { totpStep } from './totp';

export { maxLoginDelayS } from './login-throttle';

const cookieName = 'desk_session';
const sessionS = 12 * 60 * 60;

/** Who is signed in: a person as the guard and the routes know them (never their password hash). */
export interface SignedInPerson {
  id: string;
  email: string;
  name: string | null;
  /** The desk's own account (from DESK_PASSWORD): owner of every business, connects and disconnects them. */
  desk_owner: boolean;
  totp_enabled: boolean;
}

/** What a login checks a person against; `totp_secret` only while their second factor is on. */
export interface LoginAccount extends SignedInPerson {
  password_hash: string;
  totp_secret: string | null;
}

/** The people a login can be: kept by the people feature, read here. */
export interface AccountBook {
  deskOwner(): LoginAccount | undefined;
  byEmail(email: string): LoginAccount | undefined;
  byId(id: string): SignedInPerson | undefined;
  /** Takes a TOTP time step as used; false when it (or a later one) was used already. */
  useTotpStep(personId: string, step: number): boolean;
  /** Spends a recovery code; false when it is not one of theirs (any more). */
  useRecoveryCode(personId: string, code: string): boolean;
}

export type LoginOutcome =
  | { outcome: 'ok'; person: SignedInPerson }
  /** The same answer whether the e-mail is unknown or the password wrong; `who` is for the activity log only. */
  | { outcome: 'wrong'; who: { person_id: string | null; email: string } }
  | { outcome: 'totp_required'; who: { person_id: string; email: string } }
  | { outcome: 'totp_wrong'; who: { person_id: string; email: string } }
  | { outcome: 'busy' };

const cookieFlags = (req: FastifyRequest): CookieSerializeOptions => ({
  httpOnly: true,
  sameSite: 'strict',
  path: '/',
  secure: req.protocol === 'https' || req.headers['x-forwarded-proto'] === 'https',
});

/**
 * Login sessions per person (DESK_PASSWORD set): passwords checked with argon2, the second factor when it is on,
 * guessing slowed per address and per account, sessions random secrets in an HttpOnly, SameSite=Strict cookie whose
 * hash is a row in the desk's database, so the guard sees a removed person or a revoked session at the next request.
 * Without a password no login is asked: everybody is `openDesk`, the desk owner.
 */
export class Sessions {
  private readonly throttle = new LoginThrottle();

  constructor(
    private readonly o: {
      store: SessionStore;
      accounts: AccountBook;
      loginRequired: boolean;
      clock: Clock;
      /** Who everybody is on a desk without a login. */
      openDesk: SignedInPerson;
      /** Told whenever sessions end: the event streams of those sessions close at once. */
      ended(): void;
    },
  ) {
    void dummyHash(); // made now, so that the first unknown e-mail costs no more than a wrong password
  }

  get loginRequired(): boolean {
    return this.o.loginRequired;
  }

  private nowS(): number {
    return Math.floor(this.o.clock.now().getTime() / 1000);
  }

  /** The person this request comes from and their session, looked up in the database on every request. */
  signedIn(req: FastifyRequest): { person: SignedInPerson; session: SessionRow | undefined } | undefined {
    if (!this.loginRequired) return { person: this.o.openDesk, session: undefined };
    const secret = req.cookies[cookieName];
    const session = secret === undefined ? undefined : this.o.store.find(secret, this.nowS());
    const person = session && this.o.accounts.byId(session.person_id);
    return person && { person, session };
  }

  /**
   * Checks an e-mail (none: the desk owner) and password, then the second factor when the person has one on, and
   * opens a session. An unknown e-mail is checked against a dummy hash: the same work, the same answer.
   */
  async login(req: FastifyRequest, reply: FastifyReply, body: LoginBody): Promise<LoginOutcome> {
    if (!this.loginRequired) return { outcome: 'ok', person: this.o.openDesk }; // nothing to check: no cookie either
    const { accounts } = this.o;
    const typed = body.email?.trim() ?? '';
    const account = body.email === undefined ? accounts.deskOwner() : accounts.byEmail(typed);
    const key = account?.id ?? `email:${typed.toLowerCase()}`;
    const answer = await this.throttle.attempt(
      req.ip,
      key,
      async (): Promise<{ failed: boolean; answer: LoginOutcome }> => {
        const matches = await passwordMatches(account?.password_hash ?? (await dummyHash()), body.password);
        if (!matches || account === undefined)
          return {
            failed: true,
            answer: {
              outcome: 'wrong',
              who: { person_id: account?.id ?? null, email: account?.email ?? typed },
            },
          };
        const who = { person_id: account.id, email: account.email };
        if (account.totp_secret !== null) {
          if (!body.totp) return { failed: false, answer: { outcome: 'totp_required', who } };
          if (!this.secondFactor(account.id, account.totp_secret, body.totp))
            return { failed: true, answer: { outcome: 'totp_wrong', who } };
        }
        this.open(req, reply, account.id);
        return { failed: false, answer: { outcome: 'ok', person: account } };
      },
    );
    return answer === 'busy' ? { outcome: 'busy' } : answer;
  }

  /** The authenticator's code (each time step good once), else one of the recovery codes (each good once). */
  private secondFactor(personId: string, secret: string, code: string): boolean {
    const step = totpStep(secret, code, this.o.clock.now().getTime());
    if (step !== undefined) return this.o.accounts.useTotpStep(personId, step);
    return this.o.accounts.useRecoveryCode(personId, code);
  }

  /** A new session for the person and its cookie: after a login, or an accepted invitation. */
  open(req: FastifyRequest, reply: FastifyReply, personId: string): void {
    const { secret } = this.o.store.open(personId, this.nowS(), sessionS, req.headers['user-agent']);
    reply.setCookie(cookieName, secret, { ...cookieFlags(req), maxAge: sessionS });
  }

  logout(req: FastifyRequest, reply: FastifyReply): void {
    const secret = req.cookies[cookieName];
    if (secret !== undefined) this.o.store.endBySecret(secret);
    reply.clearCookie(cookieName, cookieFlags(req));
    this.o.ended();
  }

  /** The person's live sessions, the one this request came with marked. */
  list(personId: string, current: string | undefined) {
    return this.o.store
      .ofPerson(personId, this.nowS())
      .map(({ person_id: _p, ...s }) => ({ ...s, current: s.id === current }));
  }

  revoke(personId: string, id: string): boolean {
    const revoked = this.o.store.revoke(personId, id);
    this.o.ended();
    return revoked;
  }

  endAll(personId: string): void {
    this.o.store.endAll(personId);
    this.o.ended();
  }
}
