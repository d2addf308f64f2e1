import { readFileSync } from 'node:fs';
import { setupI18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { locales, type Locale } from '../../contract/locales';

export type Words = (locale: Locale, id: string, values: Record<string, string | number>) => string;

/**
 * The words a room sends to people: `folder` holds one catalogue per language (`en.json` …) of ICU messages, as the
 * dashboard's. The dashboard's catalogues are compiled at build time; the BFF runs its sources, so these are compiled
 * at run time. Each language has a Lingui instance of its own, activated once: never the web's global one, and
 * nothing switches languages between one message and the next.
 */
export function loadWords(folder: URL): Words {
  const instances = Object.fromEntries(
    locales.map((locale) => {
      const messages = JSON.parse(readFileSync(new URL(`${locale}.json`, folder), 'utf8')) as Messages;
      const i18n = setupI18n({
        locale,
        messages: { [locale]: messages },
        missing: (_, id) => {
          throw new Error(`No ${locale} message ${id} in ${folder.pathname}`);
        },
      });
      return [locale, i18n.setMessagesCompiler(compileMessage)];
    }),
  ) as Record<Locale, ReturnType<typeof setupI18n>>;
  // Lingui decodes `\uXXXX` and `\xXX` in what it writes; a backslash in a value (a seller's name) is written as an
  // escape of itself, so the name arrives as typed.
  const literal = (value: string | number) =>
    typeof value === 'string' ? value.replaceAll('\\', '\\u005C') : value;
  return (locale, id, values) =>
    instances[locale]._(
      id,
      Object.fromEntries(Object.entries(values).map(([name, value]) => [name, literal(value)])),
    );
}
