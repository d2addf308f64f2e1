import type Database from 'better-sqlite3';
import { pageSize } from '../../../contract/common';
import type { ActivityEntry, ActivityVerb } from '../../../contract/people';

// Who did what, per business; desk-wide entries (failed logins) have no business. Never a body, secret or token.

export interface NewActivity {
  business: string | null;
  person_id: string | null;
  email: string | null;
  verb: ActivityVerb;
  record_id?: string | null;
  label?: string | null;
  detail?: string | null;
}

export class ActivityLog {
  constructor(private readonly db: Database.Database) {}

  add(e: NewActivity, nowS: number): void {
    this.db
      .prepare(
        `INSERT INTO activity (business, at, person_id, email, verb, record_id, label, detail)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        e.business,
        nowS,
        e.person_id,
        e.email?.slice(0, 254) ?? null,
        e.verb,
        e.record_id ?? null,
        e.label?.slice(0, 200) ?? null,
        e.detail ?? null,
      );
  }

  /** One page of a business's log, newest first; with the desk-wide entries when `deskWide` (the desk owner's view). */
  page(business: string, deskWide: boolean, page: number): { rows: ActivityEntry[]; total: number } {
    const where = `business = ?${deskWide ? ' OR business IS NULL' : ''}`;
    const total = this.db
      .prepare(`SELECT count(*) FROM activity WHERE ${where}`)
      .pluck()
      .get(business) as number;
    const rows = this.db
      .prepare(
        `SELECT id, at, person_id, email, verb, record_id, label, detail FROM activity WHERE ${where}
         ORDER BY id DESC LIMIT ? OFFSET ?`,
      )
      .all(business, pageSize, (page - 1) * pageSize) as ActivityEntry[];
    return { rows, total };
  }
}
