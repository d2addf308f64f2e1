import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/base';
import type { Room } from '../../platform/room';
import type { InvoiceLinks } from '../invoice-links';
import type { Mirror } from '../mirror';
import { overviewRoutes } from './overview-routes';

/** The overview room: the business's figures, from the mirror. */
export function overviewRoom(
  p: Pick<Platform, 'config' | 'vault' | 'zoneOf'>,
  d: { mirror: Mirror; links: InvoiceLinks },
): Room {
  return {
    routes: async (api: FastifyInstance) => {
      await api.register(overviewRoutes({ vault: p.vault, ...d, clock: p.config.clock, zoneOf: p.zoneOf }));
    },
  };
}
