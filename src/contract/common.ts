import { z } from 'zod/mini';
import { say } from './messages-common';

export const uuidSchema = z.uuid({ error: say('notValidId') });
export const dateSchema = z.iso.date({ error: say('enterDate') });
export const timestampSchema = z.int();
export const currencyCodeSchema = z
  .string({ error: say('chooseCurrency') })
  .check(z.regex(/^[A-Z]{3}$/, say('currencyCode')));

export const labelValueSchema = z.object(
  {
    label: z.string({ error: say('labelAsText') }).check(z.maxLength(100, say('labelTooLong', { max: 100 }))),
    value: z.string({ error: say('valueAsText') }).check(z.maxLength(500, say('valueTooLong', { max: 500 }))),
  },
  { error: say('enterLabelAndValue') },
);
export type LabelValue = z.infer<typeof labelValueSchema>;

export const currencySchema = z.object({ code: currencyCodeSchema, title: z.string() });
export type Currency = z.infer<typeof currencySchema>;

export const paginationMetaSchema = z.object({
  current_page: z.int().check(z.minimum(1)),
  from: z.nullable(z.int().check(z.minimum(1))),
  last_page: z.int().check(z.minimum(1)),
  path: z.nullable(z.string()),
  per_page: z.int().check(z.minimum(0)),
  to: z.nullable(z.int().check(z.minimum(1))),
  total: z.int().check(z.minimum(0)),
});
export type PaginationMeta = z.infer<typeof paginationMetaSchema>;

export const pageSize = 50;

export const paginated = <T extends z.ZodMiniType>(item: T) =>
  z.object({ data: z.array(item), meta: paginationMetaSchema });

export const dataOf = <T extends z.ZodMiniType>(item: T) => z.object({ data: item });

/** Error bodies: every error has a message; 422 adds the field errors on dotted input paths. */
export const validationErrorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationErrorBody = z.infer<typeof validationErrorBodySchema>;
export type FieldErrors = ValidationErrorBody['errors'];

/** Zod issues as field errors on dotted input paths (`_` for the body as a whole). */
export function toFieldErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

/** The Laravel-style 422 body for these field errors: the first error is the message, with how many more. */
export function validationErrorBody(errors: FieldErrors): ValidationErrorBody {
  const messages = Object.values(errors).flat();
  const first = messages[0] ?? 'The given data was invalid.';
  const more = messages.length - 1;
  return { message: more > 0 ? `${first} (and ${more} more error${more > 1 ? 's' : ''})` : first, errors };
}

/** Turns zod issues into the Laravel-style 422 body the API answers with. */
export const toValidationErrorBody = (issues: readonly z.core.$ZodIssue[]): ValidationErrorBody =>
  validationErrorBody(toFieldErrors(issues));
