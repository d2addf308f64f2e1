import { ProgressBar } from '../../../components/ui/progress-bar';
import { useT } from '../../../i18n/use-t';

/** Bytes sent so far, as the upload's progress events report them. */
export function UploadProgressBar({ name, progress }: { name: string; progress: number }) {
  const t = useT();
  const percent = Math.round(progress * 100);
  return (
    <div className="flex items-center gap-3">
      <ProgressBar label={t('expenses.upload.label', { name })} percent={percent} className="flex-1" />
      <span className="w-12 text-right text-sm tabular-nums text-slate-700">{percent} %</span>
    </div>
  );
}
