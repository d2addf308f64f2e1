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
 * The reads the first screen shows, asked for as the page boots (before the catalogues and the first render), so the
 * answers travel alongside the language's words instead of after the first render: on a business's home page, the
 * overview's figures, its short lists and the header's list of businesses. Nothing on any other page.
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
