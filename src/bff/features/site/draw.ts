import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RenderFirstScreen } from '../../../contract/first-screen';
import type { Clock } from '../../../contract/clock';
import type { Locale } from '../../../contract/locales';
import { businessInPath } from '../../../contract/app-paths';
import { requestFormatLocale } from '../../platform/http/request-locale';
import { withoutUpstream } from '../../platform/upstream/no-upstream';
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
 * Whether a drawn page may read `path`: the businesses and the session, and what lies under the page's own business
 * (`/b/{business}/…`, as the page's path writes it). A path that normalises to another (`..`, `//`) is not read.
 */
function mayRead(pagePath: string, path: string): boolean {
  const business = businessInPath(pagePath);
  const plain = path.split('?')[0] ?? '';
  if (!path.startsWith('/') || new URL(plain, 'http://page.invalid').pathname !== plain) return false;
  return (
    plain === '/businesses' ||
    plain === '/session' ||
    (business !== undefined && plain.startsWith(`/b/${business}/`))
  );
}

/**
 * A screen's read answered as this BFF answers it to the person asking (their own cookie, so their own access, and the
 * same routes and guards), from what it holds: never by a call of the API (platform/upstream/no-upstream.ts), so drawing a page
 * costs none of the API's budget. A read not answered 200 — one only the API could answer, or one of a path the page
 * may not read — rejects; the browser then asks for it itself and shows it as usual.
 */
const readAs =
  (app: FastifyInstance, req: FastifyRequest) =>
  async (path: string): Promise<unknown> => {
    const pagePath = req.url.split('?')[0] ?? '';
    if (!mayRead(pagePath, path)) throw new Error(`GET /api${path} is not this page's to read`);
    const headers = { cookie: req.headers.cookie ?? '', host: req.headers.host ?? '' };
    const res = await withoutUpstream(() => app.inject({ method: 'GET', url: `/api${path}`, headers }));
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
  const screen = await render({ url: req.url, locale, zone, now, formatLocale, read }).catch(
    (error: unknown) => {
      req.log.error({ err: error }, 'first screen render failed: the browser renders it'); // the page still works
      return undefined;
    },
  );
  return screen && { ...screen, zone, now, formatLocale };
}
