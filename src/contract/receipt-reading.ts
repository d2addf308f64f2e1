import { z } from 'zod/mini';

/**
 * The BFF's answer to POST /api/b/{business}/receipts/read (receipt reading, the BFF's own endpoint): the fields
 * read off a receipt or purchase invoice, each may be null, each with a confidence 0..1; `note` says why fields
 * are empty when the file could not be read.
 */
export const readingFieldNames = ['seller', 'total', 'currency', 'date', 'vat', 'invoice_number'] as const;
export type ReadingFieldName = (typeof readingFieldNames)[number];

const confidence = z.number().check(z.gte(0), z.lte(1));

export const receiptReadingSchema = z.object({
  seller: z.nullable(z.string()),
  total: z.nullable(z.number()),
  currency: z.nullable(z.string().check(z.regex(/^[A-Z]{3}$/))),
  date: z.nullable(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
  vat: z.nullable(z.number()),
  invoice_number: z.nullable(z.string()),
  confidence: z.object({
    seller: confidence,
    total: confidence,
    currency: confidence,
    date: confidence,
    vat: confidence,
    invoice_number: confidence,
  }),
  language: z.nullable(z.string()),
  note: z.nullable(z.string()),
});
export type ReceiptReading = z.infer<typeof receiptReadingSchema>;
export const receiptReadingAnswerSchema = z.object({ data: receiptReadingSchema });
