import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { buyerAnswerSchema, buyersPageSchema } from '../../../../contract/buyer-report';
import { searchPageOf } from '../../../../contract/bff';
import { emailSchema } from '../../../../contract/email';
import { invoiceSchema } from '../../../../contract/invoice';
import { apiRequest } from '../../../lib/api-client';
import { keys } from '../../../lib/query-keys';
import { readOptions } from '../../../lib/read-options';

const reports = (b: string) => `/b/${encodeURIComponent(b)}/reports/buyers`;
const one = (b: string, key: string) => `${reports(b)}/${encodeURIComponent(key)}`;
const invoicePage = searchPageOf(invoiceSchema);
const emailsAnswer = z.object({ data: z.array(emailSchema) });

/**
 * Figures move with every invoice saved or paid: read again whenever the screen is opened (stale at once, so asked on
 * mounting) — but for the answers the page the BFF drew brought, which are this opening's (first-screen/page-data.ts).
 */
const fresh = { staleTime: 0 } as const;

/** One page of the buyers list: `query` is the URL's `q`, `sort` and `page` as written there. */
export const buyersQuery = (b: string, query: string) =>
  queryOptions({
    queryKey: keys.buyers.list(b, query),
    queryFn: (ctx) =>
      apiRequest(`${reports(b)}${query ? `?${query}` : ''}`, buyersPageSchema, readOptions(ctx)),
    ...fresh,
  });

export const buyerQuery = (b: string, key: string) =>
  queryOptions({
    queryKey: keys.buyers.one(b, key),
    queryFn: (ctx) => apiRequest(one(b, key), buyerAnswerSchema, readOptions(ctx)),
    ...fresh,
  });

/** The buyer's invoices: the mirror's invoice search with `buyer=`, under the search's own key. */
export const buyerInvoicesQuery = (b: string, key: string, page: number) => {
  const params = new URLSearchParams({ buyer: key }).toString();
  return queryOptions({
    queryKey: keys.invoices.search(b, params, page),
    queryFn: (ctx) =>
      apiRequest(
        `/b/${encodeURIComponent(b)}/search/invoices?${params}${page > 1 ? `&page=${page}` : ''}`,
        invoicePage,
        readOptions(ctx),
      ),
    ...fresh,
  });
};

export const buyerEmailsQuery = (b: string, key: string) =>
  queryOptions({
    queryKey: keys.buyers.emails(b, key),
    queryFn: (ctx) => apiRequest(`${one(b, key)}/emails`, emailsAnswer, readOptions(ctx)),
    ...fresh,
  });

/** The statement's downloads: plain links, the browser saves what the BFF sends. */
export const statementHref = (
  b: string,
  key: string,
  kind: 'pdf' | 'csv' | 'xlsx',
  range: { from: string; to: string },
) => {
  const q = new URLSearchParams();
  if (range.from) q.set('from', range.from);
  if (range.to) q.set('to', range.to);
  const query = q.toString();
  return `/api${one(b, key)}/statement.${kind}${query ? `?${query}` : ''}`;
};
