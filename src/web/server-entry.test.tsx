import { act, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fixedClock } from '../contract/clock';
import { App } from './app/app';
import { prefetchFirstScreen } from './app/first-screen';
import { createQueryClient } from './lib/query-client';
import { activateLocale, loadNamespaces } from './i18n/load';
import { formatFor, holdFormats } from './lib/format';
import { renderInZone } from './lib/hydration';
import { holdPageAnswers } from './lib/page-answers';
import { renderFirstScreen } from './server-entry';
import { homePageFixture } from './test-fixtures';

const { path, answers, now } = homePageFixture();

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.stubGlobal('EventSource', class { readyState = 0; addEventListener() {} close() {} });
  // Reads the page makes after the take-over (the overview's Coming-up card) stay in flight: this test is the take-over.
  vi.stubGlobal('fetch', () => new Promise(() => {}));
  history.replaceState(null, '', path);
  return async () => {
    formatFor([]);
    await activateLocale('en');
  };
});

describe("the BFF's render of the first screen, in the browser", () => {
  // en-GB: the browser writes dates in the region the page says it was drawn in, before its own languages (start.tsx).
  it.each([
    ['de', undefined, '1.234,50'],
    ['en', 'en-GB', '€1,234.50'],
  ] as const)('in %s (%s) is taken over as it is: the same elements, no mismatch, and no Intl needed, below the fold included', async (locale, formatLocale, money) => {
    const page = (await renderFirstScreen({ path, locale, zone: 'Europe/Berlin', answers, now, formatLocale }))!;
    document.body.innerHTML = `<div id="root">${page.html}</div>`;
    const root = document.getElementById('root')!;
    const drawn = root.querySelector('[data-testid="freshness"]');
    // As start.tsx does, from what the page carries.
    await activateLocale(locale);
    formatFor([formatLocale ?? '', ...navigator.languages]);
    holdPageAnswers(answers);
    holdFormats(page.formats);
    const client = createQueryClient();
    await prefetchFirstScreen(client, path);
    renderInZone('Europe/Berlin', true);
    const intl = [
      // (`format` is a getter handing out a bound function; its type says a method)
      vi.spyOn(Intl.NumberFormat.prototype as { format: unknown }, 'format', 'get'),
      vi.spyOn(Intl.DateTimeFormat.prototype as { format: unknown }, 'format', 'get'),
      vi.spyOn(Intl.PluralRules.prototype, 'select'),
    ];
    const mismatches: unknown[] = [];
    let app: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      app = hydrateRoot(
        root,
        <StrictMode>
          <App client={client} clock={fixedClock(now)} />
        </StrictMode>,
        { onRecoverableError: (error) => mismatches.push(error) },
      );
    });
    expect(mismatches).toEqual([]);
    expect(root.querySelector('[data-testid="freshness"]')).toBe(drawn);
    // Taken over, the page answers: the language can be switched now.
    expect(root.querySelector('select')).toBeEnabled();
    // Then what is below the fold, drawn by the browser alone: its texts came with the page too.
    await act(() => vi.waitFor(() => expect(root.querySelector('[data-testid="months-table"]')).not.toBeNull()));
    expect(root.querySelector('[data-testid="months-table"]')).toHaveTextContent(money);
    // The Coming-up card's code and words, asked for after the take-over, arrive inside act (its data never does here).
    await act(async () => {
      await import('./features/recurring/components/upcoming-card');
      await loadNamespaces(['recurring']);
    });
    expect(intl.map((spy) => spy.mock.calls.length)).toEqual([0, 0, 0]);
    intl.forEach((spy) => spy.mockRestore());
    act(() => app?.unmount());
  });
});
