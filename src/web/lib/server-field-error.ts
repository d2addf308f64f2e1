import { isApiError } from './api-error';

/**
 * For a form that keeps its own state (no react-hook-form): a lookup of the API's first message for a field or
 * anything under it (`to` also answers for `to.1`), from a failed save's error.
 */
export function serverFieldError(error: unknown): (name: string) => string | undefined {
  const errors = isApiError(error) ? error.fieldErrors : {};
  return (name) =>
    Object.entries(errors).find(([path]) => path === name || path.startsWith(`${name}.`))?.[1]?.[0];
}
