import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pageDataId } from '../../contract/first-screen';
import { activateLocale } from '../i18n/load';
import { formatFor } from '../lib/format';
import { screensFixture } from '../test-fixtures';
import { renderFirstScreen } from './server-entry';
import { start } from './start';

const { screens, invoice, now, readFrom } = screensFixture();
const network = vi.fn((_url: string) => new Promise<Response>(() => {}));

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.stubGlobal('EventSource', class { readyState = 0; addEventListener() {} close() {} });
  // Every read the page asks of the BFF after the take-over is noted here, and never answered.
  vi.stubGlobal('fetch', network);
  // The browser takes the page over moments after the BFF drew it: its own clock (the app's) reads that moment.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});
afterAll(async () => {
  vi.useRealTimers();
  formatFor([]);
  await activateLocale('en');
});

/** The page as the BFF sends it (bff/page/page-html.ts) at `url`: the render in #root, what its take-over needs beside it. */
async function drawnPage(url: string, answers: Record<string, unknown>) {
  history.replaceState(null, '', url);
  // The BFF renders with no document at all; this one, rendering in jsdom, is told it draws a page (the root says so).
  document.body.innerHTML = '<div id="root" data-zone="UTC"></div>';
  const page = (await renderFirstScreen({ url, locale: 'en', zone: 'UTC', read: readFrom(answers), now }))!;
  const data = JSON.stringify({ state: page.state, formats: page.formats }).replaceAll('<', '\\u003c');
  const offset = -new Date().getTimezoneOffset();
  document.body.innerHTML = `<div id="root" data-locale="en" data-format-locale="" data-zone="UTC" data-zone-offset="${offset}">${page.html}</div><script type="application/json" id="${pageDataId}">${data}</script>`;
  return document.getElementById('root')!;
}

describe("a screen the BFF drew, taken over by the app's own start", () => {
  it.each([
    ['the invoice list filtered to paid ones', screens.invoices, `tr:has(a[href$="${invoice.id}"])`],
    ['an invoice', screens.invoice, 'h1'],
  ] as const)('%s: the same elements kept, no mismatch, no read asked again', async (_, { url, answers }, kept) => {
    const root = await drawnPage(url, answers);
    const drawn = root.querySelector(kept);
    expect(drawn).not.toBeNull();
    // A mismatch React recovers from by drawing the page again is reported, never thrown.
    const reported = vi.spyOn(console, 'error');
    network.mockClear();
    let app: Root | undefined;
    act(() => void start().then((r) => (app = r)));
    // Taken over, the page answers: the language can be switched now. (The start's tasks run between the acts.)
    await vi.waitFor(
      async () => {
        await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
        expect(root.querySelector('select')).toBeEnabled();
      },
      { timeout: 10_000 },
    );
    // The screen's own code came meanwhile and took its part over too: its element answers to the app now.
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(reported.mock.calls.filter((call) => /hydrat|match/i.test(String(call[0])))).toEqual([]);
    expect(root.querySelector(kept)).toBe(drawn);
    expect(Object.keys(drawn!).some((key) => key.startsWith('__reactFiber'))).toBe(true);
    expect(network.mock.calls.map(([url]) => url)).toEqual([]);
    reported.mockRestore();
    act(() => app?.unmount());
  }, 20_000);
});
