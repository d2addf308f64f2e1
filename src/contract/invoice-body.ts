import { isNumericText } from './input-bounds';
import { unshownInputNames as names } from './input-names';
import { amountModes } from './money';

/* The invoice body as it arrives, before the schema (invoice-input.ts) reads it. */

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
/** Whether the cross-field rules can read the input (they run beside the field errors, never on a malformed shape). */
export const isUsableShape = (v: unknown): boolean => {
  if (!isObject(v)) return false;
  const options = v[names.paymentOptions];
  return (
    typeof v.type === 'string' &&
    isObject(v.buyer) &&
    Array.isArray(v.products) &&
    v.products.every(isObject) &&
    (v.seller == null || typeof v.seller === 'object') &&
    (options == null || (Array.isArray(options) && options.every(isObject)))
  );
};

/**
 * Laravel's `numeric` accepts a number written as text, and automation tools send them so (a connector that parses
 * "additional options" as JSON turns an invoice number "7" into 7): the API reads `"2"` as 2 in a line's figures and
 * a whole number as the invoice number's text. Anything else passes unchanged, to be refused by the schema.
 */
export function readNumericStrings(body: unknown): unknown {
  if (!isObject(body)) return body;
  const number = body.invoice_number;
  const out: Record<string, unknown> = {
    ...body,
    ...(Number.isSafeInteger(number) ? { invoice_number: String(number) } : {}),
  };
  if (Array.isArray(body.products)) {
    out.products = body.products.map((line: unknown) => {
      if (!isObject(line)) return line;
      const read = { ...line };
      for (const key of ['quantity', 'vat_percentage', ...amountModes] as const) {
        const v = read[key];
        if (typeof v === 'string' && isNumericText(v)) read[key] = Number(v);
      }
      return read;
    });
  }
  return out;
}
