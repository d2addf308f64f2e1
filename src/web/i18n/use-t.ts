import { i18n } from '@lingui/core';
import { useSyncExternalStore } from 'react';
import type { Locale } from '../../contract/locales';
import { pageText } from '../lib/format';
import type { MessageId, MessageValues } from './messages';

export type Translate = (id: MessageId, values?: MessageValues) => string;

const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const currentLocale = () => i18n.locale as Locale;
// A message with values may format a number or pick a plural (Intl): the page brings those texts (lib/format.ts).
const translate: Translate = (id, values) =>
  values ? pageText(() => `${i18n.locale}|t|${id}|${JSON.stringify(values)}`, () => i18n._(id, values)) : i18n._(id);

/**
 * The active language's words outside a component, for a message made at an event and then kept (a form's error
 * after a failed save is in the language of that moment, as if the form had asked useT then). Never at import time:
 * words read there would not follow the language.
 */
export const translateNow: Translate = translate;

/** The active language; the component re-renders when it changes (no provider needed: there is one i18n). */
export const useLocale = (): Locale => useSyncExternalStore(subscribe, currentLocale, currentLocale);

/**
 * The active language's words: `const t = useT(); t('invoices.list.title')`. The component re-renders when the
 * language changes. Ids are literal strings (the catalogue guard finds unused ones by searching the code for them).
 */
export function useT(): Translate {
  useLocale();
  return translate;
}
