import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A modal on the native <dialog>, shown while `open`: focus is trapped and Escape cancels, as the browser does it.
 * `titleId` names the element holding its title.
 */
export function ModalDialog({
  open,
  titleId,
  onCancel,
  wide = false,
  children,
}: {
  open: boolean;
  titleId: string;
  onCancel: () => void;
  wide?: boolean;
  children: ReactNode;
}) {
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
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
      className={`m-auto ${wide ? 'w-[min(36rem,calc(100vw-2rem))]' : 'w-[min(28rem,calc(100vw-2rem))]'} rounded-lg border border-slate-200 bg-white p-6 shadow-xl backdrop:bg-slate-900/40`}
    >
      {children}
    </dialog>
  );
}
