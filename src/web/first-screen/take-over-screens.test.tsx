import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import holdDrops from '../../../public/hold-drops.js?raw';
import { screensFixture } from '../test-fixtures';
import { renderFirstScreen } from './server-entry';
import { takeOver, takeOverBrowser, writeDrawnPage } from './take-over-harness';

const { screens, invoice, expense, now, readFrom } = screensFixture();
const network = takeOverBrowser(now);

/** The page as the BFF sends it at `url` (its dates and numbers in `formatLocale`'s region, when given). */
async function drawnPage(url: string, answers: Record<string, unknown>, formatLocale?: string) {
  history.replaceState(null, '', url);
  // The BFF renders with no document at all; this one, rendering in jsdom, is told it draws a page (the root says so).
  document.body.innerHTML = '<div id="root" data-zone="UTC"></div>';
  const page = (await renderFirstScreen({
    url,
    locale: 'en',
    zone: 'UTC',
    formatLocale,
    read: readFrom(answers),
    now,
  }))!;
  return writeDrawnPage(page, { locale: 'en', zone: 'UTC', formatLocale });
}

describe("a screen the BFF drew, taken over by the app's own start", () => {
  it.each([
    ['the invoice list filtered to paid ones', screens.invoices, `tr:has(a[href$="${invoice.id}"])`],
    ['an invoice', screens.invoice, 'h1'],
    ['the expense list', screens.expenses, `a[href$="${expense.id}"]`],
    ['an expense', screens.expense, 'input[name="total"]'],
    ['the schedules', screens.recurring, 'li[aria-labelledby^="schedule-"]'],
    ['the VAT report', screens.vatReport, `a[href$="${expense.id}"]`],
    ['the buyers', screens.buyers, 'tbody tr'],
    ['a buyer', screens.buyer, 'h1[data-key]'],
    ['the settings', screens.settings, 'input[name="mail_server.host"]'],
  ] as const)(
    '%s: the same elements kept, no mismatch, no read asked again',
    async (_, { url, answers }, kept) => {
      const root = await drawnPage(url, answers);
      const drawn = root.querySelector(kept);
      expect(drawn).not.toBeNull();
      network.mockClear();
      const taken = await takeOver(root);
      // The screen's own code came meanwhile and took its part over too: its element answers to the app now.
      await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
      expect(taken.mismatches()).toEqual([]);
      expect(root.querySelector(kept)).toBe(drawn);
      expect(Object.keys(drawn!).some((key) => key.startsWith('__reactFiber'))).toBe(true);
      expect(network.mock.calls.map(([url]) => url)).toEqual([]);
      taken.done();
    },
    20_000,
  );

  it.each(Object.entries(screens))(
    '%s: taken over with no Intl at all, every date, clock time and amount as the page brought them',
    async (_, { url, answers }) => {
      // The browser's region of English, as the BFF was told it (accept-language) and drew the page in.
      const root = await drawnPage(url, answers, navigator.languages[0]);
      const formats = [Intl.DateTimeFormat.prototype, Intl.NumberFormat.prototype].map((format) =>
        vi.spyOn(format as { format: unknown }, 'format', 'get'),
      );
      const taken = await takeOver(root);
      try {
        await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
        expect(formats.map((format) => format.mock.calls.length)).toEqual([0, 0]);
      } finally {
        for (const format of formats) format.mockRestore();
        taken.done(); // a screen left mounted would follow the next test's page
      }
    },
    20_000,
  );

  it('the expense list: a file dropped on its drop zone before the take-over is held, then taken in; one dropped beside it opens nothing', async () => {
    const root = await drawnPage(screens.expenses.url, screens.expenses.answers);
    // The page's own script (bff/page/page-html.ts loads it on a drawn page), run as the browser runs it.
    (0, eval)(holdDrops);
    const drop = (target: Element, file: File) => {
      const event = new Event('drop', { bubbles: true, cancelable: true });
      Object.defineProperty(event, 'dataTransfer', { value: { files: [file], types: ['Files'] } });
      target.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const zone = root.querySelector('[data-drop-zone="capture"]')!;
    // What React listens with, at the page's root: a held drop never reaches it (React may hydrate the zone at that
    // very drop and give it the file, which the zone then also takes from the held ones: the receipt twice).
    const reachedPage = vi.fn();
    root.addEventListener('drop', reachedPage);
    // Not opened in the tab (the browser's default), in the zone or beside it.
    expect(
      drop(zone.querySelector('p')!, new File(['%PDF-1.4'], 'held.pdf', { type: 'application/pdf' })),
    ).toBe(true);
    expect(
      drop(root.querySelector('h1')!, new File(['%PDF-1.4'], 'beside.pdf', { type: 'application/pdf' })),
    ).toBe(true);
    expect(reachedPage).not.toHaveBeenCalled();
    const taken = await takeOver(root);
    await vi.waitFor(() => expect(root.querySelector('[aria-label="Receipt held.pdf"]')).not.toBeNull());
    expect(root.querySelectorAll('[aria-label="Receipt held.pdf"]')).toHaveLength(1);
    expect(root.textContent).not.toContain('beside.pdf');
    // Taken over, the zone takes its drops itself: the page holds none any more.
    expect(
      drop(root.querySelector('h1')!, new File(['%PDF-1.4'], 'later.pdf', { type: 'application/pdf' })),
    ).toBe(true);
    expect(window.heldDrops?.take('capture')).toEqual([]);
    expect(reachedPage).toHaveBeenCalledTimes(1);
    root.removeEventListener('drop', reachedPage);
    taken.done();
  }, 20_000);
});
