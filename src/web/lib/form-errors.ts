import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-error';

/**
 * Puts the API's 422 field errors on the form fields of the same dotted path (`products.2.total`). What has no
 * field on the form lands on `root.server`, so nothing the server said is lost. Returns whether anything was set.
 */
export function applyServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  hasField: (path: string) => boolean,
): boolean {
  if (!isApiError(error)) return false;
  const entries = Object.entries(error.fieldErrors);
  const unplaced: string[] = [];
  let first = true;
  for (const [path, messages] of entries) {
    const message = messages.join(' ');
    if (hasField(path)) {
      setError(path as Path<T>, { type: 'server', message }, { shouldFocus: first });
      first = false;
    } else unplaced.push(message);
  }
  if (entries.length === 0 || unplaced.length > 0) {
    setError('root.server', { type: 'server', message: unplaced.length ? unplaced.join(' ') : error.message });
  }
  return true;
}
