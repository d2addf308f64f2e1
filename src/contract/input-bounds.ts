import { z } from 'zod/mini';
import { say } from './messages-common';
import { dec } from './money';

/**
 * ASSUMPTIONS — the bounds the spec does not show, in one place. The embedded API needs some: what it stores must come
 * back as finite JSON numbers exact to the cent, and one request must stay a bounded amount of work. They are set
 * far above anything a person types, so a real client is never refused by them (src/invoicing-api/README.md).
 */
export const bounds = {
  /** Any amount (price, totals, VAT %, expense figures): beyond this, cents are no longer exact as JSON numbers. */
  amount: 1e9,
  /** A line's quantity (either sign): a quantity times a price stays within exact JSON numbers. */
  quantity: 1e7,
  /** Single-line text (names, codes, units, series): a string column of the usual 255 characters. */
  text: 255,
  /** Addresses and notes. */
  longText: 2000,
  lines: 200,
  paymentOptions: 10,
  customFields: 20,
} as const;

/** Optional, nullable text, trimmed, within a storage bound (spec: "string or null"). */
export const optionalText = (max: number = bounds.text) =>
  z.optional(
    z.nullable(
      z.string({ error: say('enterText') }).check(z.trim(), z.maxLength(max, say('textTooLong', { max }))),
    ),
  );

/** A required, non-blank text field (Laravel's `required` refuses an empty string too). */
export const requiredText = (
  message: string,
  max: number = bounds.text,
  tooLong = say('textTooLong', { max }),
) => z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(max, tooLong));

/** A JSON number within ±limit (zod refuses NaN and ±Infinity, so `1e400` is refused too). */
export const boundedNumber = (error: string, limit: number, tooLarge: string) =>
  z.number({ error }).check(z.gte(-limit, tooLarge), z.lte(limit, tooLarge));

/**
 * A decimal written as text, as a Laravel `numeric` rule reads it ("12", "-0.5", " 7.25 "). Plain decimals only, at most
 * 40 characters: an exponent ("1e-9999999") would ask for millions of digits when stored exactly.
 */
export const isNumericText = (s: string): boolean =>
  s.trim().length <= 40 && /^-?(\d+(\.\d*)?|\.\d+)$/.test(s.trim());

/** A multipart number (always text): numeric and within ±bounds.amount; each refusal its own whole sentence. */
export const numericText = (refusals: { missing: string; notNumber: string; tooLarge: string }) =>
  z.string({ error: refusals.missing }).check(
    z.trim(),
    z.refine(isNumericText, refusals.notNumber),
    z.refine((s) => !isNumericText(s) || dec(s).abs().lte(bounds.amount), refusals.tooLarge),
  );
