import { i18n, type I18n, type Messages } from '@lingui/core';
import { isLocale, languageCookie, pickLocale, type Locale } from '../../contract/locales';
import type { Namespace } from './namespaces';

// One lazy chunk per language and namespace, compiled by @lingui/vite-plugin at build time: the browser fetches only
// the active language's catalogues, and of those only the namespaces of the screens it opens.
const catalogues = import.meta.glob<{ messages: Messages }>('./catalogues/*/*.json', { query: '?lingui' });

/** Every namespace a screen has asked for so far: a switch of language loads each of them in the new language. */
const wanted = new Set<Namespace>(['shell']);
/** The language last asked for: the active one, or the one a switch in flight is loading (the last switch wins). */
let target: Locale | undefined;
/**
 * Each catalogue's load into Lingui, by `locale/namespace`, shared by everyone waiting for it: a second screen asking
 * for a namespace still on its way waits for it too instead of going ahead without its words. A failed load is
 * forgotten, so the next ask tries again. (Lingui's change event per catalogue re-renders nothing: `useT` follows the
 * active language, which only `activate` changes.)
 */
const loads = new Map<string, Promise<void>>();

function loadOne(locale: Locale, ns: Namespace): Promise<void> {
  const key = `${locale}/${ns}`;
  let pending = loads.get(key);
  if (!pending) {
    pending = (async () => {
      const load = catalogues[`./catalogues/${key}.json`];
      if (!load) throw new Error(`No ${locale} catalogue for ${ns}`);
      i18n.load(locale, (await load()).messages);
    })();
    pending.catch(() => loads.delete(key));
    loads.set(key, pending);
  }
  return pending;
}

const loadInto = (locale: Locale, list: Iterable<Namespace>) =>
  Promise.all([...list].map((ns) => loadOne(locale, ns)));

/** These namespaces in `locale` into a Lingui instance of its own: a page the BFF renders (first-screen/server-entry.tsx). */
export async function loadCatalogues(into: I18n, locale: Locale, list: readonly Namespace[]): Promise<void> {
  const loaded = await Promise.all(
    list.map(async (ns) => {
      const load = catalogues[`./catalogues/${locale}/${ns}.json`];
      if (!load) throw new Error(`No ${locale} catalogue for ${ns}`);
      return (await load()).messages;
    }),
  );
  into.load(locale, Object.assign({}, ...loaded) as Messages);
}

/**
 * Loads these namespaces in the active language and, while a switch is in flight, in the language it switches to
 * (kept for later switches too). It resolves only when they are in whichever language is active then and the one
 * last asked for: a screen opened during a switch shows its words both before and after the switch lands.
 */
export async function loadNamespaces(list: readonly Namespace[]): Promise<void> {
  list.forEach((ns) => wanted.add(ns));
  let languages: string;
  do {
    languages = `${i18n.locale} ${target}`;
    await Promise.all([i18n.locale, target].filter(isLocale).map((locale) => loadInto(locale, list)));
    // A switch asked for while these were loading: load them in its language too before the screen shows.
  } while (languages !== `${i18n.locale} ${target}`);
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
  // Only when it changes: setting `lang`, even to the value it has (a drawn page's), makes the browser recompute the
  // style of the whole page, a task of its own in the take-over (14 ms on the invoice list, before any slowdown).
  if (document.documentElement.lang !== locale) document.documentElement.lang = locale;
}

/**
 * The person's own choice (the header's switcher): switched and remembered for the next visit. A language only
 * detected from the browser is not remembered, so the dashboard follows the browser until the person chooses.
 */
export async function chooseLocale(locale: Locale): Promise<void> {
  await activateLocale(locale);
  // Overtaken by a later choice while loading: that one is remembered, not this one.
  if (target !== locale) return;
  // A cookie, not local storage: the BFF reads it to send this language's words with the page (bff/page/).
  document.cookie = `${languageCookie}=${locale}; Path=/; Max-Age=${400 * 24 * 3600}; SameSite=Lax`;
}

/** The language at this visit (see pickLocale): the remembered choice is validated there, so a forged one is ignored. */
export function initialLocale(): Locale {
  const remembered = document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${languageCookie}=`))
    ?.slice(languageCookie.length + 1);
  return pickLocale(remembered, navigator.languages ?? [navigator.language]);
}
