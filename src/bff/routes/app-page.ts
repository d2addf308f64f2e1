import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { languageCookie, locales, pickLocale, type Locale } from '../../contract/locales';
import { overviewReads, pageAnswersId } from '../../contract/overview';

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
export function appPages(dir: string): (req: FastifyRequest, answers?: string) => string {
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
  return (req, answers) => {
    const page = pages.get(pickLocale(req.cookies[languageCookie], new Negotiator(req).languages()))!;
    return answers === undefined ? page : page.replace('</body>', `${answers}</body>`);
  };
}

/**
 * A business's home page brings the answers of the overview's reads (contract/overview.ts), as this BFF gives them to
 * the person asking (their own cookie, so their own access): the first render then waits for no round trip. Only the
 * reads answered 200 go with the page; the app asks for any other itself and shows its error as usual. Every `<` is
 * escaped, so no text in an answer (a buyer's name) can end the script element.
 */
export async function overviewAnswers(app: FastifyInstance, req: FastifyRequest, business: string): Promise<string> {
  const headers = { cookie: req.headers.cookie ?? '', host: req.headers.host ?? '' };
  const reads = await Promise.all(
    overviewReads(business).map(async (path) => {
      const res = await app.inject({ method: 'GET', url: `/api${path}`, headers });
      return res.statusCode === 200 ? `${JSON.stringify(path)}:${res.body}` : undefined;
    }),
  );
  const json = `{${reads.filter((r) => r !== undefined).join(',')}}`.replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${pageAnswersId}">${json}</script>`;
}
