import type { Platform } from '../../platform/base';
import { type Room, routesOf } from '../../platform/room';
import type { InvoiceLinks } from '../invoice-links';
import type { Mirror } from '../mirror';
import { overviewRoutes } from './overview-routes';

/** The overview room: the business's figures, from the mirror. */
export function overviewRoom(
  p: Pick<Platform, 'config' | 'vault' | 'zoneOf'>,
  d: { mirror: Mirror; links: InvoiceLinks },
): Room {
  return {
    routes: routesOf(overviewRoutes({ vault: p.vault, ...d, clock: p.config.clock, zoneOf: p.zoneOf })),
  };
}
