import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError, isTransient } from './api-error';

const maxRetries = 3;

/**
 * Reads retry only when the failure is transient, waiting as long as the BFF asked. The cache stays fresh for a
 * while because live events (lib/events) write changes into it: refetching on every focus would spend the API's
 * 60-per-minute budget for nothing.
 */
export function createQueryClient(onQueryError?: (error: unknown) => void): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error) => onQueryError?.(error) }),
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        gcTime: 15 * 60_000,
        refetchOnWindowFocus: false,
        retry: (count, error) => count < maxRetries && isTransient(error),
        retryDelay: (count, error) =>
          isApiError(error) && error.retryAfterS ? error.retryAfterS * 1000 : Math.min(1000 * 2 ** count, 8000),
      },
      // A write is never retried by itself: it could be applied twice.
      mutations: { retry: false },
    },
  });
}
