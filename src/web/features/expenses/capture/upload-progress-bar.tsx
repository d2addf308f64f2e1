import { useT } from '../../../i18n/use-t';

/** Bytes sent so far, as the upload's progress events report them. */
export function UploadProgressBar({ name, progress }: { name: string; progress: number }) {
  const t = useT();
  const percent = Math.round(progress * 100);
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label={t('expenses.upload.label', { name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-teal-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <span className="w-12 text-right text-sm tabular-nums text-slate-700">{percent} %</span>
    </div>
  );
}
