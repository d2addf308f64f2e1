import type { z } from 'zod/mini';
import { toFieldErrors } from '../../../contract/common';
import { validationError } from '../../platform/errors';

/** A request body parsed by its contract schema, or the 422 on its fields. */
export function parsed<S extends z.ZodMiniType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) throw validationError(toFieldErrors(result.error.issues));
  return result.data;
}
