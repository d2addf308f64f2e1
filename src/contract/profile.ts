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
