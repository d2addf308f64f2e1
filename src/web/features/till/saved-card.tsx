import { Link } from 'wouter';
import { TitledSection } from '../../components/ui/titled-section';
import { useT } from '../../i18n/use-t';
import { formatDate, formatMoney } from '../../lib/format';
import type { SavedCapture } from './capture';

/** The last capture saved, as its expense now reads: what was read off the receipt, and whether to check it. */
export function SavedCard({ saved }: { saved: SavedCapture }) {
  const t = useT();
  const { fields } = saved;
  return (
    <TitledSection
      titleId="till-saved"
      title={t('till.saved.title')}
      className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4"
    >
      <p role="status" className="flex flex-col gap-1">
        <span className="font-medium break-words text-slate-900">{fields.seller}</span>
        <span className="text-slate-700">
          {formatMoney(fields.total, fields.currency)} · {formatDate(fields.date)}
        </span>
      </p>
      {saved.toCheck && (
        <p className="rounded-md bg-amber-50 p-2 text-sm text-amber-900">{t('till.saved.toCheck')}</p>
      )}
      <Link
        href={`/b/${encodeURIComponent(saved.business)}/expenses/${saved.expenseId}`}
        className="text-sm font-medium text-teal-800 underline"
      >
        {t('till.saved.open')}
      </Link>
    </TitledSection>
  );
}
