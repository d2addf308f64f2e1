import { randomBytes } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import argon2 from 'argon2';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

const cookieName = 'desk_session';
const sessionMs = 12 * 60 * 60 * 1000;
const failureMemoryMs = 15 * 60 * 1000;
/** The longest a failed attempt holds its address's line. */
export const maxLoginDelayS = 8;
const maxWaiting = 3;
/** Bounds on what is remembered (the oldest forgotten first): live sessions, and addresses with recent failures. */
const maxSessions = 10_000;
const maxFailingAddresses = 10_000;
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

const cookieFlags = (req: FastifyRequest): CookieSerializeOptions => ({
  httpOnly: true,
  sameSite: 'strict',
  path: '/',
  secure: req.protocol === 'https' || req.headers['x-forwarded-proto'] === 'https',
});

/**
 * Login for a dashboard reachable from other machines (DESK_PASSWORD set): the password is checked with argon2
 * against a hash (DESK_PASSWORD may itself be an argon2 hash), failed logins are slowed down per client address,
 * sessions are random ids in an HttpOnly, SameSite=Strict cookie. Without a password no login is asked.
 */
export class Sessions {
  /** Live session ids; each expires `sessionMs` after its login. */
  private readonly live = new LRUCache<string, true>({ max: maxSessions, ttl: sessionMs });
  /** Recent failed logins per client address; forgotten after a quiet quarter of an hour (each failure restarts it). */
  private readonly failures = new LRUCache<string, number>({ max: maxFailingAddresses, ttl: failureMemoryMs });
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
    const id = req.cookies[cookieName];
    return id !== undefined && this.live.has(id);
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
    if (!ok) {
      const count = (this.failures.get(req.ip) ?? 0) + 1;
      this.failures.set(req.ip, count);
      await sleep(Math.min(500 * 2 ** (count - 1), maxLoginDelayS * 1000));
      return 'wrong';
    }
    this.failures.delete(req.ip);
    const id = randomBytes(32).toString('base64url');
    this.live.set(id, true);
    reply.setCookie(cookieName, id, { ...cookieFlags(req), maxAge: sessionMs / 1000 });
    return 'ok';
  }

  logout(req: FastifyRequest, reply: FastifyReply): void {
    const id = req.cookies[cookieName];
    if (id !== undefined) this.live.delete(id);
    reply.clearCookie(cookieName, cookieFlags(req));
  }
}
