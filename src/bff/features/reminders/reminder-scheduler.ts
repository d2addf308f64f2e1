import type { BusinessSettings } from '../../../contract/business-settings';
import { addDays, type Clock, dayOf } from '../../../contract/clock';
import { isPlainAddress } from '../../../contract/email';
import type { Invoice } from '../../../contract/invoice';
import { dueReminder, type ReminderBacklog, type ReminderSettings } from '../../../contract/reminders';
import { amountOfCents } from '../mirror';
import type { Remindable } from './remindable-query';
import { compose } from '../mail';
import { dailyReminderLimit, type MailBudget } from '../mail';
import type { OutboxStore } from '../mail';
import type { ReminderBook } from './reminder-book';
import { inWindow, windowOverToday } from './reminder-window';
import type { MailWorker } from '../mail';

/** No reminder within this long after any other message about the same invoice (sent by hand the day before). */
export const quietAfterMessageS = 3 * 24 * 3600;

export interface SchedulerDeps {
  book: ReminderBook;
  outbox: OutboxStore;
  /** The invoices a reminder may be about, as the mirror knows them, with what is still owed (remindable-query.ts). */
  remindable: (business: string) => Remindable[];
  worker: Pick<MailWorker, 'kick'>;
  clock: Clock;
  /** A business's time zone (its window's hours and reminder days are counted in it) and its Reply-To. */
  settingsOf: (business: string) => Pick<BusinessSettings, 'time_zone' | 'reply_to'>;
  /** How often it looks (at most a minute); and at start. */
  checkMs: number;
  budget: MailBudget;
  /** A business or an invoice that could not be checked: the others were. */
  onError?: (e: unknown) => void;
}

/** An invoice whose reminder step is due, and where the reminder goes. */
interface Due {
  invoice: Invoice;
  /** What is still owed on it, in whole cents (remindable-query.ts). */
  owedCents: number;
  to: string;
  step: { send: number; skip: number[] };
}

/**
 * Automatic reminders: for each business with them on, inside its window of the day, every unpaid invoice the mirror
 * knows (never a paid, pro forma or credit one) gets the step that is due, once — oldest due date first, at most the
 * reminders' daily share (mail-budget.ts): a backlog goes over several days. The step's ledger row and its message are
 * written in one transaction under the ledger's unique key: a restart, a SIGKILL or two checks at once can never send
 * a step twice. A check never throws: what fails is reported and the rest goes on.
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
    const now = this.d.clock.now();
    let queued = 0;
    try {
      for (const { business, settings } of this.d.book.enabled()) {
        try {
          queued += this.checkBusiness(business, settings, now);
        } catch (e) {
          this.failed(`Reminders of business ${business} were not checked`, e);
        }
      }
    } catch (e) {
      this.failed('Reminders were not checked', e);
    }
    if (queued > 0) this.d.worker.kick();
    return queued;
  }

  /**
   * The business's reminders that are due but not sent yet (its daily share used up, or outside its window), and
   * the day the last of them goes at the daily share (null: none waits).
   */
  backlog(business: string): ReminderBacklog {
    const settings = this.d.book.settings(business);
    const none = { waiting: 0, through: null, per_day: dailyReminderLimit };
    if (!settings.enabled) return none;
    const now = this.d.clock.now();
    const zone = this.d.settingsOf(business).time_zone;
    const today = dayOf(now, zone);
    const waiting = this.dueOf(business, settings.steps, today, now).length;
    if (waiting === 0) return none;
    const nowS = Math.floor(now.getTime() / 1000);
    const todayLeft = windowOverToday(now.getTime(), settings.window, zone)
      ? 0
      : this.d.budget.remindersLeft(business, nowS);
    const days = Math.ceil(Math.max(0, waiting - todayLeft) / dailyReminderLimit);
    return { waiting, through: addDays(today, days), per_day: dailyReminderLimit };
  }

  private checkBusiness(business: string, settings: ReminderSettings, now: Date): number {
    const { time_zone: zone, reply_to: replyTo } = this.d.settingsOf(business);
    if (!inWindow(now.getTime(), settings.window, zone)) return 0;
    const today = dayOf(now, zone);
    let left = this.d.budget.remindersLeft(business, Math.floor(now.getTime() / 1000));
    let queued = 0;
    for (const due of this.dueOf(business, settings.steps, today, now)) {
      if (left <= 0) break;
      try {
        if (this.queue(business, due, { today, now, replyTo })) {
          queued += 1;
          left -= 1;
        }
      } catch (e) {
        this.failed(`The reminder about invoice ${due.invoice.id} of business ${business} was not queued`, e);
      }
    }
    return queued;
  }

  /** The business's invoices whose step is due and that may have a reminder now, the oldest due date first. */
  private dueOf(business: string, steps: readonly number[], today: string, now: Date): Due[] {
    const nowS = Math.floor(now.getTime() / 1000);
    const due: Due[] = [];
    for (const { invoice, owedCents } of this.d.remindable(business)) {
      try {
        const to = invoice.buyer.email?.trim() ?? '';
        if (!isPlainAddress(to) || invoice.pay_until_date === null) continue;
        const step = dueReminder(
          steps,
          invoice.pay_until_date,
          today,
          this.d.book.recorded(business, invoice.id),
        );
        if (!step) continue;
        const last = this.d.outbox.lastAbout(business, invoice.id);
        if (last !== undefined && nowS - last < quietAfterMessageS) continue;
        due.push({ invoice, owedCents, to, step });
      } catch (e) {
        this.failed(`Invoice ${invoice.id} of business ${business} could not be checked for a reminder`, e);
      }
    }
    const dueDate = (d: Due) => `${d.invoice.pay_until_date} ${d.invoice.id}`;
    return due.sort((a, b) => dueDate(a).localeCompare(dueDate(b)));
  }

  /** Writes the step and its message; false when another check recorded the step first (nothing written). */
  private queue(
    business: string,
    { invoice, owedCents, to, step }: Due,
    o: { today: string; now: Date; replyTo: string | null },
  ): boolean {
    const { book, outbox } = this.d;
    const nowS = Math.floor(o.now.getTime() / 1000);
    try {
      outbox.db.transaction(() => {
        for (const skipped of step.skip) book.record(business, invoice.id, skipped, 'skipped', null, nowS);
        const email = outbox.add(
          compose(invoice, {
            business,
            kind: 'reminder',
            to: [to],
            today: o.today,
            nowS,
            replyTo: o.replyTo,
            owed: amountOfCents(owedCents),
          }),
          o.now.getTime(),
        );
        book.record(business, invoice.id, step.send, 'sent', email.id, nowS);
      })();
      return true;
    } catch (e) {
      if (e instanceof Error && /UNIQUE/.test(e.message)) return false;
      throw e;
    }
  }

  private failed(what: string, e: unknown): void {
    this.d.onError?.(new Error(`${what}: ${e instanceof Error ? e.message : String(e)}`, { cause: e }));
  }
}
