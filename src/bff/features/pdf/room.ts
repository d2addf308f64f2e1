import { join } from 'node:path';
import type { Platform } from '../../platform/base';
import { type Room, routesOf } from '../../platform/room';
import type { Gateway } from '../../platform/upstream/gateway';
import type { Mirror } from '../mirror';
import { PdfCache } from './disk-cache';
import { pdfRoutes } from './download-routes';

/** Invoices' PDFs: fetched once from the API, kept on disk (pdf-cache), downloaded. */
export function pdfRoom(
  p: Pick<Platform, 'config' | 'vault'>,
  d: { gateway: Gateway; mirror: Mirror },
): Room & { cache: PdfCache } {
  const cache = new PdfCache(join(p.config.dataDir, 'pdf-cache'), p.config.pdf.cacheMaxFiles);
  return {
    cache,
    routes: routesOf(
      pdfRoutes({ vault: p.vault, gateway: d.gateway, mirror: d.mirror, cache, pdf: p.config.pdf }),
    ),
  };
}
