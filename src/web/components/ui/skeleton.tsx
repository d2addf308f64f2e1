import { useT } from '../../i18n/use-t';

/** A grey placeholder of the size of what is coming, so the page does not jump when it arrives. */
export function Skeleton({ className = 'h-4 w-full' }: { className?: string }) {
  return <span aria-hidden="true" className={`block animate-pulse rounded bg-slate-200 ${className}`} />;
}

/** Rows of placeholders with a status for screen readers. */
export function SkeletonRows({ rows = 8, label }: { rows?: number; label?: string }) {
  const t = useT();
  return (
    <div role="status" className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <span className="sr-only">{label ?? t('shell.loading')}</span>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-6 w-full" />
      ))}
    </div>
  );
}
