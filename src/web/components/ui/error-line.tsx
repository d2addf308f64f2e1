import { useT } from '../../i18n/use-t';
import { errorText } from '../../lib/error-text';

interface LineProps {
  className?: string;
}

/** A refusal or a failure in one line of words, read out as it appears; nothing while there is none. */
export function AlertLine({
  text,
  className = 'text-sm text-red-700',
}: LineProps & { text: string | undefined }) {
  if (!text) return null;
  return (
    <p role="alert" className={className}>
      {text}
    </p>
  );
}

/** An action's failure (a query's or a mutation's error) as an AlertLine, in the person's words. */
export function ErrorLine({ error, className }: LineProps & { error: unknown }) {
  const t = useT();
  return <AlertLine text={error ? errorText(t, error) : undefined} className={className} />;
}
