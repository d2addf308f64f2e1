import { useT } from '../../../i18n/use-t';
import { errorText } from '../../../lib/error-text';
import type { CardReading } from './capture-queue';

/** The reader's state on a card: waiting, reading, nothing found (with the reader's note), or failed. */
export function ReadingStatus({ reading }: { reading: CardReading }) {
  const t = useT();
  if (reading.status === 'queued')
    return (
      <p role="status" className="text-sm text-slate-600">
        {t('expenses.reading.queued')}
      </p>
    );
  if (reading.status === 'reading') {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
        <span
          aria-hidden="true"
          className="h-3 w-3 shrink-0 animate-spin rounded-full border-2 border-teal-700 border-t-transparent"
        />
        {t('expenses.reading.reading')}
      </p>
    );
  }
  if (reading.status === 'failed') {
    const words = reading.error
      ? t('expenses.reading.failedBecause', { reason: errorText(t, reading.error) })
      : t('expenses.reading.failed');
    return (
      <p role="status" className="text-sm text-amber-900">
        {words}
      </p>
    );
  }
  if (reading.status === 'done') {
    // The reader's note comes in the server's words (it has no code); the sentence around it is the language's.
    const note = reading.result.note;
    if (note)
      return (
        <p role="status" className="text-sm text-amber-900">
          {t('expenses.reading.note', { note })}
        </p>
      );
    if (reading.result.einvoice)
      return (
        <p role="status" className="text-sm text-slate-700">
          {t('expenses.reading.einvoiceDone')}
        </p>
      );
    return (
      <p role="status" className="text-sm text-slate-700">
        {t('expenses.reading.done')}
      </p>
    );
  }
  return null;
}
