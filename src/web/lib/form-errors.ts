import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { translateNow } from '../i18n/use-t';
import { isApiError } from './api-error';
import { errorText } from './error-text';

// The words set here are kept in the form's state until the next submit: they are in the language of the moment of
// the failure (translateNow), as a message the form had translated itself would be.

/**
 * Puts the API's 422 field errors on the form fields of the same dotted path (`products.2.total`). `fieldFor`
 * says whether the form shows a server path (true), on which other field (its path), or not at all (false or
 * undefined): what has no field lands on
 * `root.server`, so nothing the server said is lost. Returns whether the error was an ApiError.
 * The field messages are the API's own and are shown as they come; anything else is told by its code (errorText).
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
    setError('root.server', {
      type: 'server',
      message: unplaced.length ? unplaced.join(' ') : errorText(translateNow, error),
    });
  }
  return true;
}

/** What a failed save says when no one field holds the problem: the same words in every form. */
export function submitErrorMessage(error: unknown): string {
  if (!isApiError(error)) return translateNow('shell.form.notSavedUnexpected');
  return error.code === 'network'
    ? translateNow('shell.form.notSavedOffline')
    : errorText(translateNow, error);
}

/**
 * A failed save, handled the same in every form: the API's 422 lands on the fields (`fieldFor` as above), anything
 * else is one sentence on `root.server`. Nothing typed is lost; the next submit clears `root` again.
 */
export function reportSubmitError<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  fieldFor?: (serverPath: string) => string | boolean | undefined,
): void {
  if (isApiError(error) && error.code === 'validation') applyServerErrors(setError, error, fieldFor);
  else setError('root.server', { type: 'server', message: submitErrorMessage(error) });
}
