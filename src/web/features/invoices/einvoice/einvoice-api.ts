import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import {
  missingSchema,
  preflightAnswerSchema,
  type DetailsInput,
  type EInvoiceFormat,
  type Missing,
} from '../../../../contract/einvoice/details';
import { apiRequest } from '../../../lib/api-client';
import { errorFromAnswer, networkError } from '../../../lib/api-error';
import { keys } from '../../../lib/query-keys';
import { readOptions } from '../../../lib/read-options';
import { invoiceApi } from '../api/invoice-api';

const einvoicePath = (b: string, id: string, format: EInvoiceFormat) =>
  `${invoiceApi.itemPath(b, id)}/einvoice?format=${encodeURIComponent(format)}`;
const preflightPath = (b: string, id: string, format: EInvoiceFormat) =>
  `${invoiceApi.itemPath(b, id)}/einvoice/preflight?format=${encodeURIComponent(format)}`;
const detailsPath = (b: string, id: string, format: EInvoiceFormat) =>
  `${invoiceApi.itemPath(b, id)}/einvoice/details?format=${encodeURIComponent(format)}`;

// Built on the factory's invoice prefix here, not in lib/query-keys.ts: that module ships with the first screen, and
// these keys must not add a byte to it.
/** Every invoice's e-invoice pre-flights: a saved detail (a buyer's, the business's) may change any of them. */
const preflightKeys = (b: string) => [...keys.invoices.all(b), 'einvoice'] as const;
const preflightKey = (b: string, id: string, format: EInvoiceFormat) =>
  [...preflightKeys(b), id, format] as const;

/** What the invoice's e-invoice in `format` still lacks, and what is known: read anew each time a dialog opens. */
export const preflightQuery = (b: string, id: string, format: EInvoiceFormat) =>
  queryOptions({
    queryKey: preflightKey(b, id, format),
    queryFn: (ctx) =>
      apiRequest(preflightPath(b, id, format), preflightAnswerSchema, readOptions(ctx)).then((r) => r.data),
    staleTime: 0,
  });

/** Saves the details given (the buyer's for the buyer, the rest for the business); the answer is the new pre-flight. */
export function useSaveEInvoiceDetails(b: string, id: string, format: EInvoiceFormat) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: DetailsInput) =>
      apiRequest(detailsPath(b, id, format), preflightAnswerSchema, { method: 'PUT', body }).then(
        (r) => r.data,
      ),
    onSuccess: (preflight) => {
      // The other formats and invoices are read again when next shown; this one is what the BFF just answered.
      void qc.invalidateQueries({ queryKey: preflightKeys(b), refetchType: 'none' });
      qc.setQueryData(preflightKey(b, id, format), preflight);
    },
  });
}

/**
 * The BFF would not write the file (its 422): what it still lacks, or why this invoice can never be one (a pro forma),
 * in the BFF's sentence.
 */
export class EInvoiceRefused extends Error {
  readonly missing: Missing[];
  constructor(message: string, missing: Missing[]) {
    super(message);
    this.name = 'EInvoiceRefused';
    this.missing = missing;
  }
}

const refusalSchema = z.object({ message: z.string(), missing: z.array(missingSchema) });

/** The name the BFF gives the file (Content-Disposition, the RFC 5987 form first), if it gives one. */
export function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const encoded = /filename\*\s*=\s*[\w-]+'[^']*'([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // a malformed escape: the plain name below, if any
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1]?.trim() || undefined;
}

export interface EInvoiceFile {
  blob: Blob;
  name: string | undefined;
}

/**
 * The e-invoice itself. Fetched rather than linked: a refusal (the official rules found something missing) or a
 * failure is then told in the dialog, where a plain link would leave only the browser's "download failed".
 */
export async function fetchEInvoice(b: string, id: string, format: EInvoiceFormat): Promise<EInvoiceFile> {
  let res: Response;
  try {
    res = await fetch(`/api${einvoicePath(b, id, format)}`, { credentials: 'same-origin' });
  } catch {
    throw networkError();
  }
  if (res.ok) return { blob: await res.blob(), name: fileNameOf(res.headers.get('Content-Disposition')) };
  const body: unknown = await res.json().catch(() => undefined);
  const refusal = refusalSchema.safeParse(body);
  if (res.status === 422 && refusal.success)
    throw new EInvoiceRefused(refusal.data.message, refusal.data.missing);
  throw errorFromAnswer(res.status, body);
}
