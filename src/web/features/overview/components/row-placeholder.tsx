import { Skeleton } from '../../../components/ui/skeleton';

/**
 * A short list's row while it loads, as tall as the row that comes (a 24 px line, then a 20 px or 16 px one, 8 px
 * padding): what is below does not jump when the rows arrive.
 */
export function RowPlaceholder({ second }: { second: 'h-5' | 'h-4' }) {
  return (
    <li aria-hidden="true" className="px-2 py-2">
      <span className="flex h-6 items-center">
        <Skeleton className="h-4 w-2/3" />
      </span>
      <span className={`flex ${second} items-center`}>
        <Skeleton className="h-3 w-1/3" />
      </span>
    </li>
  );
}

/** `count` placeholder rows. */
export const placeholderRows = (count: number, second: 'h-5' | 'h-4') =>
  Array.from({ length: count }, (_, i) => <RowPlaceholder key={i} second={second} />);
