import { Button } from '../../../components/ui/button';

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
  return (
    <article
      aria-label={`Refused file ${name}`}
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 p-4"
    >
      <p role="alert" className="min-w-0 flex-1 break-words text-sm text-red-900">
        <span className="font-semibold">Not uploaded: </span>
        {reason}
      </p>
      <Button variant="secondary" onClick={onDismiss}>
        Dismiss
      </Button>
    </article>
  );
}
