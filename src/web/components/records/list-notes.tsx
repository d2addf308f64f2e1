import type { ReactNode } from 'react';
import type { CurrencyFigure } from '../../../contract/overview';
import { useT } from '../../i18n/use-t';
import { formatMoney } from '../../lib/format';
import type { RecordKind } from '../../lib/query-keys';
import { Button } from '../ui/button';
import { EmptyState } from '../ui/empty-state';

/**
 * "Found 3 of 400 invoices · total $805.00 · €120.00": how many match, out of how many there are (when known), and
 * what all of them (every page) add up to per currency, never converted.
 */
export function ResultCount({
  found,
  of,
  noun,
  sums = [],
}: {
  found: number;
  of: number | undefined;
  noun: RecordKind;
  sums?: readonly CurrencyFigure[];
}) {
  const t = useT();
  return (
    <p role="status" className="text-sm text-slate-700">
      {of !== undefined
        ? t('lists.result.foundOf', { kind: noun, found, of })
        : t('lists.result.found', { kind: noun, found })}
      {sums.length > 0 && (
        <>
          {' · '}
          <span data-testid="list-sums">
            {t('lists.result.sums', {
              amounts: sums.map((s) => formatMoney(s.amount, s.currency)).join(' · '),
            })}
          </span>
        </>
      )}
    </p>
  );
}

/** A search that matched nothing says what was searched and offers the way back to everything. */
export function NoMatches({
  noun,
  searched,
  onClear,
  title,
}: {
  noun: RecordKind;
  searched: ReactNode;
  onClear: () => void;
  title?: string;
}) {
  const t = useT();
  return (
    <EmptyState
      title={title ?? t('lists.result.noMatches', { kind: noun })}
      action={<Button onClick={onClear}>{t('lists.result.clearSearch')}</Button>}
    >
      {searched}
    </EmptyState>
  );
}
