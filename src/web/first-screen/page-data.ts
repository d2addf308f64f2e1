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
  if (state && typeof state === 'object') {
    hydrate(client, state as DehydratedState);
    countAsAskedHere(client, state as DehydratedState);
  }
  if (formats && typeof formats === 'object') holdFormats(formats);
}

/**
 * A read a screen asks afresh each time it opens (`staleTime: 0`: the mirror's state, the list's e-mail summary, the
 * form's defaults) was asked for this opening by the BFF's render: the answer the page carries is that opening's. So
 * while the person stays on the page, a screen mounting an answer the page carried does not ask for it again; once
 * they go to another page, or the answer was asked again since, each read follows its own rule as before. One a live
 * event marked stale before its screen took over (no observer then, so nothing was asked) is asked on mounting.
 */
function countAsAskedHere(client: QueryClient, state: DehydratedState): void {
  const carried = new Map(state.queries.map((query) => [query.queryHash, query.state.dataUpdatedAt]));
  const left = () => carried.clear();
  for (const event of ['pushState', 'popstate']) addEventListener(event, left, { once: true });
  client.setQueryDefaults([], {
    refetchOnMount: (query) =>
      query.state.isInvalidated || carried.get(query.queryHash) !== query.state.dataUpdatedAt,
  });
}
