import type { ZoneOf } from '../../platform/http/business-day';
import type { Vault } from '../../platform/vault/vault';
import type { Clock } from '../../../contract/clock';
import type { InvoiceLinks } from '../invoice-links';
import type { Mirror } from './mirror';

/**
 * What a read over the mirror answers from (the search, the overview): whose business a request is (the vault), the
 * mirror, the links kept (what credit notes took back) and the business's own day (its clock and time zone).
 */
export interface MirrorReads {
  vault: Vault;
  mirror: Mirror;
  links: InvoiceLinks;
  clock: Clock;
  zoneOf: ZoneOf;
}
