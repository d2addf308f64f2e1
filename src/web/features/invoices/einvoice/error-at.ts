import type { FieldErrors } from 'react-hook-form';
import type { DetailsValues } from './detail-items';

/** The message of the error at a dotted form path (`seller.iban`, `units.0`), if there is one. */
export const errorAt = (errors: FieldErrors<DetailsValues>, path: string): string | undefined =>
  (
    path
      .split('.')
      .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], errors) as
      { message?: string } | undefined
  )?.message;
