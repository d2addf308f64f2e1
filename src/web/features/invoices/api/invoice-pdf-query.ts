import { queryOptions } from '@tanstack/react-query';
import type { FileAnswer } from '../../../lib/api-client';
import { keys } from '../../../lib/query-keys';
import { getInvoicePdf } from './invoice-api';

/** The BFF's own wait ends in `pdf_failed`; this bounds the polling even if that answer never came. */
export const maxPdfPolls = 40;

/**
 * The invoice's PDF, asked for again while the BFF answers "still rendering", as often as its Retry-After says.
 * Keyed by `updated_at`: an edited invoice has a new PDF. Always at the person's priority: its polls and the fetch a
 * save starts are for the preview the person is looking at.
 */
export const invoicePdfQuery = (b: string, id: string, updatedAt: number) =>
  queryOptions({
    queryKey: keys.invoices.pdf(b, id, updatedAt),
    queryFn: ({ signal }): Promise<FileAnswer> => getInvoicePdf(b, id, { signal }),
    staleTime: Infinity,
    gcTime: 60_000,
    refetchInterval: (query) => {
      const answer = query.state.data;
      if (answer?.kind !== 'pending' || query.state.dataUpdateCount >= maxPdfPolls) return false;
      return Math.max(answer.retryAfterS, 0.5) * 1000;
    },
    refetchIntervalInBackground: true,
  });
