import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import type { RecordKind } from '../../lib/query-keys';
import { Button } from './button';
import { EmptyState } from './empty-state';

/** "Found 12 of 400 invoices": how many match, out of how many there are (when known). */
export function ResultCount({ found, of, noun }: { found: number; of: number | undefined; noun: RecordKind }) {
  const t = useT();
  return (
    <p role="status" className="text-sm text-slate-700">
      {of !== undefined ? t('lists.result.foundOf', { kind: noun, found, of }) : t('lists.result.found', { kind: noun, found })}
    </p>
  );
}

/** A search that matched nothing says what was searched and offers the way back to everything. */
export function NoMatches({ noun, searched, onClear, title }: { noun: RecordKind; searched: ReactNode; onClear: () => void; title?: string }) {
  const t = useT();
  return (
    <EmptyState title={title ?? t('lists.result.noMatches', { kind: noun })} action={<Button onClick={onClear}>{t('lists.result.clearSearch')}</Button>}>
      {searched}
    </EmptyState>
  );
}

/** A notice above a list: why what is shown may be incomplete or old. */
export function ListNotice({ children, tone = 'info' }: { children: ReactNode; tone?: 'info' | 'warning' }) {
  const colours = tone === 'warning' ? 'border-amber-300 bg-amber-50 text-amber-950' : 'border-sky-200 bg-sky-50 text-sky-950';
  return <p className={`rounded-md border px-3 py-2 text-sm ${colours}`}>{children}</p>;
}
