import type { BusinessSettings } from '../../contract/business-settings';
import { type Clock, dayOf } from '../../contract/clock';
import { isPlainAddress } from '../../contract/email';
import { dueReminder } from '../../contract/reminders';
import type { Mirror } from '../records/mirror';
import { remindableOf } from '../records/remindable-query';
import { compose } from './compose';
import type { OutboxStore } from './outbox-store';
import type { ReminderBook } from './reminder-book';
import type { MailWorker } from './worker';

/** No reminder within this long after any other message about the same invoice (sent by hand the day before). */
export const quietAfterMessageS = 3 * 24 * 3600;

/** The hour of the day (0–23) `at` shows on clocks in `zone`, daylight-saving time included. */
const hourIn = (at: Date, zone: string) =>
  Number(new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', hourCycle: 'h23' }).format(at));

export interface SchedulerDeps {
  book: ReminderBook;
  outbox: OutboxStore;
  mirror: Mirror;
  worker: Pick<MailWorker, 'kick'>;
  clock: Clock;
  /** A business's time zone (its window's hours and reminder days are counted in it) and its Reply-To. */
  settingsOf: (business: string) => Pick<BusinessSettings, 'time_zone' | 'reply_to'>;
  /** How often it looks (at most a minute); and at start. */
  checkMs: number;
  dailyLimit: number;
}

/**
 * Automatic reminders: for each business with them on, inside its window of the day, every unpaid invoice the mirror
 * knows (never a paid, pro forma or credit one) gets the step that is due, once. The step's ledger row and its
 * message are written in one transaction under the ledger's unique key: a restart, a SIGKILL or two checks at once
 * can never send a step twice.
 */
export class ReminderScheduler {
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly d: SchedulerDeps) {}

  start(): void {
    this.check();
    this.timer = setInterval(() => this.check(), this.d.checkMs);
    this.timer.unref();
  }

  close(): void {
    clearInterval(this.timer);
  }

  /** One look at every business; returns how many reminders it queued. */
  check(): number {
    const { book, outbox, clock } = this.d;
    const now = clock.now();
    const nowS = Math.floor(now.getTime() / 1000);
    let queued = 0;
    for (const { business, settings } of book.enabled()) {
      const { time_zone: zone, reply_to: replyTo } = this.d.settingsOf(business);
      const today = dayOf(now, zone);
      const hour = hourIn(now, zone);
      if (settings.window && (hour < settings.window.from_hour || hour >= settings.window.to_hour)) continue;
      for (const invoice of remindableOf(this.d.mirror, business)) {
        const to = invoice.buyer.email?.trim() ?? '';
        if (!isPlainAddress(to) || invoice.pay_until_date === null) continue;
        const step = dueReminder(
          settings.steps,
          invoice.pay_until_date,
          today,
          book.recorded(business, invoice.id),
        );
        if (!step) continue;
        const last = outbox.lastAbout(business, invoice.id);
        if (last !== undefined && nowS - last < quietAfterMessageS) continue;
        if (outbox.countSince(business, nowS - 24 * 3600) >= this.d.dailyLimit) break;
        try {
          outbox.db.transaction(() => {
            for (const skipped of step.skip)
              book.record(business, invoice.id, skipped, 'skipped', null, nowS);
            const email = outbox.add(
              compose(invoice, { business, kind: 'reminder', to: [to], today, nowS, replyTo }),
              now.getTime(),
            );
            book.record(business, invoice.id, step.send, 'sent', email.id, nowS);
          })();
          queued += 1;
        } catch (e) {
          // Another check recorded the step first (the unique key refused this one): nothing was written.
          if (!(e instanceof Error && /UNIQUE/.test(e.message))) throw e;
        }
      }
    }
    if (queued > 0) this.d.worker.kick();
    return queued;
  }
}
