import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Invoice } from '../../../../contract/invoice';
import { rowFromLists } from '../../../lib/list-cache';
import { keys } from '../../../lib/query-keys';
import { fetchInvoice, fetchInvoicePage } from './invoice-api';

export const invoicePageQuery = (b: string, page: number) =>
  queryOptions({
    queryKey: keys.invoices.list(b, page),
    queryFn: ({ signal }) => fetchInvoicePage(b, page, signal),
  });

/** The idle prefetch of a next page: only a page the cache does not hold at all (a stale one waits to be shown). */
export const prefetchInvoicePage = (qc: QueryClient, b: string, page: number) =>
  qc.ensureQueryData(invoicePageQuery(b, page)).catch(() => undefined);

/**
 * One invoice. Each list row is the full Invoice, so with `lists` given a detail opened from a cached page starts
 * from that row, as fresh as the page was fetched: no API call while the page is fresh.
 */
export const invoiceQuery = (b: string, id: string, lists?: QueryClient) =>
  queryOptions({
    queryKey: keys.invoices.detail(b, id),
    queryFn: ({ signal }) => fetchInvoice(b, id, signal),
    initialData: () => (lists ? rowFromLists<Invoice>(lists, keys.invoices.lists(b), id)?.row : undefined),
    initialDataUpdatedAt: () => (lists ? rowFromLists<Invoice>(lists, keys.invoices.lists(b), id)?.updatedAt : undefined),
  });
