import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { loadNamespaces } from '../i18n/load';
import { homePageFixture } from '../test-fixtures';
import { renderFirstScreen } from './server-entry';
import { takeOver, takeOverBrowser, writeDrawnPage } from './take-over-harness';

const { path, read, now } = homePageFixture();
// Reads the page makes after the take-over (the overview's Coming-up card) stay in flight: this test is the take-over.
const network = takeOverBrowser(now);
history.replaceState(null, '', path);

describe("the BFF's render of the first screen, taken over by the app's own start", () => {
  // en-GB: the browser writes dates in the region the page says it was drawn in, before its own languages.
  it.each([
    ['de', undefined, '1.234,50'],
    ['en', 'en-GB', '€1,234.50'],
  ] as const)(
    'in %s (%s) is taken over as it is: the same elements, no mismatch, no read asked again, and no Intl needed, below the fold included',
    async (locale, formatLocale, money) => {
      const page = (await renderFirstScreen({
        url: path,
        locale,
        zone: 'Europe/Berlin',
        read,
        now,
        formatLocale,
      }))!;
      const root = writeDrawnPage(page, { locale, zone: 'Europe/Berlin', formatLocale });
      const drawn = root.querySelector('[data-testid="freshness"]');
      const intl = [
        // (`format` is a getter handing out a bound function; its type says a method)
        vi.spyOn(Intl.NumberFormat.prototype as { format: unknown }, 'format', 'get'),
        vi.spyOn(Intl.DateTimeFormat.prototype as { format: unknown }, 'format', 'get'),
        vi.spyOn(Intl.PluralRules.prototype, 'select'),
      ];
      network.mockClear();
      const taken = await takeOver(root);
      expect(taken.mismatches()).toEqual([]);
      expect(root.querySelector('[data-testid="freshness"]')).toBe(drawn);
      // Then what is below the fold, drawn by the browser alone: its texts came with the page too.
      await act(() =>
        vi.waitFor(() => expect(root.querySelector('[data-testid="months-table"]')).not.toBeNull()),
      );
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
      taken.done();
    },
    20_000,
  );
});
