import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { Invitation, Role } from '../../../contract/people';

// Only the hash of an invitation's token is kept: the link in the e-mail is the one copy of it.

/** How long an invitation's link can be used. */
export const invitationDays = 7;

export interface StoredInvitation extends Invitation {
  business: string;
  used_at: number | null;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');
const columns = 'id, business, email, role, created_at, expires_at, used_at';

export class InvitationStore {
  constructor(private readonly db: Database.Database) {}

  /** A new invitation and its token (32 random bytes); one still pending for the same e-mail there is replaced. */
  create(
    business: string,
    email: string,
    role: Role,
    invitedBy: string,
    nowS: number,
  ): { token: string; invitation: StoredInvitation } {
    const token = randomBytes(32).toString('base64url');
    const invitation = {
      id: randomUUID(),
      business,
      email,
      role,
      created_at: nowS,
      expires_at: nowS + invitationDays * 86_400,
      used_at: null,
    };
    this.db.transaction(() => {
      this.db
        .prepare('DELETE FROM invitations WHERE business = ? AND email = ? AND used_at IS NULL')
        .run(business, email);
      this.db
        .prepare(
          `INSERT INTO invitations (id, token_hash, business, email, role, invited_by, created_at, expires_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(invitation.id, hashOf(token), business, email, role, invitedBy, nowS, invitation.expires_at);
    })();
    return { token, invitation };
  }

  /** The invitation a token stands for, used or not. */
  byToken(token: string): StoredInvitation | undefined {
    return this.db.prepare(`SELECT ${columns} FROM invitations WHERE token_hash = ?`).get(hashOf(token)) as
      StoredInvitation | undefined;
  }

  /** Marks it used, if it still can be: false when it was used or expired meanwhile (two accepts at once). */
  use(id: string, nowS: number): boolean {
    return (
      this.db
        .prepare('UPDATE invitations SET used_at = ? WHERE id = ? AND used_at IS NULL AND expires_at > ?')
        .run(nowS, id, nowS).changes === 1
    );
  }

  /** The business's invitations not used yet and not expired, newest first. */
  pending(business: string, nowS: number): Invitation[] {
    return this.db
      .prepare(
        `SELECT id, email, role, created_at, expires_at FROM invitations
         WHERE business = ? AND used_at IS NULL AND expires_at > ? ORDER BY created_at DESC, id`,
      )
      .all(business, nowS) as Invitation[];
  }

  /** Withdraws a pending invitation; its link stops working. */
  cancel(business: string, id: string): StoredInvitation | undefined {
    const found = this.db
      .prepare(`SELECT ${columns} FROM invitations WHERE business = ? AND id = ? AND used_at IS NULL`)
      .get(business, id) as StoredInvitation | undefined;
    if (found) this.db.prepare('DELETE FROM invitations WHERE id = ?').run(id);
    return found;
  }
}
