import { toValidationErrorBody } from '../../contract/common';
import {
  invoiceInputSchema,
  withoutUnusedVat,
  type InvoiceInput,
  type InvoiceRulesContext,
} from '../../contract/invoice-input';
import { readNumericStrings } from '../../contract/invoice-body';
import { parseInvoiceNumber } from '../../contract/invoice';
import type { Profile } from '../../contract/profile';
import { isKnownCurrency } from '../domain/currencies';
import { unprocessable } from '../http/http-error';

type Issue = Parameters<typeof toValidationErrorBody>[0][number];

/**
 * Parses an invoice body with the contract's API rules for this business (never the form's advice), plus the API's own
 * currency list. Every problem comes back at once as a 422 on dotted input paths.
 */
export function parseInvoiceInput(
  body: unknown,
  profile: Profile,
): InvoiceInput & { number: number | undefined } {
  const ctx: InvoiceRulesContext = { businessType: profile.business_type, profileVatCode: profile.vat_code };
  const parsed = invoiceInputSchema(ctx).safeParse(readNumericStrings(body));
  const issues: Issue[] = parsed.success ? [] : [...parsed.error.issues];
  const currency = (body as { currency?: unknown } | null)?.currency;
  if (typeof currency === 'string' && /^[A-Z]{3}$/.test(currency) && !isKnownCurrency(currency)) {
    issues.push({
      code: 'custom',
      path: ['currency'],
      message: `${currency} is not a currency we accept`,
      input: currency,
    });
  }
  if (!parsed.success || issues.length > 0) throw unprocessable(toValidationErrorBody(issues));
  const raw = parsed.data.invoice_number;
  const input = withoutUnusedVat(parsed.data, ctx);
  return { ...input, number: raw == null || raw === '' ? undefined : parseInvoiceNumber(raw) };
}
