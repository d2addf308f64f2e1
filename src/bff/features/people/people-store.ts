import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { Person, Role } from '../../../contract/people';
import type { RoleBook } from '../../platform/auth/access-guard';
import type { AccountBook, LoginAccount, SignedInPerson } from '../../platform/auth/sessions';
import { recoveryCodeHash } from '../../platform/auth/totp';
import type { Cipher } from '../../platform/vault/cipher';

// In the desk's durable database (desk.sqlite): people cannot be rebuilt from the API.

interface Row {
  id: string;
  email: string;
  name: string | null;
  password_hash: string;
  desk_owner: number;
  totp_secret: string | null;
  totp_on: number;
  bootstrap_hash: string | null;
  created_at: number;
}

const signedIn = (r: Row): SignedInPerson => ({
  id: r.id,
  email: r.email,
  name: r.name,
  desk_owner: r.desk_owner === 1,
  totp_enabled: r.totp_on === 1,
});

/**
 * The desk's people, their roles per business and their second factor's state. The desk owner holds no membership
 * rows: they own every connected business. Everyone else holds a role in each business they were invited to.
 */
export class PeopleStore implements AccountBook, RoleBook {
  constructor(
    readonly db: Database.Database,
    private readonly cipher: Cipher,
  ) {}

  private row(where: string, value: string): Row | undefined {
    return this.db.prepare(`SELECT * FROM people WHERE ${where}`).get(value) as Row | undefined;
  }

  private account(r: Row | undefined): LoginAccount | undefined {
    if (!r) return undefined;
    const totp_secret = r.totp_on === 1 && r.totp_secret !== null ? this.cipher.decrypt(r.totp_secret) : null;
    return { ...signedIn(r), password_hash: r.password_hash, totp_secret };
  }

  deskOwner(): LoginAccount | undefined {
    return this.account(this.row('desk_owner = ?', '1'));
  }

  /** The DESK_PASSWORD hash the desk owner's password was last set from. */
  bootstrapHash(): string | null | undefined {
    return this.row('desk_owner = ?', '1')?.bootstrap_hash;
  }

  byEmail(email: string): LoginAccount | undefined {
    return this.account(this.row('email = ?', email));
  }

  byId(id: string): SignedInPerson | undefined {
    const r = this.row('id = ?', id);
    return r && signedIn(r);
  }

