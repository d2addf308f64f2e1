import { useT } from '../../i18n/use-t';
import { errorText } from '../../lib/error-text';

/** An action's failure in one line of words beside it (nothing once it has not failed): read out as it appears. */
export function ErrorLine({
  error,
  className = 'text-sm text-red-700',
}: {
  error: unknown;
  className?: string;
}) {
  const t = useT();
  if (!error) return null;
  return (
    <p role="alert" className={className}>
      {errorText(t, error)}
    </p>
  );
}
