import { queryOptions } from '@tanstack/react-query';
import { keys } from '../../../lib/query-keys';
import { fetchInvoice, fetchInvoicePage } from './invoice-api';

export const invoicePageQuery = (b: string, page: number) =>
  queryOptions({
    queryKey: keys.invoices.list(b, page),
    queryFn: ({ signal }) => fetchInvoicePage(b, page, signal),
  });

export const invoiceQuery = (b: string, id: string) =>
  queryOptions({
    queryKey: keys.invoices.detail(b, id),
    queryFn: ({ signal }) => fetchInvoice(b, id, signal),
  });
