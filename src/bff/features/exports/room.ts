import type { Platform } from '../../platform/base';
import { type Room, routesOf } from '../../platform/room';
import { exportRoutes } from './export-routes';
import type { PackDeps } from './month-pack';

/** The exports room: the lists as CSV and XLSX, and the month's pack for the accountant. */
export function exportsRoom(
  p: Pick<Platform, 'config' | 'vault' | 'hub' | 'zoneOf'>,
  d: Omit<PackDeps, 'vault' | 'hub' | 'clock' | 'zoneOf'>,
): Room {
  return {
    routes: routesOf(
      exportRoutes({ vault: p.vault, hub: p.hub, clock: p.config.clock, zoneOf: p.zoneOf, ...d }),
    ),
  };
}
