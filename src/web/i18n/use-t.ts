import { i18n as appI18n, type I18n } from '@lingui/core';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { Locale } from '../../contract/locales';
import { usePage } from '../first-screen/page-context';
import { pageText } from '../lib/format';
import type { MessageId, MessageValues } from './messages';

export type Translate = (id: MessageId, values?: MessageValues) => string;

// A message with values may format a number or pick a plural (Intl): the page brings those texts (lib/format.ts).
const translator =
  (i18n: I18n): Translate =>
  (id, values) =>
    values
      ? pageText(
          () => `${i18n.locale}|t|${id}|${JSON.stringify(values)}`,
          () => i18n._(id, values),
        )
      : i18n._(id);

/**
 * The active language's words outside a component, for a message made at an event and then kept (a form's error
 * after a failed save is in the language of that moment, as if the form had asked useT then). Never at import time:
 * words read there would not follow the language. In the browser only (the app's instance).
 */
export const translateNow: Translate = translator(appI18n);

/**
 * The active language of the page's Lingui instance (first-screen/page-context.tsx: a fresh one per page the BFF draws,
 * so that two pages drawn at once in two languages never share one); the component re-renders when it changes.
 */
export function useLocale(): Locale {
  const { i18n } = usePage();
  const subscribe = useCallback((onChange: () => void) => i18n.on('change', onChange), [i18n]);
  const current = () => i18n.locale as Locale;
  return useSyncExternalStore(subscribe, current, current);
}

/**
 * The active language's words: `const t = useT(); t('invoices.list.title')`. The component re-renders when the
 * language changes. Ids are literal strings (the catalogue guard finds unused ones by searching the code for them).
 */
export function useT(): Translate {
  useLocale();
  const { i18n } = usePage();
  return useMemo(() => translator(i18n), [i18n]);
}
