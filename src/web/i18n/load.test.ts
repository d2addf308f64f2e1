import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, chooseLocale, initialLocale } from './load';

describe('the language at a visit', () => {
  afterEach(async () => {
    localStorage.clear();
    await activateLocale('en');
  });

  it('remembers a language the person chose, not one only detected from the browser', async () => {
    await activateLocale('lt');
    expect(localStorage.length).toBe(0);
    expect(document.documentElement.lang).toBe('lt');
    await chooseLocale('de');
    expect(document.documentElement.lang).toBe('de');
    expect(initialLocale()).toBe('de');
  });
});
