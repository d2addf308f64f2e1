import type { Platform } from '../../platform/base';
import { type Room, routesOf } from '../../platform/room';
import type { InvoiceLinks } from '../invoice-links';
import type { MailBudget, MailWorker, OutboxStore } from '../mail';
import type { Mirror } from '../mirror';
import { remindableOf } from './remindable-query';
import { ReminderBook } from './reminder-book';
import { reminderRoutes } from './reminder-routes';
import { ReminderScheduler } from './reminder-scheduler';

/** The reminders' settings and ledger (their tables): opened before the mail room, whose budget and window read it. */
export const openReminderBook = (p: Pick<Platform, 'desk'>) => new ReminderBook(p.desk);

/** The reminders room: the scheduler that decides what reminder goes when, and the /reminders routes. */
export function remindersRoom(
  p: Platform,
  d: {
    book: ReminderBook;
    outbox: OutboxStore;
    mailer: MailWorker;
    budget: MailBudget;
    mirror: Mirror;
    links: InvoiceLinks;
  },
): Room & { scheduler: ReminderScheduler } {
  const clock = p.config.clock;
  const scheduler = new ReminderScheduler({
    book: d.book,
    outbox: d.outbox,
    remindable: (business) => remindableOf(d.mirror, business, d.links.kept(business)),
    worker: d.mailer,
    clock,
    settingsOf: p.settingsOf,
    checkMs: p.config.mail.reminderCheckMs,
    budget: d.budget,
    onError: p.onError,
  });
  return {
    scheduler,
    routes: routesOf(
      reminderRoutes({
        vault: p.vault,
        book: d.book,
        scheduler,
        mirror: d.mirror,
        links: d.links,
        outbox: d.outbox,
        settingsOf: p.settingsOf,
        clock,
      }),
    ),
    start: () => scheduler.start(), // reminders that fell due while the desk was off go now, once
    close: () => scheduler.close(),
  };
}
