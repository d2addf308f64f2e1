import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales, sourceLocale } from '../../contract/locales';
import { namespaces } from './namespaces';

// The catalogue guard: every language has exactly English's ids, every message is valid ICU with English's
// placeholders and its language's plural forms, and every id is used by the app.
const here = import.meta.dirname;
const webRoot = join(here, '..');
const catalogue = (locale: string, ns: string): Record<string, string> =>
  JSON.parse(readFileSync(join(here, 'catalogues', locale, `${ns}.json`), 'utf8'));

/** The `{name}` arguments of a message, plural and select ones included (`#` is not an argument). */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      if (typeof token[0] === 'string') names.add(token[0]);
      const choices = token[2];
      if (choices && typeof choices === 'object') Object.values(choices).forEach(walk);
    }
  };
  const compiled = compileMessageOrThrow(message);
  walk(Array.isArray(compiled) ? compiled : [compiled]);
  return [...names].sort();
}

/** The plural categories a whole count can take in a language (Lithuanian: one, few, other). */
const countCategories = (locale: string) => {
  const rules = new Intl.PluralRules(locale);
  return [...new Set(Array.from({ length: 200 }, (_, n) => rules.select(n)))].sort();
};

function pluralCategoriesOf(message: string): string[][] {
  return [...message.matchAll(/\{\s*\w+\s*,\s*plural\s*,((?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})*)\}/g)].map(
    (m) =>
      [...(m[1] ?? '').matchAll(/(?:^|\})\s*(=?\w+)\s*\{/g)]
        .map((c) => c[1] ?? '')
        .filter((c) => !c.startsWith('=')),
  );
}

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

  it.each(locales.filter((l) => l !== sourceLocale))('in %s have exactly the English ids', (locale) => {
    const words = catalogue(locale, ns);
    expect({
      missing: Object.keys(english).filter((id) => !(id in words)),
      unknown: Object.keys(words).filter((id) => !(id in english)),
    }).toEqual({ missing: [], unknown: [] });
  });

  it.each(locales)(
    'in %s are valid messages with the English placeholders and the language’s plural forms',
    (locale) => {
      const words = catalogue(locale, ns);
      const wrong: string[] = [];
      for (const [id, message] of Object.entries(words)) {
        if (message.trim() === '') wrong.push(`${id}: empty`);
        else if (String(argumentsOf(message)) !== String(argumentsOf(english[id] ?? '')))
          wrong.push(`${id}: placeholders differ from English`);
        for (const categories of pluralCategoriesOf(message)) {
          const lacking = countCategories(locale).filter((c) => !categories.includes(c));
          if (lacking.length > 0) wrong.push(`${id}: plural lacks ${lacking.join(', ')}`);
        }
      }
      expect(wrong).toEqual([]);
    },
  );

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
