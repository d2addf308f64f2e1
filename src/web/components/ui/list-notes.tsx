import type { ReactNode } from 'react';
import { Button } from './button';
import { EmptyState } from './empty-state';

/** "Found 12 of 400": how many match, out of how many there are (when known). */
export function ResultCount({ found, of, noun }: { found: number; of: number | undefined; noun: string }) {
  return (
    <p role="status" className="text-sm text-slate-700">
      Found <strong className="font-semibold text-slate-900">{found}</strong>
      {of !== undefined ? ` of ${of}` : ''} {noun}
    </p>
  );
}

/** A search that matched nothing says what was searched and offers the way back to everything. */
export function NoMatches({ noun, searched, onClear, title = `No ${noun} match` }: { noun: string; searched: ReactNode; onClear: () => void; title?: string }) {
  return (
    <EmptyState title={title} action={<Button onClick={onClear}>Clear search and filters</Button>}>
      {searched}
    </EmptyState>
  );
}

/** A notice above a list: why what is shown may be incomplete or old. */
export function ListNotice({ children, tone = 'info' }: { children: ReactNode; tone?: 'info' | 'warning' }) {
  const colours = tone === 'warning' ? 'border-amber-300 bg-amber-50 text-amber-950' : 'border-sky-200 bg-sky-50 text-sky-950';
  return <p className={`rounded-md border px-3 py-2 text-sm ${colours}`}>{children}</p>;
}
