import type { FastifyInstance } from 'fastify';
import type { BusinessSettings } from '../../../contract/business-settings';
import { type Clock, dayOf } from '../../../contract/clock';
import { isPlainAddress, type NextReminderAnswer } from '../../../contract/email';
import { reminderRefusal } from '../../../contract/owed';
import {
  nextReminder,
  type ReminderSettingsAnswer,
  reminderSettingsSchema,
} from '../../../contract/reminders';
import { keptSettingRoutes } from '../../platform/http/kept-setting-routes';
import { scope } from '../../platform/http/scope';
import type { OutboxStore } from '../mail';
import type { ReminderBook } from './reminder-book';
import { quietAfterMessageS, type ReminderScheduler } from './reminder-scheduler';
import type { Mirror } from '../mirror';
import type { InvoiceLinks } from '../invoice-links';
import type { Vault } from '../../platform/vault/vault';

export interface ReminderDeps {
  vault: Vault;
  book: ReminderBook;
  scheduler: ReminderScheduler;
  mirror: Pick<Mirror, 'invoice'>;
  links: Pick<InvoiceLinks, 'creditedBack'>;
  outbox: OutboxStore;
  settingsOf: (business: string) => Pick<BusinessSettings, 'time_zone'>;
  clock: Clock;
}

/**
 * GET and PUT /api/b/{business}/reminders: automatic payment reminders, off until the owner turns them on, and how
 * many wait for their daily share or window (`meta`); GET …/invoices/{invoice}/next-reminder: what the scheduler will send that invoice next, by the same rules.
 */
export function reminderRoutes(d: ReminderDeps) {
  return async (app: FastifyInstance) => {
    const answer = (business: string): ReminderSettingsAnswer => ({
      data: d.book.settings(business),
      meta: d.scheduler.backlog(business),
    });
    keptSettingRoutes(app, d.vault, 'reminders', {
      read: answer,
      schema: reminderSettingsSchema,
      save: (business, value) => {
        d.book.save(business, value);
        d.scheduler.check(); // switched on: what is due goes now, not in a minute
        return answer(business);
      },
    });
    app.get(
      '/api/b/:business/invoices/:id/next-reminder',
      { config: { access: 'read' } },
      async (req): Promise<NextReminderAnswer> => {
        const { business, id } = scope(d.vault, req);
        const settings = d.book.settings(business);
        const invoice = d.mirror.invoice(business, id);
        const noAddress = !isPlainAddress(invoice?.buyer.email?.trim() ?? '');
        const meta = { enabled: settings.enabled, no_address: noAddress };
        if (
          !settings.enabled ||
          noAddress ||
          !invoice?.pay_until_date ||
          reminderRefusal(invoice, d.links.creditedBack(business, id))
        )
          return { data: null, meta };
        const zone = d.settingsOf(business).time_zone;
        const now = d.clock.now();
        const last = d.outbox.lastAbout(business, id);
        const next = nextReminder(
          settings.steps,
          invoice.pay_until_date,
          dayOf(now, zone),
          d.book.recorded(business, id),
          last === undefined ? undefined : dayOf(new Date((last + quietAfterMessageS) * 1000), zone),
        );
        return { data: next ?? null, meta };
      },
    );
  };
}
