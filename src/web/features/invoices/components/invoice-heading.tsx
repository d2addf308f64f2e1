import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../i18n/use-t';

/** The form marks the history entry it opens after a save (`{saved: true}`): the one place that says "just saved". */
export const savedState = { saved: true } as const;
const justSaved = () => (window.history.state as { saved?: unknown } | null)?.saved === true;

/**
 * An invoice's heading. Opened right after a save, it takes the focus (a keyboard or screen reader user lands on
 * what they made) and the page says it was saved, in a live region already on the page so the words are read.
 */
export function InvoiceHeading({ label }: { label: string }) {
  const t = useT();
  const ref = useRef<HTMLHeadingElement>(null);
  const [said, setSaid] = useState('');
  // Read in the effect, not the render: the BFF draws this heading too (first-screen/), where there is no history.
  useEffect(() => {
    if (!justSaved()) return;
    ref.current?.focus();
    setSaid(t('invoices.detail.saved', { label }));
    // Once: a reload or a return to this entry is not a new save.
    const { saved: _, ...rest } = (window.history.state ?? {}) as Record<string, unknown>;
    window.history.replaceState(rest, '');
  }, [t, label]);
  return (
    <>
      <h1 ref={ref} tabIndex={-1} className="text-2xl font-semibold text-slate-900">
        {label}
      </h1>
      <p role="status" className="sr-only" data-testid="saved-announcement">
        {said}
      </p>
    </>
  );
}
