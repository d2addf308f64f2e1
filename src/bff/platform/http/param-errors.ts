import { type BffHttpError, validationError } from '../errors';
import type { ParamErrors } from '../../../contract/query-reader';

/** A 422 `validation` with every problem on its parameter's name (the first one in the message). */
export function paramErrors(errors: ParamErrors): BffHttpError {
  const [first] = Object.entries(errors);
  return validationError(errors, `${first![0]}: ${first![1][0]}`);
}
