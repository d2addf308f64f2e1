import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/base';
import type { Room } from '../../platform/room';
import type { Gateway } from '../../platform/upstream/gateway';
import { CaptureOnce, IntentStore } from '../till';
import { expenseRoutes } from './expense-routes';
import { receiptRoutes } from './receipt-routes';

/** The expenses room: expenses through the API (captures from the till saved once), and reading a receipt. */
export function expensesRoom(
  p: Pick<Platform, 'config' | 'vault' | 'desk' | 'zoneOf'>,
  d: { gateway: Gateway },
): Room {
  const { vault, config } = p;
  return {
    routes: async (api: FastifyInstance) => {
      const once = new CaptureOnce({
        intents: new IntentStore(p.desk),
        gateway: d.gateway,
        clock: config.clock,
      });
      await api.register(expenseRoutes({ vault, gateway: d.gateway, maxUploadMb: config.maxUploadMb, once }));
      await api.register(receiptRoutes({ vault, maxUploadMb: config.maxUploadMb, zoneOf: p.zoneOf }));
    },
  };
}
