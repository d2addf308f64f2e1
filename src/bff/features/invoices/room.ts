import type { Platform } from '../../platform/base';
import { type Room, routesOf } from '../../platform/room';
import type { Gateway } from '../../platform/upstream/gateway';
import type { EnteredLinesStore, InvoiceLinks } from '../invoice-links';
import type { Mirror } from '../mirror';
import { invoiceDefaultsRoutes } from './invoice-defaults-routes';
import { invoiceRoutes } from './invoice-routes';
import { memoryRoutes } from './memory-routes';

/** The invoices room: writing invoices through the API, the new invoice's defaults, and what the form remembers. */
export function invoicesRoom(
  p: Pick<Platform, 'vault'>,
  d: { gateway: Gateway; links: InvoiceLinks; entered: EnteredLinesStore; mirror: Mirror },
): Room {
  return {
    routes: routesOf(
      invoiceRoutes({ vault: p.vault, ...d }),
      memoryRoutes({ vault: p.vault, mirror: d.mirror }),
      invoiceDefaultsRoutes({ vault: p.vault, mirror: d.mirror }),
    ),
  };
}
