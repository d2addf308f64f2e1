import { ButtonLink } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';
import { useMay } from '../../../lib/access';

/** A business with nothing in it yet: where to begin. */
export function FirstRun({ business }: { business: string }) {
  const t = useT();
  const mayWrite = useMay(business, 'write');
  return (
    <section
      className="flex flex-col items-center gap-4 rounded-lg border border-dashed border-slate-300 bg-white px-6 py-12 text-center"
      data-testid="first-run"
    >
      <h2 className="text-xl font-semibold text-slate-900">{t('overview.start.title')}</h2>
      <p className="max-w-md text-sm text-slate-600">{t('overview.start.body')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {mayWrite && (
          <ButtonLink href={`/b/${business}/invoices/new`} variant="primary">
            {t('overview.start.invoice')}
          </ButtonLink>
        )}
        <ButtonLink href={`/b/${business}/expenses`}>{t('overview.start.receipt')}</ButtonLink>
      </div>
    </section>
  );
}
