import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { languageCookie, locales, pickLocale, timeZoneCookie, type Locale } from '../../contract/locales';
import {
  overviewReads,
  pageAnswersId,
  pageFormatsId,
  type FirstScreen,
  type RenderFirstScreen,
} from '../../contract/overview';

/** The catalogues the app loads before its first paint, whatever the page (src/web/start.tsx). */
const firstScreenNamespaces = ['shell', 'overview'];

type Manifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[] } | undefined>;

/**
 * The built files of the first screen's code, the entry's first: the entry, what it imports, and what it loads as it
 * starts (src/web/main.tsx: React, then start.tsx), with all that those import. The lazy screens are not among them.
 */
export function firstScreenCode(manifest: Manifest): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit('index.html');
  manifest['index.html']?.dynamicImports?.forEach(visit);
  return [...files];
}

/** The built files of one language's first-screen catalogues, as Vite's manifest names them. */
export const firstScreenCatalogues = (manifest: Manifest, locale: Locale): string[] =>
  firstScreenNamespaces.flatMap(
    (ns) => manifest[`src/web/i18n/catalogues/${locale}/${ns}.json?lingui`]?.file ?? [],
  );

/** What goes into one page beyond its language: the answers it carries and the first screen rendered from them. */
export interface PageParts {
  answers?: Record<string, unknown>;
  /**
   * What was rendered, in which zone, at which moment (the clock's: the zone's UTC offset is the one then), with dates
   * and numbers in which locale (the browser takes the page over in the same).
   */
  rendered?: FirstScreen & { zone: string; now: Date; formatLocale: string };
}

const escapeText = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
/** JSON in a script element: every `<` escaped, so no text in it (a buyer's name) can end the element. */
const jsonScript = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${JSON.stringify(value).replaceAll('<', '\\u003c')}</script>`;

/**
 * index.html as each language's page: `<html lang>` set, and a `<link rel="modulepreload">` for the first screen's
 * code and that language's first-screen catalogues, so the browser fetches them all alongside the entry rather than
 * once the entry has run (round trips less before the first screen). The language is the one the app will pick: the
 * person's own choice (its cookie), else the first of the browser's languages we speak, else English.
 */
export function appPages(dir: string) {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const manifestPath = join(dir, '.vite', 'manifest.json');
  const manifest = existsSync(manifestPath)
    ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest)
    : {};
  // Not the entry itself (the page's module script), nor what Vite already preloads in index.html (its imports).
  const code = firstScreenCode(manifest).filter((file) => !html.includes(`"/${file}"`));
  const pages = new Map(
    locales.map((locale) => {
      const links = [...code, ...firstScreenCatalogues(manifest, locale)].map(
        (file) => `<link rel="modulepreload" crossorigin href="/${file}">`,
      );
      const page = html
        .replace(/<html lang="[^"]*">/, `<html lang="${locale}">`)
        .replace('</head>', `${links.join('')}</head>`);
      return [locale, { page, rendered: startAfterPaint(page) }];
    }),
  );
  return {
    localeOf: (req: FastifyRequest): Locale =>
      pickLocale(req.cookies[languageCookie], new Negotiator(req).languages()),
    /**
     * The page, with what the BFF rendered of the first screen inside `#root` (its language, formats' locale, zone and
     * the zone's UTC offset beside it, for the app to take it over in the same ones, and the render's formats) and the
     * answers.
     */
    page(locale: Locale, { answers, rendered }: PageParts): string {
      let page = pages.get(locale)![rendered ? 'rendered' : 'page'];
      let data = answers === undefined ? '' : jsonScript(pageAnswersId, answers);
      if (rendered) {
        const offset = zoneOffsetMinutes(rendered.zone, rendered.now);
        page = page
          .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(rendered.title)}</title>`)
          .replace(
            '<div id="root"></div>',
            `<div id="root" data-locale="${locale}" data-format-locale="${escapeText(rendered.formatLocale)}" data-zone="${escapeText(rendered.zone)}" data-zone-offset="${offset}">${rendered.html}</div>`,
          );
        data += jsonScript(pageFormatsId, rendered.formats);
      }
      return page.replace('</body>', `${data}</body>`);
    },
  };
}

/**
 * A page with the first screen rendered in it starts the app's code only once it has painted
 * (public/start-after-paint.js): the code's script and preloads move into that starter's data.
 */
function startAfterPaint(page: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(page);
  if (!entry) return page;
  const preloads: string[] = [];
  const rest = page
    .replace(entry[0], '')
    .replace(
      /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g,
      (_, href: string) => (preloads.push(href), ''),
    );
  const starter = `<script defer src="/start-after-paint.js" data-entry="${entry[1]}" data-preload="${preloads.join(' ')}"></script>`;
  return rest.replace('</head>', `${starter}</head>`);
}

/**
 * A business's home page brings the answers of the overview's reads (contract/overview.ts), as this BFF gives them to
 * the person asking (their own cookie, so their own access): the first render then waits for no round trip. Only the
 * reads answered 200 go with the page; the app asks for any other itself and shows its error as usual.
 */
export async function overviewAnswers(
  app: FastifyInstance,
  req: FastifyRequest,
  business: string,
): Promise<Record<string, unknown>> {
  const headers = { cookie: req.headers.cookie ?? '', host: req.headers.host ?? '' };
  const reads = await Promise.all(
    overviewReads(business).map(async (path) => {
      const res = await app.inject({ method: 'GET', url: `/api${path}`, headers });
      return res.statusCode === 200 ? [[path, res.json() as unknown] as const] : [];
    }),
  );
  return Object.fromEntries(reads.flat());
}

/** The app's render of the first screen, when the build has one (`vite build --ssr` writes `.server/` beside the app). */
export async function firstScreenRenderer(dir: string): Promise<RenderFirstScreen | undefined> {
  const file = join(dir, '.server', 'server-entry.js');
  if (!existsSync(file)) return undefined;
  return ((await import(pathToFileURL(file).href)) as { renderFirstScreen: RenderFirstScreen })
    .renderFirstScreen;
}

const serverZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The person's time zone as the app told it (its cookie), if it is one Intl knows; else this server's. */
export function zoneOf(req: FastifyRequest): string {
  const told = req.cookies[timeZoneCookie];
  if (told === undefined || !/^[A-Za-z0-9_+\-/]{1,64}$/.test(told)) return serverZone;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: told }).resolvedOptions().timeZone;
  } catch {
    return serverZone;
  }
}

/** Minutes east of UTC that `zone`'s clocks show at `at` (the browser compares its own: Date#getTimezoneOffset). */
export function zoneOffsetMinutes(zone: string, at: Date): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    })
      .formatToParts(at)
      .map((p) => [p.type, Number(p.value)]),
  );
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!);
  return Math.round((wall - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}
