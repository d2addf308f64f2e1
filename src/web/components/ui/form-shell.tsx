import { useEffect, useRef, type FormEventHandler, type ReactNode } from 'react';
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
  /** Shown, not changed (a role that reads only): the fields disabled, no button to save. */
  readOnly?: boolean;
}

export function FormShell({
  title,
  onSubmit,
  children,
  submitLabel,
  submitting,
  blockedReason,
  formError,
  secondary,
  readOnly = false,
}: FormShellProps) {
  const t = useT();
  const bar = useRef<HTMLDivElement>(null);
  // What Tab (or a field in error) focuses is scrolled clear of the sticky bar: while the form is shown, the page's
  // scroll padding is the bar's height, kept as the bar grows (a reason shown beside the button).
  useEffect(() => {
    const el = bar.current;
    const root = document.documentElement;
    if (!el) return;
    const pad = () => void (root.style.scrollPaddingBottom = `${el.offsetHeight + 8}px`);
    pad();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(pad);
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      root.style.scrollPaddingBottom = '';
    };
  }, []);
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="form-shell-title" className="flex flex-col gap-6">
      <h1 id="form-shell-title" className="text-2xl font-semibold text-slate-900">
        {title}
      </h1>
      {readOnly ? (
        <fieldset disabled role="presentation" className="contents">
          {children}
        </fieldset>
      ) : (
        children
      )}
      {formError && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {formError}
        </p>
      )}
      {/* On a phone the side note stands above the bar, which stays one button high. */}
      {secondary && <div className="sm:hidden">{secondary}</div>}
      <div
        ref={bar}
        hidden={readOnly}
        className="sticky bottom-0 -mx-4 flex items-center gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur"
      >
        <Button
          type="submit"
          className="shrink-0"
          disabled={submitting}
          aria-describedby={blockedReason ? 'form-shell-blocked' : undefined}
        >
          {submitting ? t('shell.action.saving') : submitLabel}
        </Button>
        {secondary && <div className="hidden sm:block">{secondary}</div>}
        {blockedReason && (
          <p id="form-shell-blocked" className="min-w-0 text-sm text-red-700">
            {blockedReason}
          </p>
        )}
      </div>
    </form>
  );
}
