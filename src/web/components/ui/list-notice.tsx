import type { ReactNode } from 'react';

/** A notice above a list or a form: what the person should know about what it shows. */
export function ListNotice({ children, tone = 'info' }: { children: ReactNode; tone?: 'info' | 'warning' }) {
  const colours =
    tone === 'warning'
      ? 'border-amber-300 bg-amber-50 text-amber-950'
      : 'border-sky-200 bg-sky-50 text-sky-950';
  return <p className={`rounded-md border px-3 py-2 text-sm ${colours}`}>{children}</p>;
}
