import { get, type FieldValues, type Path, type RegisterOptions, type UseFormReturn } from 'react-hook-form';

/**
 * `register(name)` with the field's starting value written on the element too, so a form the BFF draws (no refs run
 * there) shows its values before the app takes it over; register's ref sets the same value in the browser.
 */
export function drawnRegister<T extends FieldValues>({ register, formState }: Pick<UseFormReturn<T>, 'register' | 'formState'>) {
  return <N extends Path<T>>(name: N, options?: RegisterOptions<T, N>) => ({
    ...register(name, options),
    defaultValue: (get(formState.defaultValues, name) as string | number | null | undefined) ?? undefined,
  });
}
