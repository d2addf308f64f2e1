import { useEffect, useRef, type ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import { errorText } from '../../lib/error-text';
import { Button } from './button';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  danger?: boolean;
  /** Why the last try failed (a failed request is told in the person's words); the question stays open to try again. */
  error?: unknown;
}

/** A modal question on the native <dialog>: focus is trapped and Escape cancels, as the browser does it. */
export function ConfirmDialog({ open, title, children, confirmLabel, onConfirm, onCancel, busy = false, danger = false, error }: ConfirmDialogProps) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby="confirm-dialog-title"
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-lg border border-slate-200 bg-white p-6 shadow-xl backdrop:bg-slate-900/40"
    >
      <h2 id="confirm-dialog-title" className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-2 text-sm text-slate-700">
        {children}
        {error != null && (
          <p role="alert" className="mt-2 text-red-700">
            {errorText(t, error)}
          </p>
        )}
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={busy} autoFocus>
          {t('shell.action.cancel')}
        </Button>
        <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} disabled={busy}>
          {busy ? t('shell.action.working') : confirmLabel}
        </Button>
      </div>
    </dialog>
  );
}
