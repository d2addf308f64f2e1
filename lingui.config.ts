import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-json';
import { namespaces } from './src/web/i18n/namespaces';

/**
 * The dashboard's message catalogues: one JSON file per language and namespace, compiled to Lingui's runtime form by
 * @lingui/vite-plugin when the app imports one (`…/lt/shell.json?lingui`). Ids are explicit (`invoices.list.title`);
 * English is the source. A namespace is loaded with the screens that use it, so the first screen carries only its own.
 */

export default defineConfig({
  sourceLocale: 'en',
  locales: ['lt', 'en', 'de', 'fr', 'es'],
  fallbackLocales: { default: 'en' },
  catalogs: namespaces.map((ns) => ({
    path: `<rootDir>/src/web/i18n/catalogues/{locale}/${ns}`,
    include: ['<rootDir>/src/web'],
  })),
  format: formatter({ style: 'minimal' }),
});
