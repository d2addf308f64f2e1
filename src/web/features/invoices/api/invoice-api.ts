import { dataOf, paginated } from '../../../../contract/common';
import type { InvoiceInput } from '../../../../contract/invoice-input';
import { invoiceSchema } from '../../../../contract/invoice';
import { apiFile, apiRequest, apiSend } from '../../../lib/api-client';

const pageAnswer = paginated(invoiceSchema);
const oneAnswer = dataOf(invoiceSchema);
const path = (b: string, id?: string) => `/b/${encodeURIComponent(b)}/invoices${id ? `/${encodeURIComponent(id)}` : ''}`;

export const fetchInvoicePage = (b: string, page: number, signal?: AbortSignal) =>
  apiRequest(`${path(b)}?page=${page}`, pageAnswer, { signal });

export const fetchInvoice = (b: string, id: string, signal?: AbortSignal) =>
  apiRequest(path(b, id), oneAnswer, { signal }).then((r) => r.data);

export const createInvoice = (b: string, input: InvoiceInput) =>
  apiRequest(path(b), oneAnswer, { method: 'POST', body: input }).then((r) => r.data);

export const updateInvoice = (b: string, id: string, input: InvoiceInput) =>
  apiRequest(path(b, id), oneAnswer, { method: 'PUT', body: input }).then((r) => r.data);

export const deleteInvoice = (b: string, id: string) => apiSend(path(b, id), { method: 'DELETE' });

export const invoicePdfUrl = (b: string, id: string) => `/api${path(b, id)}/download`;

export const fetchInvoicePdf = (b: string, id: string, signal?: AbortSignal) => apiFile(`${path(b, id)}/download`, signal);
