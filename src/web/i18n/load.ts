import { i18n, type Messages } from '@lingui/core';
import { isLocale, pickLocale, type Locale } from '../../contract/locales';
import type { Namespace } from './namespaces';

// One lazy chunk per language and namespace, compiled by @lingui/vite-plugin at build time: the browser fetches only
// the active language's catalogues, and of those only the namespaces of the screens it opens.
const catalogues = import.meta.glob<{ messages: Messages }>('./catalogues/*/*.json', { query: '?lingui' });

const storageKey = 'desk.language';
const wanted = new Set<Namespace>(['shell']);

async function loadInto(locale: Locale, list: Iterable<Namespace>): Promise<void> {
  const parts = await Promise.all(
    [...list].map(async (ns) => {
      const load = catalogues[`./catalogues/${locale}/${ns}.json`];
      if (!load) throw new Error(`No ${locale} catalogue for ${ns}`);
      return (await load()).messages;
    }),
  );
  i18n.load(locale, Object.assign({}, ...parts) as Messages);
}

/** Loads these namespaces in the active language (kept for a later switch of language too). */
export async function loadNamespaces(list: readonly Namespace[]): Promise<void> {
  const fresh = list.filter((ns) => !wanted.has(ns));
  fresh.forEach((ns) => wanted.add(ns));
  if (fresh.length > 0 && isLocale(i18n.locale)) await loadInto(i18n.locale, fresh);
}

/** Switches the whole dashboard to `locale`: its catalogues first, then every `useT` re-renders; `<html lang>` follows. */
export async function activateLocale(locale: Locale): Promise<void> {
  await loadInto(locale, wanted);
  i18n.activate(locale);
  document.documentElement.lang = locale;
}

/**
 * The person's own choice (the header's switcher): switched and remembered for the next visit. A language only
 * detected from the browser is not remembered, so the dashboard follows the browser until the person chooses.
 */
export async function chooseLocale(locale: Locale): Promise<void> {
  await activateLocale(locale);
  try {
    localStorage.setItem(storageKey, locale);
  } catch {
    // Private mode without storage: the choice lasts for this visit only.
  }
}

/** The language at this visit (see pickLocale). */
export function initialLocale(): Locale {
  let remembered: string | null = null;
  try {
    remembered = localStorage.getItem(storageKey);
  } catch {
    // no storage: fall back to the browser's languages
  }
  return pickLocale(remembered, navigator.languages ?? [navigator.language]);
}

