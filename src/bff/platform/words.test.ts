import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { locales, sourceLocale } from '../../contract/locales';
import { loadWords } from './words';

// The guard of the words the BFF sends (every `words/` folder under src/bff), as catalogues.test.ts guards the
// dashboard's: every language has exactly English's ids, and every message is valid ICU with English's placeholders
// and select branches and its own language's plural forms. A gap would send a person a message with a hole in it.
const bff = join(import.meta.dirname, '..');
const folders = readdirSync(bff, { recursive: true, encoding: 'utf8' })
  .filter((path) => /(^|[\\/])words[\\/]en\.json$/.test(path))
  .map((path) => join(bff, dirname(path)));
const catalogue = (folder: string, locale: string): Record<string, string> =>
  JSON.parse(readFileSync(join(folder, `${locale}.json`), 'utf8'));

/** A message's arguments, each with its select branches (`role:accountant,owner,other,staff`), in order. */
function shapeOf(message: string): string[] {
  const shape = new Set<string>();
  const walk = (tokens: CompiledMessage | string): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      const [name, type, choices] = token;
      if (!choices || typeof choices !== 'object') {
        shape.add(name);
        continue;
      }
      const branches = Object.keys(choices).filter((k) => k !== 'offset');
      shape.add(type === 'select' ? `${name}:${branches.sort().join(',')}` : name);
      branches.forEach((k) => walk((choices as Record<string, CompiledMessage>)[k] ?? []));
    }
  };
  walk(compileMessageOrThrow(message));
  return [...shape].sort();
}

/** The plural categories a whole count can take in a language (Lithuanian: one, few, other). */
const countCategories = (locale: string) => {
  const rules = new Intl.PluralRules(locale);
  return [...new Set(Array.from({ length: 200 }, (_, n) => rules.select(n)))].sort();
};

/** Each plural's categories in a message (exact matches such as `=0` aside). */
function pluralCategoriesOf(message: CompiledMessage | string): string[][] {
  if (!Array.isArray(message)) return [];
  return message.flatMap((token) => {
    if (!Array.isArray(token) || !token[2] || typeof token[2] !== 'object') return [];
    const choices = token[2] as Record<string, CompiledMessage>;
    const keys = Object.keys(choices).filter((k) => k !== 'offset');
    const inner = keys.flatMap((k) => pluralCategoriesOf(choices[k] ?? []));
    return token[1] === 'plural' ? [keys.filter((k) => !k.startsWith('=')), ...inner] : inner;
  });
}

it('finds the BFF’s catalogues', () => {
  expect(folders.map((f) => relative(bff, f)).sort()).toEqual(
    [join('features', 'mail', 'words'), join('features', 'people', 'words')].sort(),
  );
});

describe.each(folders.map((f) => [relative(bff, f), f]))('the %s catalogues', (_, folder) => {
  const english = catalogue(folder, sourceLocale);

  it.each(locales.filter((l) => l !== sourceLocale))('in %s have exactly the English ids', (locale) => {
    const words = catalogue(folder, locale);
    expect({
      missing: Object.keys(english).filter((id) => !(id in words)),
      unknown: Object.keys(words).filter((id) => !(id in english)),
    }).toEqual({ missing: [], unknown: [] });
  });

  it.each(locales)(
    'in %s are valid messages with the English placeholders and the language’s plural forms',
    (locale) => {
      const wrong: string[] = [];
      for (const [id, message] of Object.entries(catalogue(folder, locale))) {
        if (message.trim() === '') wrong.push(`${id}: empty`);
        else if (String(shapeOf(message)) !== String(shapeOf(english[id] ?? '')))
          wrong.push(`${id}: placeholders differ from English`);
        for (const categories of pluralCategoriesOf(compileMessageOrThrow(message))) {
          const lacking = countCategories(locale).filter((c) => !categories.includes(c));
          if (lacking.length > 0) wrong.push(`${id}: plural lacks ${lacking.join(', ')}`);
        }
      }
      expect(wrong).toEqual([]);
    },
  );
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
