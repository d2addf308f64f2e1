import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { expect, it } from 'vitest';
import { locales, sourceLocale, type Locale } from '../src/contract/locales';

/**
 * What makes a language's catalogue complete beside English's, for the dashboard's words (src/web/i18n) and the
 * BFF's (every `words/` folder): exactly English's ids, and every message valid ICU with English's placeholders and
 * select branches and its own language's plural forms. A gap would show or send a person a message with a hole in it.
 */
/**
 * The two checks of one set of catalogues (a language each), as tests of the calling `describe`: every other language
 * has exactly English's ids, and every language's messages are valid with English's shape and their plural forms.
 */
export function itIsCompleteBesideEnglish(catalogue: (locale: Locale) => Record<string, string>) {
  const english = catalogue(sourceLocale);
  it.each(locales.filter((l) => l !== sourceLocale))('in %s have exactly the English ids', (locale) => {
    expect(idProblems(english, catalogue(locale))).toEqual({ missing: [], unknown: [] });
  });
  it.each(locales)(
    'in %s are valid messages with the English placeholders and the language’s plural forms',
    (locale) => {
      expect(messageProblems(locale, catalogue(locale), english)).toEqual([]);
    },
  );
}

function idProblems(english: Record<string, string>, words: Record<string, string>) {
  return {
    missing: Object.keys(english).filter((id) => !(id in words)),
    unknown: Object.keys(words).filter((id) => !(id in english)),
  };
}

/** Each message of `words` (in `locale`) that is empty, differs from English's shape, or lacks a plural form. */
function messageProblems(
  locale: string,
  words: Record<string, string>,
  english: Record<string, string>,
): string[] {
  const wrong: string[] = [];
  for (const [id, message] of Object.entries(words)) {
    if (message.trim() === '') {
      wrong.push(`${id}: empty`);
      continue;
    }
    if (String(shapeOf(message)) !== String(shapeOf(english[id] ?? '')))
      wrong.push(`${id}: placeholders differ from English`);
    for (const categories of pluralCategoriesOf(compileMessageOrThrow(message))) {
      const lacking = countCategories(locale).filter((c) => !categories.includes(c));
      if (lacking.length > 0) wrong.push(`${id}: plural lacks ${lacking.join(', ')}`);
    }
  }
  return wrong;
}

/** A message's arguments, each select one with its branches (`role:accountant,owner,other,staff`), sorted. */
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

/** Each plural's categories in a message (exact matches such as `=0` aside), nested ones included. */
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
