import type { z } from 'zod/mini';
import { dataOf } from '../../../../contract/common';
import type { InvoiceInput } from '../../../../contract/invoice-input';
import { invoiceSchema } from '../../../../contract/invoice';
import { invoiceLinksAnswerSchema } from '../../../../contract/invoice-links';
import { enteredLinesAnswerSchema } from '../../../../contract/line-entry';
import { apiFile, apiRequest } from '../../../lib/api-client';
import { recordApi, type ReadOptions } from '../../../lib/record-api';

/** A detail is cached as the BFF answers it, `{data}`, like an expense's. */
export const invoiceDetailSchema = dataOf(invoiceSchema);
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;
/** The calls invoices share with expenses (lib/record-api): `getPage`, `search`, `get`, `remove`. */
export const invoiceApi = recordApi('invoices', invoiceSchema, invoiceDetailSchema);
const { path, itemPath } = invoiceApi;

/** `source`: the pro forma this invoice is made from, or the invoice this credit note credits; the BFF keeps the link. */
export const createInvoice = (b: string, input: InvoiceInput, source?: string) =>
  apiRequest(source ? `${path(b)}?source=${encodeURIComponent(source)}` : path(b), invoiceDetailSchema, {
    method: 'POST',
    body: input,
  }).then((r) => r.data);

export const updateInvoice = (b: string, id: string, input: InvoiceInput) =>
  apiRequest(itemPath(b, id), invoiceDetailSchema, { method: 'PUT', body: input }).then((r) => r.data);

export const invoicePdfUrl = (b: string, id: string) => `/api${itemPath(b, id)}/download`;

export const getInvoicePdf = (b: string, id: string, o: ReadOptions = {}) =>
  apiFile(`${itemPath(b, id)}/download`, o);

/** Where this invoice came from and what came from it (the BFF's kept links, read from its mirror). */
export const getInvoiceLinks = (b: string, id: string, o: ReadOptions = {}) =>
  apiRequest(`${itemPath(b, id)}/links`, invoiceLinksAnswerSchema, o).then((r) => r.data);

/** How the lines of this invoice were entered, as the BFF remembers for the version it wrote; null when unknown. */
export const getEnteredLines = (b: string, id: string, o: ReadOptions = {}) =>
  apiRequest(`${itemPath(b, id)}/entered-lines`, enteredLinesAnswerSchema, o).then((r) => r.data);
