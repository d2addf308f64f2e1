import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { pageDataId, type FirstScreenData } from '../../contract/first-screen';
import { holdFormats } from '../lib/format';

/** What the page carries (bff/page/page-html.ts); nothing when it is missing or cut short. */
function readPageData(page: Document): Partial<FirstScreenData> {
  const text = page.getElementById(pageDataId)?.textContent;
  try {
    return text ? (JSON.parse(text) as Partial<FirstScreenData>) : {};
  } catch {
    return {}; // a page cut short: every read asks the BFF
  }
}

/**
 * Takes in what the page the BFF drew carries (start.tsx): the query cache its render was drawn from, into `client`
 * (TanStack Query's own hydration: the same answers, fresh as of the render, so nothing is asked again), and the texts
 * its formats gave. A chunk of its own, loaded only by a drawn page (whose starter preloads it: bff/page/page-html.ts):
 * a page the browser draws itself carries nothing to take in.
 */
export function takePageData(page: Document, client: QueryClient): void {
  const { state, formats } = readPageData(page);
  if (state && typeof state === 'object') hydrate(client, state as DehydratedState);
  if (formats && typeof formats === 'object') holdFormats(formats);
}
