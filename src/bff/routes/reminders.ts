import type { FastifyInstance } from 'fastify';
import { toFieldErrors } from '../../contract/common';
import { reminderSettingsSchema } from '../../contract/reminders';
import { validationError } from '../errors';
import { scope } from '../http/scope';
import type { ReminderBook } from '../mail/reminder-book';
import type { ReminderScheduler } from '../mail/reminder-scheduler';
import type { Vault } from '../vault/vault';

/** GET and PUT /api/b/{business}/reminders: automatic payment reminders, off until the owner turns them on. */
export function reminderRoutes(d: { vault: Vault; book: ReminderBook; scheduler: ReminderScheduler }) {
  return async (app: FastifyInstance) => {
    app.get('/api/b/:business/reminders', async (req) => {
      const { business } = scope(d.vault, req);
      return { data: d.book.settings(business) };
    });
    app.put('/api/b/:business/reminders', async (req) => {
      const { business } = scope(d.vault, req);
      const parsed = reminderSettingsSchema.safeParse(req.body ?? {});
      if (!parsed.success) throw validationError(toFieldErrors(parsed.error.issues));
      d.book.save(business, parsed.data);
      d.scheduler.check(); // switched on: what is due goes now, not in a minute
      return { data: parsed.data };
    });
  };
}
