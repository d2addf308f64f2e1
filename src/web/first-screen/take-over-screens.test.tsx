import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { screensFixture } from '../test-fixtures';
import { renderFirstScreen } from './server-entry';
import { takeOver, takeOverBrowser, writeDrawnPage } from './take-over-harness';

const { screens, invoice, now, readFrom } = screensFixture();
const network = takeOverBrowser(now);

/** The page as the BFF sends it at `url`. */
async function drawnPage(url: string, answers: Record<string, unknown>) {
  history.replaceState(null, '', url);
  // The BFF renders with no document at all; this one, rendering in jsdom, is told it draws a page (the root says so).
  document.body.innerHTML = '<div id="root" data-zone="UTC"></div>';
  const page = (await renderFirstScreen({ url, locale: 'en', zone: 'UTC', read: readFrom(answers), now }))!;
  return writeDrawnPage(page, { locale: 'en', zone: 'UTC' });
}

describe("a screen the BFF drew, taken over by the app's own start", () => {
  it.each([
    ['the invoice list filtered to paid ones', screens.invoices, `tr:has(a[href$="${invoice.id}"])`],
    ['an invoice', screens.invoice, 'h1'],
  ] as const)('%s: the same elements kept, no mismatch, no read asked again', async (_, { url, answers }, kept) => {
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
  }, 20_000);
});
