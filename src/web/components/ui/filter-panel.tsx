import { useId, useState, type ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import type { Filters } from '../../lib/list-params';
import { Button } from './button';

/**
 * A list's filters under its search box. On a phone they wait behind a "Filters" button, which says how many are
 * set, so the rows start near the top; on a wider screen they are always shown.
 */
export function FilterPanel({ filters, children }: { filters: Filters; children: ReactNode }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const id = useId();
  // The search box stays in sight: only what is behind the button counts.
  const set = Object.keys(filters).filter((name) => name !== 'q').length;
  return (
    <>
      <Button
        variant="secondary"
        className="self-start sm:hidden"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {t('lists.filter.show', { count: set })}
      </Button>
      <div id={id} className={`flex flex-wrap items-end gap-3 ${open ? '' : 'max-sm:hidden'}`}>
        {children}
      </div>
    </>
  );
}
