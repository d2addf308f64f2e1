import type { OutboxStore } from './outbox-store';
import type { ReminderBook } from '../reminders';

/** Protects the owner's mail reputation: at most this many of the owner's own messages a business in 24 hours. */
export const dailyMailLimit = 200;
/** Automatic reminders' own, smaller share: a backlog goes out this many a day, oldest due first. */
export const dailyReminderLimit = 50;
const dayS = 24 * 3600;

/**
 * What a business may still send in the 24 hours up to `nowS`. The owner's own messages (sent by hand, a recurring
 * invoice's e-mail) count against `dailyMailLimit` without the automatic reminders, so reminders never make the
 * owner's Send answer 429. Reminders take at most `dailyReminderLimit`, and never more than the messages of the day
 * leave of `dailyMailLimit`: an owner who sends much that day gets fewer reminders sent, never the other way round.
 */
export class MailBudget {
  constructor(
    private readonly outbox: Pick<OutboxStore, 'countSince'>,
    private readonly book: Pick<ReminderBook, 'sentSince'>,
  ) {}

  ownerLeft(business: string, nowS: number): number {
    const since = nowS - dayS;
    return dailyMailLimit - (this.outbox.countSince(business, since) - this.book.sentSince(business, since));
  }

  remindersLeft(business: string, nowS: number): number {
    const since = nowS - dayS;
    const reminders = dailyReminderLimit - this.book.sentSince(business, since);
    return Math.max(0, Math.min(reminders, dailyMailLimit - this.outbox.countSince(business, since)));
  }
}
