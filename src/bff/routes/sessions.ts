import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import type { FastifyReply, FastifyRequest } from 'fastify';

const cookieName = 'desk_session';
const sessionMs = 12 * 60 * 60 * 1000;
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
  private readonly failures = new Map<string, number>();

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

  /** True and a cookie set, or false after a delay that grows with the client's recent failures. */
  async login(req: FastifyRequest, reply: FastifyReply, password: string): Promise<boolean> {
    if (this.hash === undefined) return true;
    const ok = await argon2.verify(this.hash, password).catch(() => false);
    if (!ok) {
      const n = (this.failures.get(req.ip) ?? 0) + 1;
      this.failures.set(req.ip, n);
      await sleep(Math.min(500 * 2 ** (n - 1), 8_000));
      return false;
    }
    this.failures.delete(req.ip);
    const id = randomBytes(32).toString('base64url');
    this.live.set(id, Date.now() + sessionMs);
    const secure = req.protocol === 'https' || req.headers['x-forwarded-proto'] === 'https' ? '; Secure' : '';
    reply.header('set-cookie', `${cookieName}=${id}; HttpOnly; SameSite=Strict; Path=/; Max-Age=${sessionMs / 1000}${secure}`);
    return true;
  }

  logout(req: FastifyRequest, reply: FastifyReply): void {
    const id = readCookie(req);
    if (id !== undefined) this.live.delete(id);
    reply.header('set-cookie', `${cookieName}=; HttpOnly; SameSite=Strict; Path=/; Max-Age=0`);
  }
}
