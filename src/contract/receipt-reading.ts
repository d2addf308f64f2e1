import { z } from 'zod/mini';
import { expenseFileExtensions, fileExtension } from './expense';
import { say } from './messages-common';

/**
 * The BFF's answer to POST /api/b/{business}/receipts/read (receipt reading, the BFF's own endpoint): the fields
 * read off a receipt or purchase invoice, each may be null, each with a confidence 0..1; `note` says why fields
 * are empty when the file could not be read. `words` are the words read with where they stand on the picture the
 * person sees (the photo as its EXIF turns it, or a PDF's first page), and `sources` each field's words.
 */
export const readingFieldNames = ['seller', 'total', 'currency', 'date', 'vat', 'invoice_number'] as const;
export type ReadingFieldName = (typeof readingFieldNames)[number];

/**
 * What the desk takes from the person for an expense: the API's extensions, plus an XML e-invoice (UBL, CII), which
 * the reader reads and the BFF keeps inside a PDF, as the API stores no .xml. The API's own whitelist stays as it is
 * (expense.ts). Here, not there: expense.ts is on the first screen, the capture card is not.
 */
export const deskFileExtensions = [...expenseFileExtensions, 'xml'] as const;
export const deskFileRefusal = (name: string): string | undefined =>
  (deskFileExtensions as readonly string[]).includes(fileExtension(name))
    ? undefined
    : say('fileNotAccepted', { name, extensions: deskFileExtensions.join(', ') });

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
export const noSources = (): ReadingSources => ({
  seller: [],
  total: [],
  currency: [],
  date: [],
  vat: [],
  invoice_number: [],
});

/**
 * What the person should know of each field: `uncertain` when its confidence is low or the document's own arithmetic
 * (lines, per-rate VAT, payments) does not confirm it, so the review asks for a check; `box` where on the picture it
 * was read (left, top, width, height as shares): around its words, or around the rows a worked-out value (a VAT
 * summed over rates) came from; null when it stands nowhere.
 */
export const fieldCheckSchema = z.object({
  uncertain: z.boolean(),
  box: z.nullable(z.array(share).check(z.minLength(4), z.maxLength(4))),
});
export type FieldCheck = z.infer<typeof fieldCheckSchema>;
export const fieldChecksSchema = z.object({
  seller: fieldCheckSchema,
  total: fieldCheckSchema,
  currency: fieldCheckSchema,
  date: fieldCheckSchema,
  vat: fieldCheckSchema,
  invoice_number: fieldCheckSchema,
});
export type FieldChecks = z.infer<typeof fieldChecksSchema>;
/** Below this confidence a field is uncertain (the review offers it rather than filling it in). */
export const uncertainBelow = 0.6;

/** The e-invoice formats read: UBL 2.1 Invoice or CreditNote, UN/CEFACT CII CrossIndustryInvoice. */
export const einvoiceFormats = ['ubl-invoice', 'ubl-credit-note', 'cii'] as const;
export type EInvoiceFormat = (typeof einvoiceFormats)[number];
/** The most lines and failed rules an answer carries (the form shows them; the file itself keeps them all). */
export const maxEInvoiceLines = 200;
export const maxVerdictFindings = 50;

/**
 * What the official rules said of a received e-invoice: `fatal` the rules it breaks (their ids and texts, as the
 * rule sets word them), `warnings` how many advisory ones it did not meet. Null when validating it failed itself.
 */
export const einvoiceVerdictSchema = z.object({
  valid: z.boolean(),
  rule_sets: z.array(z.string()),
  fatal: z.array(z.object({ id: z.string(), text: z.string() })).check(z.maxLength(maxVerdictFindings)),
  fatal_count: z.int().check(z.gte(0)),
  warnings: z.int().check(z.gte(0)),
});
export type EInvoiceVerdict = z.infer<typeof einvoiceVerdictSchema>;
/** The verdict's rule sets by the names their owners give them (CEN, OpenPeppol, KoSIT): the same in every language. */
export const ruleSetTitles: Readonly<Record<string, string>> = {
  'en16931-ubl': 'EN 16931',
  'en16931-cii': 'EN 16931',
  'peppol-ubl': 'Peppol BIS 3',
  'xrechnung-ubl': 'XRechnung',
  'xrechnung-cii': 'XRechnung',
};

