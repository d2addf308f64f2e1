import { afterEach, describe, expect, it, vi } from 'vitest';
import ltBusiness from './catalogues/lt/business.json';
import esExpenses from './catalogues/es/expenses.json';
import frInvoices from './catalogues/fr/invoices.json';
import frLists from './catalogues/fr/lists.json';
import frShell from './catalogues/fr/shell.json';
import { languageCookie } from '../../contract/locales';
import { activateLocale, chooseLocale, initialLocale } from './load';

const forgetChoice = () => (document.cookie = `${languageCookie}=; Path=/; Max-Age=0`);

describe('the language at a visit', () => {
  afterEach(async () => {
    forgetChoice();
    await activateLocale('en');
  });

  it('remembers a language the person chose (in the cookie the BFF reads), not one only detected from the browser', async () => {
    await activateLocale('lt');
    expect(document.cookie).toBe('');
    expect(document.documentElement.lang).toBe('lt');
    await chooseLocale('de');
    expect(document.documentElement.lang).toBe('de');
    expect(document.cookie).toBe(`${languageCookie}=de`);
    expect(initialLocale()).toBe('de');
  });

  it("leaves <html lang> untouched when it already says the language (a drawn page's): no restyling of the page", async () => {
    await activateLocale('de');
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
    await activateLocale('de');
    await Promise.resolve(); // the observer's records are delivered in a microtask
    observer.disconnect();
    expect(changes).toEqual([]);
    expect(document.documentElement.lang).toBe('de');
  });

  it('ignores a remembered value that is not one of its languages', () => {
    document.cookie = `${languageCookie}=xx; Path=/`;
    expect(initialLocale()).toBe('en'); // jsdom's browser languages: en-US
  });
});

/**
 * A language switch and a screen's words loading at the same time. Each test takes a fresh loader (only `shell`
 * wanted, nothing loaded yet), so a namespace is really fetched while the switch is in flight.
 */
describe('loading words while the language changes', () => {
  const freshLoader = async () => {
    vi.resetModules();
    const [load, { i18n }] = await Promise.all([import('./load'), import('@lingui/core')]);
    await load.activateLocale('en');
    return { ...load, i18n };
  };

  afterEach(forgetChoice);

  it('loads a screen opened during a switch in the language the switch lands on', async () => {
    const { activateLocale, loadNamespaces, i18n } = await freshLoader();
    const switching = activateLocale('fr');
    const opening = loadNamespaces(['invoices']);
    await Promise.all([switching, opening]);
    expect(i18n.locale).toBe('fr');
    expect(i18n._('invoices.list.title')).toBe(frInvoices['invoices.list.title']);
    expect(i18n._('shell.nav.invoices')).toBe(frShell['shell.nav.invoices']);
  });

  it('shows a screen opened during a switch in the language still active until the switch lands', async () => {
    const { activateLocale, loadNamespaces, i18n } = await freshLoader();
    const switching = activateLocale('fr');
    await loadNamespaces(['lists']);
    // Whichever language is active when the screen renders has its words.
    expect(i18n._('lists.sort.label')).not.toBe('lists.sort.label');
    await switching;
    expect(i18n._('lists.sort.label')).toBe(frLists['lists.sort.label']);
  });

  it('lets a second screen asking for words already on their way wait for them', async () => {
    const { activateLocale, loadNamespaces, i18n } = await freshLoader();
    await activateLocale('es');
    const first = loadNamespaces(['expenses']);
    await loadNamespaces(['expenses']);
    expect(i18n._('expenses.list.empty')).toBe(esExpenses['expenses.list.empty']);
    await first;
  });

  it('ends in the language chosen last, whichever language’s words arrive first', async () => {
    const { activateLocale, chooseLocale, initialLocale, i18n } = await freshLoader();
    // German's words are already here (chosen before); Spanish ones still have to come.
    await activateLocale('de');
    await activateLocale('en');
    const slow = chooseLocale('es');
    const fast = chooseLocale('de');
    await Promise.all([slow, fast]);
    expect(i18n.locale).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    expect(initialLocale()).toBe('de');
  });

  it('keeps later screens in the active language when a switch fails', async () => {
    const { activateLocale, loadNamespaces, i18n } = await freshLoader();
    await activateLocale('lt');
    // A language the build has no catalogues for (as if its chunk could not be fetched).
    await expect(activateLocale('xx' as never)).rejects.toThrow();
    expect(i18n.locale).toBe('lt');
    await loadNamespaces(['business']);
    expect(i18n._('business.login.title')).toBe(ltBusiness['business.login.title']);
  });
});
