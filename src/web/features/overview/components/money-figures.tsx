import { Link } from 'wouter';
import type { CurrencyFigure } from '../../../../contract/overview';
import { TitledSection } from '../../../components/ui/titled-section';
import { listHref } from '../../../lib/list-href';
import { formatMoney } from '../../../lib/format';

interface FigureCardProps {
  business: string;
  title: string;
  figures: readonly CurrencyFigure[];
  /** The list behind a currency's figure. */
  filters: (currency: string) => Record<string, string>;
  /** How many invoices make a figure, in words (the plural is the language's). */
  count: (n: number) => string;
  empty: string;
  tone?: 'danger';
  testId: string;
}

/** One figure per currency (never converted), each a link to the filtered list that makes it. */
export function FigureCard({
  business,
  title,
  figures,
  filters,
  count,
  empty,
  tone,
  testId,
}: FigureCardProps) {
  return (
    <TitledSection
      titleId={`${testId}-title`}
      title={title}
      titleClassName="text-sm font-semibold uppercase tracking-wide text-slate-600"
      className="rounded-lg border border-slate-200 bg-white p-4"
      data-testid={testId}
    >
      {figures.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-1">
          {figures.map((f) => (
            <li key={f.currency}>
              <Link
                href={listHref(business, 'invoices', filters(f.currency))}
                className={`flex flex-wrap items-baseline gap-x-2 rounded hover:underline ${tone === 'danger' ? 'text-red-800' : 'text-slate-900'}`}
              >
                <span className="text-2xl font-semibold tabular-nums" data-testid={`${testId}-${f.currency}`}>
                  {formatMoney(f.amount, f.currency)}
                </span>
                <span className="text-sm text-slate-600">{count(f.count)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  );
}
