import type { Platform } from '../../platform/base';
import { type Room, routesOf } from '../../platform/room';
import type { Gateway } from '../../platform/upstream/gateway';
import type { MailWorker, OutboxStore } from '../mail';
import { RecurringIssuer } from './issuer';
import { recurringRoutes } from './recurring-routes';
import { ScheduleStore } from './schedule-store';

/** The recurring room: schedules and their occurrence keys (its tables), the issuer, the /recurring routes. */
export function recurringRoom(
  p: Platform,
  d: { gateway: Gateway; outbox: OutboxStore; mailer: MailWorker },
): Room {
  const clock = p.config.clock;
  const store = new ScheduleStore(p.desk);
  const issuer = new RecurringIssuer({
    store,
    outbox: d.outbox,
    worker: d.mailer,
    gateway: d.gateway,
    clock,
    settingsOf: p.settingsOf,
    checkMs: p.config.recurring.checkMs,
    onError: p.onError,
  });
  return {
    routes: routesOf(
      recurringRoutes({ vault: p.vault, gateway: d.gateway, store, issuer, clock, settingsOf: p.settingsOf }),
    ),
    start: () => issuer.start(), // intents of the last process looked up, then what fell due (≤ 7 days)
    close: () => issuer.close(),
  };
}
