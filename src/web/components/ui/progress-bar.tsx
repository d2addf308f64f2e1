/** A thin bar filling up to `percent` (0–100), named for screen readers by `label`. */
export function ProgressBar({
  label,
  percent,
  className = '',
}: {
  label: string;
  percent: number;
  className?: string;
}) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={`h-2 overflow-hidden rounded-full bg-slate-200 ${className}`}
    >
      <div className="h-full bg-teal-600 transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}
