import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';

/** A file that was not sent, with exactly why. */
export function RefusedCard({
  name,
  reason,
  onDismiss,
}: {
  name: string;
  reason: string;
  onDismiss: () => void;
}) {
  const t = useT();
  return (
    <article
      aria-label={t('expenses.refused.label', { name })}
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 p-4"
    >
      <p role="alert" className="min-w-0 flex-1 break-words text-sm text-red-900">
        <span className="font-semibold">{t('expenses.refused.lead')}</span> {reason}
      </p>
      <Button variant="secondary" onClick={onDismiss}>
        {t('expenses.refused.dismiss')}
      </Button>
    </article>
  );
}
