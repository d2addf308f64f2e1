import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import type { FastifyReply, FastifyRequest } from 'fastify';

const cookieName = 'desk_session';
const sessionMs = 12 * 60 * 60 * 1000;
const failureMemoryMs = 15 * 60 * 1000;
/** The longest a failed attempt holds its address's line. */
export const maxLoginDelayS = 8;
const maxWaiting = 3;
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

const readCookie = (req: FastifyRequest): string | undefined => {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === cookieName) return v.join('=');
  }
  return undefined;
};

/**
 * Login for a dashboard reachable from other machines (DESK_PASSWORD set): the password is checked with argon2
 * against a hash (DESK_PASSWORD may itself be an argon2 hash), failed logins are slowed down per client address,
 * sessions are random ids in an HttpOnly, SameSite=Strict cookie. Without a password no login is asked.
 */
export class Sessions {
  private readonly live = new Map<string, number>();
  /** Recent failed logins per client address; forgotten after a quiet quarter of an hour. */
  private readonly failures = new Map<string, { count: number; at: number }>();
  /** Per client address, the attempts in line and the end of the line: one attempt at a time is checked. */
  private readonly lines = new Map<string, { waiting: number; tail: Promise<unknown> }>();

  private constructor(private readonly hash: string | undefined) {}

  static async create(password: string | undefined): Promise<Sessions> {
    if (password === undefined) return new Sessions(undefined);
    return new Sessions(password.startsWith('$argon2') ? password : await argon2.hash(password, { type: argon2.argon2id }));
  }

  get loginRequired(): boolean {
    return this.hash !== undefined;
  }

  authenticated(req: FastifyRequest): boolean {
    if (!this.loginRequired) return true;
    const id = readCookie(req);
    const until = id === undefined ? undefined : this.live.get(id);
    return until !== undefined && until > Date.now();
  }

  /**
   * 'ok' and a cookie set, or 'wrong' after a delay that grows with the client's recent failures. Attempts from one
   * address are checked one after another, each failed one holding the line for its delay, so sending many at once
   * guesses no faster; more than `maxWaiting` in line are refused at once ('busy').
   */
  async login(req: FastifyRequest, reply: FastifyReply, password: string): Promise<'ok' | 'wrong' | 'busy'> {
    if (this.hash === undefined) return 'ok';
    const line = this.lines.get(req.ip) ?? { waiting: 0, tail: Promise.resolve() };
    if (line.waiting >= maxWaiting) return 'busy';
    line.waiting++;
    this.lines.set(req.ip, line);
    const turn = line.tail.then(() => this.attempt(req, reply, password));
    line.tail = turn.catch(() => undefined);
    try {
      return await turn;
    } finally {
      if (--line.waiting === 0) this.lines.delete(req.ip);
    }
  }

  private async attempt(req: FastifyRequest, reply: FastifyReply, password: string): Promise<'ok' | 'wrong'> {
    const ok = await argon2.verify(this.hash!, password).catch(() => false);
    const now = Date.now();
    for (const [ip, f] of this.failures) if (now - f.at >= failureMemoryMs) this.failures.delete(ip);
    if (!ok) {
      const count = (this.failures.get(req.ip)?.count ?? 0) + 1;
      this.failures.set(req.ip, { count, at: now });
      await sleep(Math.min(500 * 2 ** (count - 1), maxLoginDelayS * 1000));
      return 'wrong';
    }
    this.failures.delete(req.ip);
    for (const [id, until] of this.live) if (until <= now) this.live.delete(id);
    const id = randomBytes(32).toString('base64url');
    this.live.set(id, now + sessionMs);
    const secure = req.protocol === 'https' || req.headers['x-forwarded-proto'] === 'https' ? '; Secure' : '';
    reply.header('set-cookie', `${cookieName}=${id}; HttpOnly; SameSite=Strict; Path=/; Max-Age=${sessionMs / 1000}${secure}`);
    return 'ok';
  }

  logout(req: FastifyRequest, reply: FastifyReply): void {
    const id = readCookie(req);
    if (id !== undefined) this.live.delete(id);
    reply.header('set-cookie', `${cookieName}=; HttpOnly; SameSite=Strict; Path=/; Max-Age=0`);
  }
}
