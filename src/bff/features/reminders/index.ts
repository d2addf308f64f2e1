/** The reminders room's door: where a reminder gets decided (reminder-scheduler.ts), its window, ledger and routes. */
export { openReminderBook, remindersRoom } from './room';
export { ReminderBook } from './reminder-book';
export { reminderRetryTime } from './reminder-window';
