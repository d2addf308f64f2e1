import { z } from 'zod/mini';

/**
 * The BFF's answer to POST /api/b/{business}/receipts/read (receipt reading, the BFF's own endpoint): the fields
 * read off a receipt or purchase invoice, each may be null, each with a confidence 0..1; `note` says why fields
 * are empty when the file could not be read. `words` are the words read with where they stand on the picture the
 * person sees (the photo as its EXIF turns it, or a PDF's first page), and `sources` each field's words.
 */
export const readingFieldNames = ['seller', 'total', 'currency', 'date', 'vat', 'invoice_number'] as const;
export type ReadingFieldName = (typeof readingFieldNames)[number];

const confidence = z.number().check(z.gte(0), z.lte(1));
const share = z.number().check(z.gte(0), z.lte(1));

export const receiptFieldsSchema = z.object({
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
export type ReceiptFields = z.infer<typeof receiptFieldsSchema>;

/** The most words an answer carries (a long A4 invoice has more; the fields' own words are always kept). */
export const maxReadingWords = 400;
/** Decimal places of a word's box: a ten-thousandth of the picture is finer than any screen shows it. */
export const boxDecimals = 4;

/** A word as read, and its box on the picture: left, top, width, height, each a share (0..1) of the picture's size. */
export const readingWordSchema = z.object({
  text: z.string().check(z.minLength(1), z.maxLength(80)),
  box: z.array(share).check(z.minLength(4), z.maxLength(4)),
});
export type ReadingWord = z.infer<typeof readingWordSchema>;

/** Each field's words, as indexes into `words` (empty when the value was not printed in one place, e.g. a VAT summed). */
const wordIndexes = z.array(z.int().check(z.gte(0), z.lte(maxReadingWords - 1))).check(z.maxLength(12));
export const readingSourcesSchema = z.object({
  seller: wordIndexes,
  total: wordIndexes,
  currency: wordIndexes,
  date: wordIndexes,
  vat: wordIndexes,
  invoice_number: wordIndexes,
});
export type ReadingSources = z.infer<typeof readingSourcesSchema>;
export const noSources = (): ReadingSources => ({ seller: [], total: [], currency: [], date: [], vat: [], invoice_number: [] });

export const receiptReadingSchema = z
  .extend(receiptFieldsSchema, {
    // optional: an answer without words (an older BFF) outlines nothing. (Not zod's default or a transform: the
    // first screen's bundle holds zod's parts, and would have to carry those too.)
    words: z.optional(z.array(readingWordSchema).check(z.maxLength(maxReadingWords))),
    sources: z.optional(readingSourcesSchema),
  })
  .check(
    z.refine((r) => Object.values(r.sources ?? noSources()).every((ix) => ix.every((i) => i < (r.words?.length ?? 0))), {
      message: 'A field’s source names a word the answer does not hold.',
      path: ['sources'],
    }),
  );
export type ReceiptReading = z.infer<typeof receiptReadingSchema>;
/** The words of a reading and each field's among them. */
export type ReadingPlaces = { words: ReadingWord[]; sources: ReadingSources };
export const receiptReadingAnswerSchema = z.object({ data: receiptReadingSchema });
