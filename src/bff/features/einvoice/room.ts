import type { Invoice } from '../../../contract/invoice';
import type { Platform } from '../../platform/base';
import { type Room, routesOf } from '../../platform/room';
import type { Gateway } from '../../platform/upstream/gateway';
import type { InvoiceLinks } from '../invoice-links';
import type { Mirror } from '../mirror';
import { EInvoiceDetailsStore } from './details-store';
import { EInvoices } from './einvoices';
import { eInvoiceRoutes } from './routes';

/** The e-invoice room: the details kept per seller and buyer (its tables), the files, their routes. */
export function einvoiceRoom(
  p: Pick<Platform, 'desk' | 'vault'>,
  d: {
    mirror: Mirror;
    gateway: Gateway;
    links: InvoiceLinks;
    pdf: (business: string, invoice: Invoice) => Promise<Buffer>;
  },
): Room & { einvoices: EInvoices } {
  const einvoices = new EInvoices({ store: new EInvoiceDetailsStore(p.desk), ...d });
  return {
    einvoices,
    routes: routesOf(eInvoiceRoutes({ vault: p.vault, einvoices })),
  };
}
