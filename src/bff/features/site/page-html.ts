import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { pageDataId, type FirstScreen } from '../../../contract/first-screen';
import { languageCookie, locales, pickLocale, type Locale } from '../../../contract/locales';
import { zoneOffsetMinutes } from './zone';

/** The catalogues the app loads before its first paint, whatever the page (src/web/first-screen/start.tsx). */
const firstScreenNamespaces = ['shell', 'overview'];

type Manifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[] } | undefined>;

/**
 * The built files of the first screen's code, the entry's first: the entry, what it imports, and what it loads as it
 * starts (src/web/main.tsx: React, then first-screen/start.tsx), with all that those import. The lazy screens are not among them.
 */
export function firstScreenCode(manifest: Manifest): string[] {
  return chunkFiles(manifest, ['index.html', ...(manifest['index.html']?.dynamicImports ?? [])]);
}

/**
 * What a page the BFF drew needs beyond that to be taken over: the chunk that takes in what the page carries
 * (src/web/first-screen/page-data.ts), loaded only by such a page, after its paint, so other pages never weigh it.
 */
export const drawnPageCode = (manifest: Manifest): string[] =>
  chunkFiles(manifest, ['src/web/first-screen/page-data.ts']).filter(
    (file) => !firstScreenCode(manifest).includes(file),
  );

/** These chunks' files and those of all they import, each once, in order. */
function chunkFiles(manifest: Manifest, keys: string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return [...files];
}

/** The manifest's name for one language's catalogue of a namespace. */
const catalogueKey = (locale: Locale, ns: string) => `src/web/i18n/catalogues/${locale}/${ns}.json?lingui`;

/** The built files of one language's first-screen catalogues, as Vite's manifest names them. */
export const firstScreenCatalogues = (manifest: Manifest, locale: Locale): string[] =>
  firstScreenNamespaces.flatMap((ns) => manifest[catalogueKey(locale, ns)]?.file ?? []);

/**
 * What the take-over of a drawn screen loads beyond the page's own preloads: the screen's chunk with what it imports,
 * and its words in the page's language (the render names them: FirstScreen's `screen`).
 */
function screenCode(
  manifest: Manifest,
  locale: Locale,
  screen: FirstScreen['screen'],
  preloaded: readonly string[],
): string[] {
  if (!screen) return [];
  return chunkFiles(manifest, [screen.module, ...screen.words.map((ns) => catalogueKey(locale, ns))]).filter(
    (file) => !preloaded.includes(file),
  );
}

/** What goes into one page beyond its language: the first screen drawn in it (draw.ts), with what its take-over needs. */
export interface PageParts {
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
  const preloads = (files: string[]) =>
    files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
  const pages = new Map(
    locales.map((locale) => {
      const page = html
        .replace(/<html lang="[^"]*">/, `<html lang="${locale}">`)
        .replace('</head>', `${preloads([...code, ...firstScreenCatalogues(manifest, locale)])}</head>`);
      const drawn = page.replace('</head>', `${preloads(drawnPageCode(manifest))}</head>`);
      const preloaded = [
        ...firstScreenCode(manifest),
        ...firstScreenCatalogues(manifest, locale),
        ...drawnPageCode(manifest),
      ];
      return [locale, { page, rendered: startAfterPaint(drawn), preloaded }];
    }),
  );
  return {
    localeOf: (req: FastifyRequest): Locale =>
      pickLocale(req.cookies[languageCookie], new Negotiator(req).languages()),
    /**
     * The page, with what the BFF rendered of the first screen inside `#root` (its language, formats' locale, zone and
     * the zone's UTC offset beside it, for the app to take it over in the same ones) and the render's query cache and
     * formats.
     */
    page(locale: Locale, { rendered }: PageParts): string {
      const parts = pages.get(locale)!;
      let page = parts[rendered ? 'rendered' : 'page'];
      let data = '';
      if (rendered) {
        const offset = zoneOffsetMinutes(rendered.zone, rendered.now);
        // The screen's own code and words join the preloads the starter asks for once the page has painted.
        const screen = screenCode(manifest, locale, rendered.screen, parts.preloaded).map(
          (file) => ` /${file}`,
        );
        page = page
          .replace(
            / data-preload="([^"]*)"/,
            (_, files: string) => ` data-preload="${files}${screen.join('')}"`,
          )
          .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(rendered.title)}</title>`)
          .replace(
            '<div id="root"></div>',
            `<div id="root" data-locale="${locale}" data-format-locale="${escapeText(rendered.formatLocale)}" data-zone="${escapeText(rendered.zone)}" data-zone-offset="${offset}">${rendered.html}</div>`,
          );
        data = jsonScript(pageDataId, { state: rendered.state, formats: rendered.formats });
      }
      return page.replace('</body>', `${data}</body>`);
    },
  };
}

/**
 * A page with the first screen rendered in it starts the app's code only once it has painted
 * (public/start-after-paint.js): the code's script and preloads move into that starter's data. Until the app has
 * taken the page over, its drop zones hold a file dropped on them (public/hold-drops.js).
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
  const starter = `<script defer src="/start-after-paint.js" data-entry="${entry[1]}" data-preload="${preloads.join(' ')}"></script><script defer src="/hold-drops.js"></script>`;
  return rest.replace('</head>', `${starter}</head>`);
}
