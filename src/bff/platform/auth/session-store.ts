import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';

// In the desk's durable database: a removed person's sessions end with their rows, and "log out everywhere" holds
// across a restart. Only a hash of each session's secret is kept: a copy of the file logs nobody in.

export interface SessionRow {
  /** The public id the sessions list shows and revokes by; never the cookie's secret. */
  id: string;
  person_id: string;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  user_agent: string | null;
}

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('base64url');
/** A session is marked seen at most this often (seconds): reading it is every request, writing it is not. */
const seenEveryS = 60;

export class SessionStore {
  constructor(private readonly db: Database.Database) {}

  /** A new session: the secret for the cookie (32 random bytes), and its row. */
  open(
    personId: string,
    nowS: number,
    ttlS: number,
    userAgent: string | undefined,
  ): { secret: string; row: SessionRow } {
    const secret = randomBytes(32).toString('base64url');
    const row = {
      id: randomUUID(),
      person_id: personId,
      created_at: nowS,
      last_seen_at: nowS,
      expires_at: nowS + ttlS,
      user_agent: userAgent?.slice(0, 200) ?? null,
    };
    this.db.prepare('DELETE FROM sessions WHERE expires_at <= ?').run(nowS);
    this.db
      .prepare(
        `INSERT INTO sessions (id, secret_hash, person_id, created_at, last_seen_at, expires_at, user_agent)
         VALUES (@id, @secret_hash, @person_id, @created_at, @last_seen_at, @expires_at, @user_agent)`,
      )
      .run({ ...row, secret_hash: hashOf(secret) });
    return { secret, row };
  }

  /** The live session a cookie's secret stands for, marked seen. */
  find(secret: string, nowS: number): SessionRow | undefined {
    const row = this.db
      .prepare(
        'SELECT id, person_id, created_at, last_seen_at, expires_at, user_agent FROM sessions WHERE secret_hash = ? AND expires_at > ?',
      )
      .get(hashOf(secret), nowS) as SessionRow | undefined;
    if (row && nowS - row.last_seen_at >= seenEveryS)
      this.db.prepare('UPDATE sessions SET last_seen_at = ? WHERE id = ?').run(nowS, row.id);
    return row;
  }

  ofPerson(personId: string, nowS: number): SessionRow[] {
    return this.db
      .prepare(
        `SELECT id, person_id, created_at, last_seen_at, expires_at, user_agent FROM sessions
         WHERE person_id = ? AND expires_at > ? ORDER BY last_seen_at DESC, id`,
      )
      .all(personId, nowS) as SessionRow[];
  }

  /** Ends one of a person's sessions (false: none of theirs has this id). */
  revoke(personId: string, id: string): boolean {
    return (
      this.db.prepare('DELETE FROM sessions WHERE person_id = ? AND id = ?').run(personId, id).changes === 1
    );
  }

  endBySecret(secret: string): void {
    this.db.prepare('DELETE FROM sessions WHERE secret_hash = ?').run(hashOf(secret));
  }

  /** Every session of a person: logged out everywhere, removed, or their password reset. */
  endAll(personId: string): number {
    return this.db.prepare('DELETE FROM sessions WHERE person_id = ?').run(personId).changes;
  }
}
