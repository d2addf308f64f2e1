import type { Platform } from '../../platform/base';
import { type Room, routesOf } from '../../platform/room';
import type { InvoiceLinks } from '../invoice-links';
import type { OutboxStore } from '../mail';
import type { Mirror } from '../mirror';
import { buyerReportRoutes } from './buyer-report-routes';
import { vatReportRoutes } from './vat-report-routes';

/** The books room: buyers' accounts and statements, and the VAT report. */
export function booksRoom(
  p: Pick<Platform, 'config' | 'vault' | 'zoneOf'>,
  d: { mirror: Mirror; links: InvoiceLinks; outbox: OutboxStore },
): Room {
  const clock = p.config.clock;
  return {
    routes: routesOf(
      buyerReportRoutes({ vault: p.vault, ...d, clock, zoneOf: p.zoneOf }),
      vatReportRoutes({ vault: p.vault, mirror: d.mirror, clock, zoneOf: p.zoneOf }),
    ),
  };
}
