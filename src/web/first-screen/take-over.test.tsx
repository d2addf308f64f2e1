import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pageDataId } from '../../contract/first-screen';
import { activateLocale, loadNamespaces } from '../i18n/load';
import { formatFor } from '../lib/format';
import { homePageFixture } from '../test-fixtures';
import { renderFirstScreen } from './server-entry';
import { start } from './start';

const { path, read, now } = homePageFixture();
const network = vi.fn((_url: string) => new Promise<Response>(() => {}));

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.stubGlobal('EventSource', class { readyState = 0; addEventListener() {} close() {} });
  // Reads the page makes after the take-over (the overview's Coming-up card) stay in flight: this test is the take-over.
  vi.stubGlobal('fetch', network);
  history.replaceState(null, '', path);
  // The browser takes the page over moments after the BFF drew it: its own clock (the app's) reads that moment.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});
afterAll(async () => {
  vi.useRealTimers();
  formatFor([]);
  await activateLocale('en');
});

/** The page as the BFF sends it (bff/page/page-html.ts): the render in #root, what its take-over needs beside it. */
function writePage(page: NonNullable<Awaited<ReturnType<typeof renderFirstScreen>>>, locale: string, formatLocale = '') {
  // The zone's offset now is the browser's own: the page's zone stays (the same clock).
  const offset = -new Date().getTimezoneOffset();
  const data = JSON.stringify({ state: page.state, formats: page.formats }).replaceAll('<', '\\u003c');
  document.body.innerHTML = `<div id="root" data-locale="${locale}" data-format-locale="${formatLocale}" data-zone="Europe/Berlin" data-zone-offset="${offset}">${page.html}</div><script type="application/json" id="${pageDataId}">${data}</script>`;
}

describe("the BFF's render of the first screen, taken over by the app's own start", () => {
  // en-GB: the browser writes dates in the region the page says it was drawn in, before its own languages.
  it.each([
    ['de', undefined, '1.234,50'],
    ['en', 'en-GB', '€1,234.50'],
  ] as const)('in %s (%s) is taken over as it is: the same elements, no mismatch, no read asked again, and no Intl needed, below the fold included', async (locale, formatLocale, money) => {
    const page = (await renderFirstScreen({ url: path, locale, zone: 'Europe/Berlin', read, now, formatLocale }))!;
    writePage(page, locale, formatLocale);
    const root = document.getElementById('root')!;
    const drawn = root.querySelector('[data-testid="freshness"]');
    const intl = [
      // (`format` is a getter handing out a bound function; its type says a method)
      vi.spyOn(Intl.NumberFormat.prototype as { format: unknown }, 'format', 'get'),
      vi.spyOn(Intl.DateTimeFormat.prototype as { format: unknown }, 'format', 'get'),
      vi.spyOn(Intl.PluralRules.prototype, 'select'),
    ];
    // A mismatch React recovers from by drawing the page again is reported, never thrown.
    const reported = vi.spyOn(console, 'error');
    network.mockClear();
    let app: Root | undefined;
    act(() => void start().then((root) => (app = root)));
    // Taken over, the page answers: the language can be switched now. (The start's tasks run between the acts.)
    await vi.waitFor(
      async () => {
        await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
        expect(root.querySelector('select')).toBeEnabled();
      },
      { timeout: 10_000 },
    );
    expect(reported.mock.calls.filter((call) => /hydrat|match/i.test(String(call[0])))).toEqual([]);
    expect(root.querySelector('[data-testid="freshness"]')).toBe(drawn);
    // Then what is below the fold, drawn by the browser alone: its texts came with the page too.
    await act(() => vi.waitFor(() => expect(root.querySelector('[data-testid="months-table"]')).not.toBeNull()));
    expect(root.querySelector('[data-testid="months-table"]')).toHaveTextContent(money);
    // The Coming-up card's code and words, asked for after the take-over, arrive inside act (its data never does here).
    await act(async () => {
      await import('../features/recurring/components/upcoming-card');
      await loadNamespaces(['recurring']);
    });
    expect(intl.map((spy) => spy.mock.calls.length)).toEqual([0, 0, 0]);
    // The five reads the page was drawn from came with it: only what the page shows after the take-over is asked for.
    expect(network.mock.calls.map(([url]) => url).filter((url) => !url.includes('/recurring'))).toEqual([]);
    intl.forEach((spy) => spy.mockRestore());
    reported.mockRestore();
    act(() => app?.unmount());
  }, 20_000);
});
