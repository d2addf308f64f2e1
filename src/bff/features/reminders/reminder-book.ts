import type Database from 'better-sqlite3';
import { defaultReminderSettings, type ReminderSettings } from '../../../contract/reminders';

/** Reminder settings per business, and the ledger of every step sent or skipped, in the outbox's database. */
export class ReminderBook {
  constructor(private readonly db: Database.Database) {}

  settings(business: string): ReminderSettings {
    const json = this.db
      .prepare('SELECT json FROM reminder_settings WHERE business = ?')
      .pluck()
      .get(business) as string | undefined;
    return json === undefined ? defaultReminderSettings : (JSON.parse(json) as ReminderSettings);
  }

  save(business: string, settings: ReminderSettings): void {
    this.db
      .prepare(
        'INSERT INTO reminder_settings (business, json) VALUES (?, ?) ON CONFLICT (business) DO UPDATE SET json = excluded.json',
      )
      .run(business, JSON.stringify(settings));
  }

  /** The businesses with reminders switched on, with their settings. */
  enabled(): { business: string; settings: ReminderSettings }[] {
    const rows = this.db.prepare('SELECT business, json FROM reminder_settings').all() as {
      business: string;
      json: string;
    }[];
    return rows
      .map((r) => ({ business: r.business, settings: JSON.parse(r.json) as ReminderSettings }))
      .filter((r) => r.settings.enabled);
  }

  /** The steps already sent or skipped for an invoice. */
  recorded(business: string, invoice: string): Set<number> {
    return new Set(
      this.db
        .prepare('SELECT step FROM reminder_steps WHERE business = ? AND invoice_id = ?')
        .pluck()
        .all(business, invoice) as number[],
    );
  }

  /** How many automatic reminders were queued since `sinceS` (Unix seconds): their own daily share counts them. */
  sentSince(business: string, sinceS: number): number {
    return this.db
      .prepare(`SELECT count(*) FROM reminder_steps WHERE business = ? AND state = 'sent' AND at >= ?`)
      .pluck()
      .get(business, sinceS) as number;
  }

  /** Whether a message is an automatic reminder (it has a step in the ledger): its retries keep to the window. */
  automatic(emailId: string): boolean {
    return (
      this.db.prepare('SELECT 1 FROM reminder_steps WHERE email_id = ?').pluck().get(emailId) !== undefined
    );
  }

  /** Records steps; a step recorded before makes the whole transaction it runs in fail (never a second reminder). */
  record(
    business: string,
    invoice: string,
    step: number,
    state: 'sent' | 'skipped',
    emailId: string | null,
    atS: number,
  ): void {
    this.db
      .prepare(
        'INSERT INTO reminder_steps (business, invoice_id, step, state, email_id, at) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(business, invoice, step, state, emailId, atS);
  }
}
