import { z } from 'zod/mini';
import { easCodes } from './eas';

/**
 * What an e-invoice needs that the API's invoice does not hold (its addresses are one line, it has no country,
 * no electronic address, no unit codes): the owner gives it once in the pre-flight and the desk remembers it —
 * the seller's part for the business, the buyer's part for the buyer (by buyer key), unit codes for the business.
 */
export const eInvoiceFormats = ['peppol', 'xrechnung-ubl', 'xrechnung-cii', 'facturx'] as const;
export type EInvoiceFormat = (typeof eInvoiceFormats)[number];
export const eInvoiceFormatSchema = z.enum(eInvoiceFormats);

/** The VAT categories of EN 16931 (UNTDID 5305) an invoice of ours can carry. */
export const vatCategories = ['S', 'Z', 'E', 'AE', 'K', 'G', 'O'] as const;
export type VatCategory = (typeof vatCategories)[number];
/** The categories a 0 % line may be: zero-rated, exempt, reverse charge, intra-community supply, export. */
export const zeroRateCategories = ['Z', 'E', 'AE', 'K', 'G'] as const satisfies readonly VatCategory[];
export type ZeroRateCategory = (typeof zeroRateCategories)[number];

const text = (max: number) => z.nullable(z.string().check(z.trim(), z.maxLength(max)));
/** ISO 3166-1 alpha-2 (EN 16931 BT-40 / BT-55). */
export const countryCodeSchema = z
  .string()
  .check(z.regex(/^[A-Z]{2}$/, 'Choose a country (two letters, as LT or DE)'));
/** An electronic address scheme (the EAS code list, eas.ts). */
export const easSchema = z.enum(easCodes, {
  error: 'Choose an electronic address scheme from the list (e.g. 0088 for a GLN, EM for e-mail)',
});
/** A UN/ECE Recommendation 20 unit code (e.g. H87, HUR, C62). */
export const unitCodeSchema = z
  .string()
  .check(z.regex(/^[A-Z0-9]{2,3}$/, 'A unit code is 2–3 capital letters or digits'));

const addressFields = {
  street: text(200),
  city: text(100),
  post_code: text(20),
  country: z.nullable(countryCodeSchema),
  electronic_address: text(200),
  electronic_scheme: z.nullable(easSchema),
};

export const sellerDetailsSchema = z.object({
  ...addressFields,
  /** BT-84: the account the buyer pays to (an IBAN), BT-86 its BIC */
  iban: z.nullable(
    z
      .string()
      .check(
        z.trim(),
        z.regex(
          /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/,
          'Enter an IBAN, as LT12 1000 0111 0100 1000 (without spaces)',
        ),
      ),
  ),
  bic: z.nullable(
    z
      .string()
      .check(z.trim(), z.regex(/^[A-Z0-9]{8}([A-Z0-9]{3})?$/, 'A BIC has 8 or 11 letters and digits')),
  ),
  /** BT-42, BT-43: the seller's contact when the invoice states none (XRechnung asks for both) */
  phone: text(50),
  email: z.nullable(z.email({ error: 'Enter an e-mail address such as name@example.com.' })),
  /** the owner's own unit words → UN/ECE Rec. 20 codes, beside the ones the desk knows */
  units: z.record(z.string().check(z.maxLength(40)), unitCodeSchema),
});
export type SellerDetails = z.infer<typeof sellerDetailsSchema>;

export const buyerDetailsSchema = z.object({
  ...addressFields,
  /** BT-10: the buyer's reference (a Leitweg-ID for German public buyers, an order number, a cost centre) */
  buyer_reference: text(200),
  /** the category of this buyer's 0 % lines, and the reason printed with it (BT-120) */
  zero_rate: z.nullable(z.enum(zeroRateCategories)),
  exemption_reason: text(300),
  /** the e-invoice attached beside the PDF when an invoice is e-mailed to this buyer (null: none) */
  send_format: z.nullable(eInvoiceFormatSchema),
});
export type BuyerDetails = z.infer<typeof buyerDetailsSchema>;

const noAddress = {
  street: null,
  city: null,
  post_code: null,
  country: null,
  electronic_address: null,
  electronic_scheme: null,
} as const;
export const emptySellerDetails = (): SellerDetails => ({
  ...noAddress,
  iban: null,
  bic: null,
  phone: null,
  email: null,
  units: {},
});
export const emptyBuyerDetails = (): BuyerDetails => ({
  ...noAddress,
  buyer_reference: null,
  zero_rate: null,
  exemption_reason: null,
  send_format: null,
});

/** One thing an e-invoice lacks: the EN 16931 term, the details' field that gives it, and what to say to the owner. */
export const missingSchema = z.object({
  term: z.string(),
  /** `seller.city`, `buyer.country`, `buyer.zero_rate`, `units.<the unit word>`, or `invoice.<field>` (fixed by editing the invoice) */
  field: z.string(),
  message: z.string(),
});
export type Missing = z.infer<typeof missingSchema>;

/** `GET /api/b/{b}/invoices/{id}/einvoice/preflight?format=`: what is known, what is missing. */
export const preflightSchema = z.object({
  format: eInvoiceFormatSchema,
  seller: sellerDetailsSchema,
  buyer: buyerDetailsSchema,
  /** the invoice's unit words and the code each maps to (null: unknown) */
  units: z.record(z.string(), z.nullable(unitCodeSchema)),
  missing: z.array(missingSchema),
  /** why this invoice cannot be an e-invoice at all (a pro forma), else null */
  refusal: z.nullable(z.string()),
  /** whether this desk has the official rules the file is checked with (without them only this pre-flight helps) */
  official_rules: z.boolean(),
});
export type Preflight = z.infer<typeof preflightSchema>;
export const preflightAnswerSchema = z.object({ data: preflightSchema });

/** `PUT /api/b/{b}/invoices/{id}/einvoice/details`: the parts given; the seller's are kept for the business, the buyer's for the invoice's buyer. */
export const detailsInputSchema = z.object({
  seller: z.optional(z.partial(sellerDetailsSchema)),
  buyer: z.optional(z.partial(buyerDetailsSchema)),
});
export type DetailsInput = z.infer<typeof detailsInputSchema>;
