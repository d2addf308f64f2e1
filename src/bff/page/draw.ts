import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RenderFirstScreen } from '../../contract/first-screen';
import type { Clock } from '../../contract/clock';
import type { Locale } from '../../contract/locales';
import { requestFormatLocale } from '../http/request-locale';
import type { PageParts } from './page-html';
import { zoneOf } from './zone';

/** The app's render of the first screen, when the build has one (`vite build --ssr` writes `.server/` beside the app). */
export async function firstScreenRenderer(dir: string): Promise<RenderFirstScreen | undefined> {
  const file = join(dir, '.server', 'server-entry.js');
  if (!existsSync(file)) return undefined;
  return ((await import(pathToFileURL(file).href)) as { renderFirstScreen: RenderFirstScreen })
    .renderFirstScreen;
}

/**
 * A screen's read answered as this BFF answers it to the person asking (their own cookie, so their own access): the
 * render's data waits for no round trip of the browser. A read not answered 200 rejects; the browser then asks for it
 * itself and shows its error as usual.
 */
const readAs =
  (app: FastifyInstance, req: FastifyRequest) =>
  async (path: string): Promise<unknown> => {
    const headers = { cookie: req.headers.cookie ?? '', host: req.headers.host ?? '' };
    const res = await app.inject({ method: 'GET', url: `/api${path}`, headers });
    if (res.statusCode !== 200) throw new Error(`GET /api${path} answered ${res.statusCode}`);
    return res.json();
  };

/**
 * The page's first screen, drawn by the app's render in one context of this request's own: its language, the person's
 * zone (their cookie) and region, the clock's moment, and its reads answered by this BFF. A render that fails, or
 * that cannot draw this page, leaves it to the browser.
 */
export async function drawPage(
  app: FastifyInstance,
  req: FastifyRequest,
  render: RenderFirstScreen,
  locale: Locale,
  clock: Clock,
): Promise<PageParts['rendered']> {
  const zone = zoneOf(req);
  const now = clock.now();
  const formatLocale = requestFormatLocale(req, locale);
  const read = readAs(app, req);
  const screen = await render({ url: req.url, locale, zone, now, formatLocale, read }).catch((error: unknown) => {
    req.log.error({ err: error }, 'first screen render failed: the browser renders it'); // the page still works
    return undefined;
  });
  return screen && { ...screen, zone, now, formatLocale };
}
