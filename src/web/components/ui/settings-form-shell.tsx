import type { FormEventHandler, ReactNode } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { useT } from '../../i18n/use-t';
import { Button } from './button';

interface SettingsFormShellProps {
  /** The heading's id, which names the part of the page (unique on it). */
  titleId: string;
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  submitting: boolean;
  /** Saved and not changed since: "Saved." beside the button. */
  saved: boolean;
  /** What "saved" says where the settings' word does not fit (their namespace is the business screens'). */
  savedLabel?: string;
  /** What belongs to no one field: a network failure, a server message without a field. */
  formError?: string | undefined;
  children: ReactNode;
}

/**
 * One of a screen's several forms (the settings', the people's, the account's): a card of its own with its own save
 * button, so each is saved apart (FormShell is a page's one form, with the page's title and a sticky bar).
 */
export function SettingsFormShell({
  titleId,
  title,
  onSubmit,
  submitLabel,
  submitting,
  saved,
  savedLabel,
  formError,
  children,
}: SettingsFormShellProps) {
  const t = useT();
  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {children}
        {formError && (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            {formError}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-3 border-t border-slate-100 pt-4">
          <Button type="submit" disabled={submitting}>
            {submitting ? t('shell.action.saving') : submitLabel}
          </Button>
          {saved && (
            <p role="status" className="text-sm text-emerald-800">
              {savedLabel ?? t('business.settings.saved')}
            </p>
          )}
        </div>
      </form>
    </section>
  );
}

/**
 * What a form that saves through a mutation tells its shell: busy while it saves (`submitting`, the mutation's own
 * unless the form's is given), saved while unchanged since the save, and the error that belongs to no one field.
 */
export const savingState = <V extends FieldValues>(
  formState: { isDirty: boolean; errors: FieldErrors<V> },
  save: { isPending: boolean; isSuccess: boolean },
  submitting = save.isPending,
) => ({
  submitting,
  saved: save.isSuccess && !formState.isDirty,
  formError: formState.errors.root?.server?.message,
});
