import type { Platform } from '../../platform/base';
import { type Room, routesOf } from '../../platform/room';
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
  const once = new CaptureOnce({ intents: new IntentStore(p.desk), gateway: d.gateway, clock: config.clock });
  return {
    routes: routesOf(
      expenseRoutes({ vault, gateway: d.gateway, maxUploadMb: config.maxUploadMb, once }),
      receiptRoutes({ vault, maxUploadMb: config.maxUploadMb, zoneOf: p.zoneOf }),
    ),
  };
}
