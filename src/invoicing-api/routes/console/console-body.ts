import type { z } from 'zod/mini';
import { toValidationErrorBody } from '../../../contract/common';
import type { AppContext } from '../../context';
import { notFound, unprocessable } from '../../http/http-error';

/** Parses a console body with a contract-style schema; failures are the same 422 shape as the API's. */
export function parseBody<T extends z.ZodMiniType>(schema: T, body: unknown): z.infer<T> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw unprocessable(toValidationErrorBody(parsed.error.issues));
  return parsed.data;
}

/** The business of a console path; 404 when it does not exist. */
export function requireBusiness(ctx: AppContext, businessId: string) {
  const profile = ctx.businesses.profile(businessId);
  if (!profile) throw notFound('Business');
  return profile;
}
