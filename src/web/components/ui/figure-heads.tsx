import type { ReactNode } from 'react';

/**
 * The column heads of a small table of figures (an invoice's lines, the overview's months): the first, what a row
 * is, to the left; the figures' to the right; `gap` between the columns.
 */
export function FigureHeads({ heads, gap }: { heads: ReactNode[]; gap: 'pr-2' | 'pr-3' }) {
  return heads.map((head, i) => (
    <th
      // the heads are fixed for a table: their place is their identity
      key={i}
      scope="col"
      className={['py-1', i < heads.length - 1 && gap, i > 0 && 'text-right', 'font-medium']
        .filter(Boolean)
        .join(' ')}
    >
      {head}
    </th>
  ));
}
