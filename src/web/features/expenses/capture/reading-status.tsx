import type { CardReading } from './capture-queue';

/** The reader's state on a card: waiting, reading, nothing found (with the reader's note), or failed. */
export function ReadingStatus({ reading }: { reading: CardReading }) {
  if (reading.status === 'queued') return <p role="status" className="text-sm text-slate-600">Waiting to be read…</p>;
  if (reading.status === 'reading') {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
        <span aria-hidden="true" className="h-3 w-3 animate-spin rounded-full border-2 border-teal-700 border-t-transparent" />
        Reading…
      </p>
    );
  }
  if (reading.status === 'failed') {
    return <p role="status" className="text-sm text-amber-900">The receipt could not be read ({reading.error}). Fill the fields in yourself.</p>;
  }
  if (reading.status === 'done') {
    const r = reading.result;
    if (r.note) return <p role="status" className="text-sm text-amber-900">{r.note} Fill the fields in yourself.</p>;
    return (
      <p role="status" className="text-sm text-slate-700">
        Read from the receipt: check the <span className="rounded bg-sky-100 px-1 text-sky-900">blue</span> fields, decide on the{' '}
        <span className="rounded bg-amber-100 px-1 text-amber-900">amber</span> ones. Nothing is saved until you save.
      </p>
    );
  }
  return null;
}
