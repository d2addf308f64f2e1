import type { Clock } from '../../../contract/clock';
import type { Platform } from '../../platform/base';
import type { Mirror } from '../mirror';
import { EnteredLinesStore } from './entered-lines-store';
import { InvoiceLinks } from './invoice-links';
import { LinkStore } from './link-store';

/** What the desk keeps about its invoices beside the API: where each came from, and its lines as entered. */
export function openInvoiceLinks(p: Pick<Platform, 'desk'>, mirror: Mirror, clock: Clock) {
  return {
    links: new InvoiceLinks(new LinkStore(p.desk), mirror, clock),
    entered: new EnteredLinesStore(p.desk),
  };
}
