import { BffHttpError } from '../errors';
import type { ParamErrors } from '../records/search-params';

/** A 422 `validation` with every problem on its parameter's name (the first one in the message). */
export function paramErrors(errors: ParamErrors): BffHttpError {
  const [first] = Object.entries(errors);
  return new BffHttpError(422, 'validation', `${first![0]}: ${first![1][0]}`, { errors });
}
