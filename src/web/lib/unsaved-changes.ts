import { useEffect } from 'react';
import { useT } from '../i18n/use-t';

/**
 * While `dirty`, leaving asks first: closing or reloading the tab (beforeunload), and following an in-app link
 * (checked in the capture phase, before the router sees the click).
 */
export function useUnsavedChangesWarning(dirty: boolean): void {
  const t = useT();
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => e.preventDefault();
    const onClick = (e: MouseEvent) => {
      const link = (e.target as Element | null)?.closest?.('a[href]');
      if (!link || link.getAttribute('target') === '_blank' || e.ctrlKey || e.metaKey || e.shiftKey) return;
      if (!window.confirm(t('shell.form.leaveUnsaved'))) {
        e.preventDefault();
        e.stopImmediatePropagation();
      }
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, t]);
}
