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
    <div role="status" aria-live="polite" className="shell-notices">
      {until > 0 && seconds > 0 && (
        <p className="shell-rate-limit">{t('shell.rateLimit.waiting', { seconds })}</p>
      )}
    </div>
  );
}
