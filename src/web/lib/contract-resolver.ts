import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod/mini';

/**
 * A form's resolver from a contract schema: the form's values, put in the contract's shape (`toInput`), are checked
 * against it, each refusal landing on the field of the same path; what passes keeps the form's own values (as typed),
 * for the form's submit to convert.
 */
export function contractResolver<V extends FieldValues, I extends FieldValues>(
  schema: z.ZodMiniType<unknown, I>,
  toInput: (values: V) => I,
): Resolver<V> {
  const check = zodResolver(schema);
  return async (values, context, options) => {
    const result = await check(toInput(values), context, options as never);
    return Object.keys(result.errors).length > 0
      ? { values: {}, errors: result.errors as FieldErrors<V> }
      : { values, errors: {} };
  };
}
