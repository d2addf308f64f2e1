import { z } from 'zod/mini';
import { uuidSchema } from './common';
import { businessTypeSchema } from './enums';

const optionalText = z.optional(z.nullable(z.string()));

export const profileSchema = z.object({
  business_id: uuidSchema,
  business_title: z.string(),
  business_type: businessTypeSchema,
  address: z.nullable(z.string()),
  vat_code: z.nullable(z.string()),
  // present when the business is a company
  company_name: optionalText,
  company_code: optionalText,
  // present when business_type is individual_activity
  individual_activity_id: optionalText,
  first_name: optionalText,
  last_name: optionalText,
});
export type Profile = z.infer<typeof profileSchema>;

type NameFields = 'first_name' | 'last_name' | 'company_name' | 'company_code' | 'individual_activity_id';

/**
 * A business's name and code fields with the absent ones (the other business type's) as null: how a seller and a
 * stored business hold them.
 */
export const nameFieldsOf = (
  p: Partial<Record<NameFields, string | null | undefined>>,
): Record<NameFields, string | null> => ({
  first_name: p.first_name ?? null,
  last_name: p.last_name ?? null,
  company_name: p.company_name ?? null,
  company_code: p.company_code ?? null,
  individual_activity_id: p.individual_activity_id ?? null,
});
