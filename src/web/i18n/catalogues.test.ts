import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { itIsCompleteBesideEnglish } from '../../../test/catalogue-check';
import { locales, sourceLocale } from '../../contract/locales';
import { namespaces } from './namespaces';

// The catalogue guard: complete beside English by the rule the BFF's words share (test/catalogue-check.ts), never
// "API" to the owner, and every id used by the app.
const here = import.meta.dirname;
const webRoot = join(here, '..');
const catalogue = (locale: string, ns: string): Record<string, string> =>
  JSON.parse(readFileSync(join(here, 'catalogues', locale, `${ns}.json`), 'utf8'));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

describe.each(namespaces)('the %s catalogues', (ns) => {
  const english = catalogue(sourceLocale, ns);

  it('name every id after the namespace', () => {
    expect(Object.keys(english).filter((id) => !id.startsWith(`${ns}.`))).toEqual([]);
  });

  itIsCompleteBesideEnglish((locale) => catalogue(locale, ns));

  // An owner knows the invoicing app, not its API. The token is the one exception: the vendor's app names it so, under
  // Settings → Integrations → API, and the owner must recognise it there to copy it.
  it.each(locales)(
    'in %s never say "API" to the owner, but to name the token as the vendor’s app does',
    (locale) => {
      const saysApi = Object.entries(catalogue(locale, ns)).filter(([, text]) => /\bAPI\b/i.test(text));
      const tokenWords = [
        'business.connect.token',
        'business.connect.tokenHint',
        'business.connect.tokenMissing',
      ];
      expect(saysApi.map(([id]) => id).filter((id) => !tokenWords.includes(id))).toEqual([]);
    },
  );
});

it('every id is used by the app (written out literally, so this search finds it)', () => {
  const code = sourceFiles(webRoot)
    .filter((f) => !f.includes(`${join('i18n', 'catalogues')}`))
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');
  const unused = namespaces
    .flatMap((ns) => Object.keys(catalogue(sourceLocale, ns)))
    .filter((id) => !code.includes(`'${id}'`));
  expect(unused).toEqual([]);
});
