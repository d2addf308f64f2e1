import { QueryCache, QueryClient } from '@tanstack/react-query';
import { navigate } from 'wouter/use-browser-location';
import { isApiError, isTransient } from './api-error';

const maxRetries = 3;

/** The screens that need no login: the login itself, and an invitation's link (the invited person has none yet). */
const openScreen = () => location.pathname.startsWith('/login') || location.pathname.startsWith('/invite/');

/** To the login screen, then back where the person was. */
export function toLogin(): void {
  if (!openScreen())
    navigate(`/login?next=${encodeURIComponent(location.pathname + location.search)}`, { replace: true });
}

/** A read refused for want of a login sends the person to the login screen, then back where they were. */
const onQueryError = (error: unknown) => {
  if (isApiError(error) && error.code === 'login_required') toLogin();
};

/**
 * Reads retry only when the failure is transient, waiting as long as the BFF asked. Freshness: the live events
 * (lib/events) write every change into the cache from the event's full object, so data stays fresh for a while
 * without asking. A window focus refetches only what is stale (older than `staleTime`, or marked stale by a change
 * such as a new record shifting the later pages): that keeps set-ups without webhooks current, and spends no call
 * of the API's 60 a minute while the data is fresh. The dashboard's one query client is made as the page boots, so
 * the first screen's reads start with it (first-screen/start.tsx).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: onQueryError }),
    defaultOptions: {
      queries: {
        staleTime: 2 * 60_000,
        gcTime: 15 * 60_000,
        refetchOnWindowFocus: true,
        retry: (count, error) => count < maxRetries && isTransient(error),
        retryDelay: (count, error) =>
          isApiError(error) && error.retryAfterS
            ? error.retryAfterS * 1000
            : Math.min(1000 * 2 ** count, 8000),
      },
      // A write is never retried by itself: it could be applied twice.
      mutations: { retry: false },
    },
  });
}
