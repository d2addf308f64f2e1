import { useEffect, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { useRateLimitUntil } from '../../../lib/rate-limit-store';

/** A quiet line under the header while this business's calls wait for the API's 60-per-minute budget. */
export function RateLimitNotice({ business }: { business: string | undefined }) {
  const t = useT();
  const until = useRateLimitUntil(business);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  const seconds = Math.ceil((until - now) / 1000);
  return (
    <div role="status" aria-live="polite" className="mx-auto max-w-6xl px-4">
      {until > 0 && seconds > 0 && (
        <p className="mb-2 inline-flex items-center gap-2 rounded-full bg-amber-50 px-3 py-1 text-xs text-amber-900 ring-1 ring-amber-300">
          {t('shell.rateLimit.waiting', { seconds })}
        </p>
      )}
    </div>
  );
}