/**
 * What only an e-invoice gives, as the document states it (a credit note's amounts as printed, positive; the
 * reading's `total` and `vat` carry the expense's sign). Amounts are numbers of the document currency.
 */
export const einvoiceReadingSchema = z.object({
  format: z.enum(einvoiceFormats),
  /** Found inside a PDF (Factur-X / ZUGFeRD / XRechnung attachment): its name; null for an XML dropped as is. */
  attachment: z.nullable(z.string()),
  credit_note: z.boolean(),
  /** BT-3, BT-24 (the specification it claims), BT-23 (the business process) */
  type_code: z.nullable(z.string()),
  customization: z.nullable(z.string()),
  profile: z.nullable(z.string()),
  /** BT-31, BT-9, BT-109, BT-115 */
  seller_vat_code: z.nullable(z.string()),
  due_date: z.nullable(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
  net_total: z.nullable(z.number()),
  payable: z.nullable(z.number()),
  /** BG-23: BT-118, BT-119, BT-116, BT-117 */
  vat_breakdown: z
    .array(
      z.object({ category: z.string(), rate: z.nullable(z.number()), base: z.number(), amount: z.number() }),
    )
    .check(z.maxLength(maxEInvoiceLines)),
  /** BG-25: BT-153, BT-129, BT-130, BT-146, BT-131, BT-151, BT-152 (the first maxEInvoiceLines of `line_count`) */
  lines: z
    .array(
      z.object({
        name: z.string(),
        quantity: z.nullable(z.number()),
        unit_code: z.nullable(z.string()),
        price: z.nullable(z.number()),
        net_amount: z.nullable(z.number()),
        vat_category: z.nullable(z.string()),
        vat_rate: z.nullable(z.number()),
      }),
    )
    .check(z.maxLength(maxEInvoiceLines)),
  line_count: z.int().check(z.gte(0)),
  verdict: z.nullable(einvoiceVerdictSchema),
  /** Why there is no verdict (the rules could not be run on it). */
  verdict_note: z.nullable(z.string()),
});
export type EInvoiceReading = z.infer<typeof einvoiceReadingSchema>;

export const receiptReadingSchema = z
  .extend(receiptFieldsSchema, {
    // optional: an answer without words (an older BFF) outlines nothing. (Not zod's default or a transform: the
    // first screen's bundle holds zod's parts, and would have to carry those too.)
    words: z.optional(z.array(readingWordSchema).check(z.maxLength(maxReadingWords))),
    sources: z.optional(readingSourcesSchema),
    // set when the file was a structured e-invoice: the fields came from its data, not from OCR
    einvoice: z.optional(einvoiceReadingSchema),
    // optional, as `words`: an older BFF's answer has neither
    field_checks: z.optional(fieldChecksSchema),
    /**
     * Whether the document's figures add up: the total agrees with its lines, payments or net + VAT, and the per-rate
     * VAT with the total; null when nothing printed could confirm or deny it
     */
    balanced: z.optional(z.nullable(z.boolean())),
  })
  .check(
    z.refine(
      (r) =>
        Object.values(r.sources ?? noSources()).every((ix) => ix.every((i) => i < (r.words?.length ?? 0))),
      {
        message: 'A field’s source names a word the answer does not hold.',
        path: ['sources'],
      },
    ),
  );
export type ReceiptReading = z.infer<typeof receiptReadingSchema>;
/** A reading with nothing read, and why (null: no reason to give). */
export const emptyReading = (note: string | null): ReceiptReading => ({
  seller: null,
  total: null,
  currency: null,
  date: null,
  vat: null,
  invoice_number: null,
  confidence: { seller: 0, total: 0, currency: 0, date: 0, vat: 0, invoice_number: 0 },
  language: null,
  note,
  words: [],
  sources: noSources(),
});
/** The words of a reading and each field's among them. */
export type ReadingPlaces = { words: ReadingWord[]; sources: ReadingSources };
export const receiptReadingAnswerSchema = z.object({ data: receiptReadingSchema });
