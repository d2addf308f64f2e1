import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { itIsCompleteBesideEnglish } from '../../../test/catalogue-check';
import { loadWords } from './words';

// The guard of the words the BFF sends (every `words/` folder under src/bff), by the same rule as the dashboard's
// (test/catalogue-check.ts).
const bff = join(import.meta.dirname, '..');
const folders = readdirSync(bff, { recursive: true, encoding: 'utf8' })
  .filter((path) => /(^|[\\/])words[\\/]en\.json$/.test(path))
  .map((path) => join(bff, dirname(path)));
const catalogue = (folder: string, locale: string): Record<string, string> =>
  JSON.parse(readFileSync(join(folder, `${locale}.json`), 'utf8'));

it('finds the BFF’s catalogues', () => {
  expect(folders.map((f) => relative(bff, f)).sort()).toEqual(
    [join('features', 'mail', 'words'), join('features', 'people', 'words')].sort(),
  );
});

describe.each(folders.map((f) => [relative(bff, f), f]))('the %s catalogues', (_, folder) => {
  itIsCompleteBesideEnglish((locale) => catalogue(folder, locale));
});

describe('loadWords', () => {
  const words = loadWords(pathToFileURL(join(bff, 'features', 'mail', 'words') + '/'));
  const facts = { number: 'A-1', seller: 'S', total: '5 €', link: 'L', term: 'none', due: '' };

  it('writes a value as given, backslashes included', () => {
    expect(words('en', 'mail.invoice.subject', { ...facts, seller: 'A\\u0042\\x43' })).toBe(
      'Invoice A-1 from A\\u0042\\x43',
    );
  });

  it('counts in the language’s own plural forms', () => {
    const late = (locale: 'en' | 'de', days: number) =>
      words(locale, 'mail.reminder.body', { ...facts, when: 'late', days });
    expect(late('en', 1)).toContain('was due 1 day ago');
    expect(late('en', 2)).toContain('was due 2 days ago');
    expect(late('de', 21)).toContain('(seit 21 Tagen fällig)');
  });

  it('refuses an id its catalogue lacks', () => {
    expect(() => words('lt', 'mail.nothing', {})).toThrow(/No lt message mail\.nothing/);
  });
});
