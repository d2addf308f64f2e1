import type { QueryClient } from '@tanstack/react-query';
import { overviewQuery } from '../features/overview/api/overview-queries';

/**
 * The overview is the first screen, and its figures are what a person waits for (Lighthouse's LCP element). A
 * component asks for its data only once the whole tree has rendered and mounted; asking here, as the query client is
 * made, puts the answer on its way while React renders the page.
 */
export function prefetchFirstScreen(client: QueryClient, path: string): void {
  const business = /^\/b\/([^/]+)\/?$/.exec(path)?.[1];
  if (business) void client.prefetchQuery(overviewQuery(business));
}
