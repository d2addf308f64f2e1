import type { FastifyRequest } from 'fastify';
import type { StreamGate } from '../../platform/sse-hub';
import type { Platform } from '../../platform/base';
import { type Room, routesOf } from '../../platform/room';
import type { Gateway } from '../../platform/upstream/gateway';
import type { MirrorSync } from '../mirror';
import { businessDataRoutes } from './business-data-routes';
import { businessRoutes, connectBusiness } from './business-routes';
import { eventRoutes } from './event-routes';
import { settingsRoutes } from './settings-routes';

/** The businesses room: connecting a business by its token, its data and settings, and its live event stream. */
export function businessesRoom(
  p: Pick<Platform, 'vault' | 'hub' | 'settingsOf'>,
  d: { gateway: Gateway; sync: MirrorSync; streamGate: (req: FastifyRequest) => StreamGate },
): Room & { connect(token: string, webhookSecret: string | undefined): Promise<void> } {
  const deps = { vault: p.vault, gateway: d.gateway, hub: p.hub, sync: d.sync };
  return {
    connect: async (token, webhookSecret) => {
      await connectBusiness(deps, token, webhookSecret);
    },
    routes: routesOf(
      businessRoutes(deps),
      businessDataRoutes({ vault: p.vault, gateway: d.gateway }),
      settingsRoutes({ vault: p.vault, settingsOf: p.settingsOf }),
      eventRoutes(p.hub, d.streamGate),
    ),
  };
}
