import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import { errorText } from '../../lib/error-text';
import { Button } from './button';
import { ModalDialog } from './modal-dialog';

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
  /** A better way than confirming, offered first and focused first (e.g. "Credit it instead" of deleting). */
  alternative?: { label: string; onSelect: () => void };
}

/** A modal question (ModalDialog): cancel or confirm (or a better way, offered first), and why the last try failed. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
  busy = false,
  danger = false,
  error,
  alternative,
}: ConfirmDialogProps) {
  const t = useT();
  return (
    <ModalDialog open={open} titleId="confirm-dialog-title" onCancel={onCancel}>
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
        {alternative && (
          <Button variant="primary" onClick={alternative.onSelect} disabled={busy} autoFocus>
            {alternative.label}
          </Button>
        )}
        <Button variant="secondary" onClick={onCancel} disabled={busy} autoFocus={!alternative}>
          {t('shell.action.cancel')}
        </Button>
        <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} disabled={busy}>
          {busy ? t('shell.action.working') : confirmLabel}
        </Button>
      </div>
    </ModalDialog>
  );
}