  /** A new person (desk owner, or one accepting an invitation); their id. */
  add(
    p: {
      email: string;
      name: string | null;
      password_hash: string;
      desk_owner?: boolean;
      bootstrap_hash?: string;
    },
    nowS: number,
  ): string {
    const id = randomUUID();
    this.db
      .prepare(
        `INSERT INTO people (id, email, name, password_hash, desk_owner, bootstrap_hash, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(id, p.email, p.name, p.password_hash, p.desk_owner ? 1 : 0, p.bootstrap_hash ?? null, nowS);
    return id;
  }

  setPassword(id: string, password_hash: string): void {
    this.db.prepare('UPDATE people SET password_hash = ? WHERE id = ?').run(password_hash, id);
  }

  setEmail(id: string, email: string): void {
    this.db.prepare('UPDATE people SET email = ? WHERE id = ?').run(email, id);
  }

  /** The desk owner's password set anew from DESK_PASSWORD (its hash kept to tell the next change), second factor off. */
  resetDeskOwnerPassword(id: string, hash: string): void {
    this.db.transaction(() => {
      this.db
        .prepare('UPDATE people SET password_hash = ?, bootstrap_hash = ? WHERE id = ?')
        .run(hash, hash, id);
      this.setTotp(id, null, false);
    })();
  }

  roleIn(person: SignedInPerson, business: string): Role | undefined {
    if (person.desk_owner) return 'owner';
    return this.db
      .prepare('SELECT role FROM memberships WHERE business = ? AND person_id = ?')
      .pluck()
      .get(business, person.id) as Role | undefined;
  }

  /** Every business the person holds a role in, but the desk owner's (every connected one, known to the caller). */
  memberships(personId: string): Record<string, Role> {
    const rows = this.db
      .prepare('SELECT business, role FROM memberships WHERE person_id = ?')
      .all(personId) as { business: string; role: Role }[];
    return Object.fromEntries(rows.map((r) => [r.business, r.role]));
  }

  /** The business's people with their roles, the desk owner first. */
  ofBusiness(business: string): Person[] {
    const rows = this.db
      .prepare(
        `SELECT p.*, CASE WHEN p.desk_owner = 1 THEN 'owner' ELSE m.role END AS role FROM people p
         LEFT JOIN memberships m ON m.person_id = p.id AND m.business = ?
         WHERE p.desk_owner = 1 OR m.role IS NOT NULL ORDER BY p.desk_owner DESC, p.created_at, p.email`,
      )
      .all(business) as (Row & { role: Role })[];
    return rows.map((r) => ({
      id: r.id,
      email: r.email,
      name: r.name,
      role: r.role,
      desk_owner: r.desk_owner === 1,
      created_at: r.created_at,
    }));
  }

  /** Gives (or changes) a person's role in a business. */
  setRole(business: string, personId: string, role: Role, nowS: number): void {
    this.db
      .prepare(
        `INSERT INTO memberships (business, person_id, role, created_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (business, person_id) DO UPDATE SET role = excluded.role`,
      )
      .run(business, personId, role, nowS);
  }

  /** Takes the person out of the business; one left in no business is forgotten altogether. */
  remove(business: string, personId: string): void {
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM memberships WHERE business = ? AND person_id = ?').run(business, personId);
      const left = this.db
        .prepare('SELECT count(*) FROM memberships WHERE person_id = ?')
        .pluck()
        .get(personId) as number;
      if (left > 0) return;
      this.db.prepare('DELETE FROM recovery_codes WHERE person_id = ?').run(personId);
      this.db.prepare('DELETE FROM people WHERE id = ? AND desk_owner = 0').run(personId);
    })();
  }

  /** The second factor: a secret being set up (off), turned on with its recovery codes' hashes, or cleared. */
  setTotp(id: string, secret: string | null, on: boolean, recoveryCodes: string[] = []): void {
    this.db.transaction(() => {
      const sealed = secret === null ? null : this.cipher.encrypt(secret);
      this.db
        .prepare('UPDATE people SET totp_secret = ?, totp_on = ?, totp_last_step = 0 WHERE id = ?')
        .run(sealed, on ? 1 : 0, id);
      this.db.prepare('DELETE FROM recovery_codes WHERE person_id = ?').run(id);
      const add = this.db.prepare(
        'INSERT OR IGNORE INTO recovery_codes (person_id, code_hash) VALUES (?, ?)',
      );
      for (const code of recoveryCodes) add.run(id, recoveryCodeHash(code));
    })();
  }

  /** The secret being set up or in use, unsealed, and whether it is on. */
  totpOf(id: string): { secret: string; on: boolean } | undefined {
    const r = this.row('id = ?', id);
    return r?.totp_secret ? { secret: this.cipher.decrypt(r.totp_secret), on: r.totp_on === 1 } : undefined;
  }

  useTotpStep(personId: string, step: number): boolean {
    return (
      this.db
        .prepare('UPDATE people SET totp_last_step = ? WHERE id = ? AND totp_last_step < ?')
        .run(step, personId, step).changes === 1
    );
  }

  useRecoveryCode(personId: string, code: string): boolean {
    return (
      this.db
        .prepare('DELETE FROM recovery_codes WHERE person_id = ? AND code_hash = ?')
        .run(personId, recoveryCodeHash(code)).changes === 1
    );
  }

  passwordHash(id: string): string | undefined {
    return this.row('id = ?', id)?.password_hash;
  }
}
