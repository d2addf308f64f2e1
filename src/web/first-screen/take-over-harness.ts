import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { pageDataId } from '../../contract/first-screen';
import { activateLocale } from '../i18n/load';
import { formatFor } from '../lib/format';
import type { renderFirstScreen } from './server-entry';
import { start } from './start';

type DrawnPage = NonNullable<Awaited<ReturnType<typeof renderFirstScreen>>>;

/**
 * A take-over test's browser: reads the page asks after the take-over are noted and never answered (what the page was
 * drawn from came with it), no live events, and the browser's clock at `now`, moments after the BFF drew the page.
 */
export function takeOverBrowser(now: Date | string | number) {
  const network = vi.fn((_url: string) => new Promise<Response>(() => {}));
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    vi.stubGlobal(
      'EventSource',
      class {
        readyState = 0;
        addEventListener() {}
        close() {}
      },
    );
    vi.stubGlobal('fetch', network);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
  });
  afterAll(async () => {
    vi.useRealTimers();
    formatFor([]);
    await activateLocale('en');
  });
  return network;
}

/** The page as the BFF sends it (bff/page/page-html.ts): the render in #root, what its take-over needs beside it. */
export function writeDrawnPage(
  page: DrawnPage,
  o: { locale: string; zone: string; formatLocale?: string },
): HTMLElement {
  // The zone's offset now is the browser's own: the page's zone stays (the same clock).
  const offset = -new Date().getTimezoneOffset();
  const data = JSON.stringify({ state: page.state, formats: page.formats }).replaceAll('<', '\\u003c');
  document.body.innerHTML = `<div id="root" data-locale="${o.locale}" data-format-locale="${o.formatLocale ?? ''}" data-zone="${o.zone}" data-zone-offset="${offset}">${page.html}</div><script type="application/json" id="${pageDataId}">${data}</script>`;
  return document.getElementById('root')!;
}

/**
 * Runs the app's own start on the drawn page in `root` and waits until it answers (the language can be switched).
 * `mismatches()` lists what React reported of the take-over: one it recovers from by drawing again is never thrown.
 */
export async function takeOver(
  root: HTMLElement,
): Promise<{ mismatches: () => unknown[][]; done: () => void }> {
  const reported = vi.spyOn(console, 'error');
  let app: Root | undefined;
  act(() => void start().then((r) => (app = r)));
  // The start's tasks run between the acts.
  await vi.waitFor(
    async () => {
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(root.querySelector('select')).toBeEnabled();
    },
    { timeout: 10_000 },
  );
  return {
    mismatches: () => reported.mock.calls.filter((call) => /hydrat|match/i.test(String(call[0]))),
    done: () => {
      reported.mockRestore();
      act(() => app?.unmount());
    },
  };
}
