import { ButtonLink } from '../../../components/ui/button';

/** A business with nothing in it yet: where to begin. */
export function FirstRun({ business }: { business: string }) {
  return (
    <section className="flex flex-col items-center gap-4 rounded-lg border border-dashed border-slate-300 bg-white px-6 py-12 text-center" data-testid="first-run">
      <h2 className="text-xl font-semibold text-slate-900">Welcome — let’s get your first figures in</h2>
      <p className="max-w-md text-sm text-slate-600">
        This page will show who owes you, how the month is going and what to send your accountant. It fills as soon as
        you issue an invoice or drop a receipt.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <ButtonLink href={`/b/${business}/invoices/new`} variant="primary">
          Create an invoice
        </ButtonLink>
        <ButtonLink href={`/b/${business}/expenses`}>Drop a receipt</ButtonLink>
      </div>
    </section>
  );
}
