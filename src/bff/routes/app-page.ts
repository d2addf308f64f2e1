import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { languageCookie, locales, pickLocale, type Locale } from '../../contract/locales';

/** The catalogues the app loads before its first paint, whatever the page (src/web/main.tsx). */
const firstScreenNamespaces = ['shell', 'overview'];

type Manifest = Record<string, { file: string } | undefined>;

/** The built files of one language's first-screen catalogues, as Vite's manifest names them. */
export const firstScreenCatalogues = (manifest: Manifest, locale: Locale): string[] =>
  firstScreenNamespaces.flatMap((ns) => manifest[`src/web/i18n/catalogues/${locale}/${ns}.json?lingui`]?.file ?? []);

/**
 * index.html as each language's page: with a `<link rel="modulepreload">` for that language's first-screen
 * catalogues, so the browser fetches the words alongside the app's code rather than once the code has run (one round
 * trip less before the first paint). The language is the one the app will pick: the person's own choice (its
 * cookie), else the first of the browser's languages we speak, else English.
 */
export function appPages(dir: string): (req: FastifyRequest) => string {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const manifestPath = join(dir, '.vite', 'manifest.json');
  const manifest = existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest) : {};
  const pages = new Map(
    locales.map((locale) => {
      const links = firstScreenCatalogues(manifest, locale).map(
        (file) => `<link rel="modulepreload" crossorigin href="/${file}">`,
      );
      return [locale, html.replace('</head>', `${links.join('')}</head>`)];
    }),
  );
  return (req) => pages.get(pickLocale(req.cookies[languageCookie], new Negotiator(req).languages()))!;
}
