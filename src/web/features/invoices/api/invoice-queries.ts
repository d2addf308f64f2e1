import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Invoice } from '../../../../contract/invoice';
import { rowFromLists } from '../../../lib/list-cache';
import { keys } from '../../../lib/query-keys';
import { readOptions } from '../../../lib/read-options';
import { recordListSource } from '../../../lib/record-list-source';
import { getEnteredLines, getInvoiceLinks, invoiceApi, type InvoiceDetail } from './invoice-api';

/** The invoice list's source (components/records/record-list): newest first when the search names no order. */
export const invoiceListSource = recordListSource('invoices', invoiceApi, {
  key: 'invoice_date',
  desc: true,
});

/** The freshest row for this id in a cached list page or search result. */
const cachedRow = (qc: QueryClient, b: string, id: string) => {
  const found = [keys.invoices.lists(b), keys.invoices.searches(b)].map((k) =>
    rowFromLists<Invoice>(qc, k, id),
  );
  return found.reduce(
    (best, r) => (r && (!best || r.row.updated_at > best.row.updated_at) ? r : best),
    undefined,
  );
};

/**
 * One invoice. Each list row (and search result) is the full Invoice, so with `lists` given a detail opened from a
 * cached page starts from that row, as fresh as the page was fetched: no API call while the page is fresh.
 */
export const invoiceQuery = (b: string, id: string, lists?: QueryClient) => {
  const fromLists = () => (lists ? cachedRow(lists, b, id) : undefined);
  return queryOptions({
    queryKey: keys.invoices.detail(b, id),
    queryFn: (ctx) => invoiceApi.get(b, id, readOptions(ctx)),
    initialData: (): InvoiceDetail | undefined => {
      const held = fromLists();
      return held && { data: held.row };
    },
    initialDataUpdatedAt: () => fromLists()?.updatedAt,
  });
};

/** The links kept to and from an invoice: a read of the BFF's own, asked again whenever a page shows it. */
export const invoiceLinksQuery = (b: string, id: string) =>
  queryOptions({
    queryKey: keys.invoices.links(b, id),
    queryFn: (ctx) => getInvoiceLinks(b, id, readOptions(ctx)),
    staleTime: 0,
  });

/**
 * The remembered entries of an invoice's lines: read afresh each time a form starts from the invoice (not kept once
 * the form closes, so a form opened after a save never starts from the entries of the version before).
 */
export const enteredLinesQuery = (b: string, id: string) =>
  queryOptions({
    queryKey: keys.invoices.enteredLines(b, id),
    queryFn: (ctx) => getEnteredLines(b, id, readOptions(ctx)),
    staleTime: 0,
    gcTime: 0,
  });
