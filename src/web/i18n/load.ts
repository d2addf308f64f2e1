import { i18n, type Messages } from '@lingui/core';
import { isLocale, pickLocale, type Locale } from './locales';
import type { Namespace } from './namespaces';

// One lazy chunk per language and namespace, compiled by @lingui/vite-plugin at build time: the browser fetches only
// the active language's catalogues, and of those only the namespaces of the screens it opens.
const catalogues = import.meta.glob<{ messages: Messages }>('./catalogues/*/*.json', { query: '?lingui' });

const storageKey = 'desk.language';
/** Every namespace a screen has asked for so far: a switch of language loads each of them in the new language. */
const wanted = new Set<Namespace>(['shell']);
/** The language last asked for: the active one, or the one a switch in flight is loading (the last switch wins). */
let target: Locale | undefined;
/**
 * Each catalogue's load, by `locale/namespace`, shared by everyone waiting for it: a second screen asking for a
 * namespace still on its way waits for it too instead of going ahead without its words. A failed load is forgotten,
 * so the next ask tries again.
 */
const loads = new Map<string, Promise<Messages>>();
/** The catalogues already handed to Lingui, so a screen whose words are all in does not re-render every `useT`. */
const inCatalogue = new Set<string>();

function loadOne(locale: Locale, ns: Namespace): Promise<Messages> {
  const key = `${locale}/${ns}`;
  let pending = loads.get(key);
  if (!pending) {
    const load = catalogues[`./catalogues/${key}.json`];
    pending = load ? load().then((m) => m.messages) : Promise.reject(new Error(`No ${locale} catalogue for ${ns}`));
    pending.catch(() => loads.delete(key));
    loads.set(key, pending);
  }
  return pending;
}

async function loadInto(locale: Locale, list: Iterable<Namespace>): Promise<void> {
  const names = [...list];
  const parts = await Promise.all(names.map((ns) => loadOne(locale, ns)));
  const keys = names.map((ns) => `${locale}/${ns}`);
  if (keys.every((key) => inCatalogue.has(key))) return;
  i18n.load(locale, Object.assign({}, ...parts) as Messages);
  keys.forEach((key) => inCatalogue.add(key));
}

/**
 * Loads these namespaces in the active language and, while a switch is in flight, in the language it switches to
 * (kept for later switches too). It resolves only when they are in whichever language is active then and the one
 * last asked for: a screen opened during a switch shows its words both before and after the switch lands.
 */
export async function loadNamespaces(list: readonly Namespace[]): Promise<void> {
  list.forEach((ns) => wanted.add(ns));
  for (;;) {
    const languages = new Set([i18n.locale, target].filter(isLocale));
    await Promise.all([...languages].map((locale) => loadInto(locale, list)));
    // A switch asked for while these were loading: load them in its language too before the screen shows.
    if ([i18n.locale, target].filter(isLocale).every((locale) => languages.has(locale))) return;
  }
}

/**
 * Switches the whole dashboard to `locale`: its catalogues first (every namespace wanted, including any a screen
 * asks for meanwhile), then every `useT` re-renders; `<html lang>` follows. A later switch overtakes this one: only the
 * language asked for last becomes active, whichever catalogues arrive first.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  target = locale;
  try {
    let count: number;
    do {
      count = wanted.size;
      await loadInto(locale, wanted);
    } while (wanted.size !== count);
  } catch (error) {
    // The words did not come (offline): the dashboard stays in the language it speaks, and so do later screens.
    if (target === locale) target = isLocale(i18n.locale) ? i18n.locale : undefined;
    throw error;
  }
  if (target !== locale) return;
  i18n.activate(locale);
  document.documentElement.lang = locale;
}

/**
 * The person's own choice (the header's switcher): switched and remembered for the next visit. A language only
 * detected from the browser is not remembered, so the dashboard follows the browser until the person chooses.
 */
export async function chooseLocale(locale: Locale): Promise<void> {
  await activateLocale(locale);
  // Overtaken by a later choice while loading: that one is remembered, not this one.
  if (target !== locale) return;
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

