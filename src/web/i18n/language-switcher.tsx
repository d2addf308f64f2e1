import { useState } from 'react';
import { useHydrated } from '../first-screen/page-context';
import { chooseLocale } from './load';
import { isLocale, locales } from '../../contract/locales';
import { localeNames } from './locales';
import { useLocale, useT } from './use-t';

/** The header's language choice: each language named in itself; the choice is remembered for the next visit. */
export function LanguageSwitcher() {
  const t = useT();
  const locale = useLocale();
  const [switching, setSwitching] = useState(false);
  // As the server rendered it, the choice does nothing until the app has taken the page over: it says so.
  const ready = useHydrated();
  return (
    <label className="shell-field">
      <span className="sr-only">{t('shell.language.label')}</span>
      <select
        value={locale}
        disabled={switching || !ready}
        onChange={(e) => {
          const next = e.target.value;
          if (!isLocale(next)) return;
          setSwitching(true);
          void chooseLocale(next).finally(() => setSwitching(false));
        }}
        className="shell-select"
      >
        {locales.map((l) => (
          <option key={l} value={l} lang={l}>
            {localeNames[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
