import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-error';

/**
 * Puts the API's 422 field errors on the form fields of the same dotted path (`products.2.total`). `fieldFor`
 * says whether the form shows a server path (true), on which other field (its path), or not at all (false or
 * undefined): what has no field lands on
 * `root.server`, so nothing the server said is lost. Returns whether the error was an ApiError.
 */
export function applyServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  fieldFor: (serverPath: string) => string | boolean | undefined = () => true,
): boolean {
  if (!isApiError(error)) return false;
  const entries = Object.entries(error.fieldErrors);
  const unplaced: string[] = [];
  for (const [path, messages] of entries) {
    const place = fieldFor(path);
    const field = place === true ? path : place;
    if (field) setError(field as Path<T>, { type: 'server', message: messages.join(' ') });
    else unplaced.push(...messages);
  }
  if (entries.length === 0 || unplaced.length > 0) {
    setError('root.server', { type: 'server', message: unplaced.length ? unplaced.join(' ') : error.message });
  }
  return true;
}
