import type { QueryClient } from '@tanstack/react-query';
import {
  latestExpensesQuery,
  latestInvoicesQuery,
  latestQueries,
  overdueQuery,
  overviewQuery,
} from '../features/overview/api/overview-queries';
import { businessesQuery } from '../lib/reference-queries';
import { homeBusiness } from '../../contract/app-paths';

/**
 * The reads the first screen shows: on a business's home page, the overview's figures, its short lists and the header's
 * list of businesses; nothing on any other page. The BFF's render asks them of the BFF (server-entry.tsx); the browser
 * asks them as the page boots (start.tsx: before the catalogues and the first render, so the answers travel alongside
 * the language's words), and has them already when it takes over a page the BFF drew.
 */
export function prefetchFirstScreen(client: QueryClient, path: string): Promise<unknown> {
  const business = homeBusiness(path);
  if (!business) return Promise.resolve();
  return Promise.all([
    client.prefetchQuery(overviewQuery(business)),
    client.prefetchQuery(latestInvoicesQuery(business, latestQueries.invoices)),
    client.prefetchQuery(latestExpensesQuery(business, latestQueries.expenses)),
    client.prefetchQuery(latestInvoicesQuery(business, overdueQuery)),
    client.prefetchQuery(businessesQuery()),
  ]);
}
