import type { FormEventHandler, ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import { Button } from './button';

interface FormShellProps {
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
  submitLabel: string;
  submitting: boolean;
  /** Why the form cannot be sent now, shown beside the button (and read with it), e.g. "3 fields need attention". */
  blockedReason?: string | undefined;
  /** An error that belongs to no one field: a network failure, or a server message without a field. */
  formError?: string | undefined;
  secondary?: ReactNode;
}

export function FormShell({ title, onSubmit, children, submitLabel, submitting, blockedReason, formError, secondary }: FormShellProps) {
  const t = useT();
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="form-shell-title" className="flex flex-col gap-6">
      <h1 id="form-shell-title" className="text-2xl font-semibold text-slate-900">
        {title}
      </h1>
      {children}
      {formError && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {formError}
        </p>
      )}
      <div className="sticky bottom-0 -mx-4 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur">
        <Button type="submit" disabled={submitting} aria-describedby={blockedReason ? 'form-shell-blocked' : undefined}>
          {submitting ? t('shell.action.saving') : submitLabel}
        </Button>
        {secondary}
        {blockedReason && (
          <p id="form-shell-blocked" className="text-sm text-red-700">
            {blockedReason}
          </p>
        )}
      </div>
    </form>
  );
}
