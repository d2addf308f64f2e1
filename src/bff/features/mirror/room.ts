import type { Platform } from '../../platform/base';
import { type Room, routesOf } from '../../platform/room';
import type { Gateway } from '../../platform/upstream/gateway';
import type { InvoiceLinks } from '../invoice-links';
import { Mirror } from './mirror';
import { MirrorFeed } from './mirror-feed';
import { mirrorRoutes } from './mirror-routes';
import { MirrorSync } from './mirror-sync';
import { searchRoutes } from './search-routes';

/** The mirror's database and the feed every answer of the API goes through (the gateway writes to it). */
export function openMirror(p: Pick<Platform, 'config' | 'vault'>) {
  const mirror = Mirror.open(p.config.dataDir, p.config.clock);
  const feed = new MirrorFeed(mirror, (b) => p.vault.credentials(b)?.webhookSecret != null, p.config.mirror);
  return { mirror, feed };
}

/** The mirror's room: its own reads from the API (behind every call a person makes), its state, and the search. */
export function mirrorRoom(
  p: Pick<Platform, 'config' | 'vault' | 'zoneOf'>,
  d: ReturnType<typeof openMirror> & { gateway: Pick<Gateway, 'json'>; links: InvoiceLinks },
): Room & { sync: MirrorSync } {
  const { mirror, feed } = d;
  const sync = new MirrorSync(
    feed,
    (b, path) => d.gateway.json(b, 'GET', path, { priority: 'background', refresh: true, sync: true }),
    p.config.mirror,
  );
  const clock = p.config.clock;
  return {
    sync,
    routes: routesOf(
      mirrorRoutes({ vault: p.vault, mirror, sync }),
      searchRoutes({ vault: p.vault, mirror, links: d.links, clock, zoneOf: p.zoneOf }),
    ),
    start: () => {
      for (const b of p.vault.list()) sync.connected(b.id); // resume, reconcile
    },
    close: async () => {
      await sync.close();
      mirror.close();
    },
  };
}
