import { QueryClient } from '@tanstack/react-query';

/** §9 query cache: garbage-collect after 5 minutes. */
export const GC_TIME_MS = 5 * 60 * 1000;
/** §9: retry 3 times, exponential back-off capped at 30 s. */
export const MAX_RETRIES = 3;
export const retryDelay = (attempt: number): number => Math.min(1000 * 2 ** attempt, 30_000);

/** Client errors will not change on a retry; a server error or no response may. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  const status = (error as { status?: unknown } | null)?.status;
  return !(typeof status === 'number' && status >= 400 && status < 500);
}

/**
 * The one rule for every read (§9), decided once: up to 3 retries with capped exponential
 * back-off, except 4xx answers (a client error or a 401 will not change on a retry, and retrying
 * a 401 after the session is cleared would only repeat the Login redirect). react-admin hard-codes
 * `retry: false` in its list/edit/show controllers and useGetMany; every such page and hook passes
 * `queryOptions={READ_RETRY}` so it follows the same rule. Mutations never retry: repeating a POST
 * is not safe.
 */
export const READ_RETRY = { retry: shouldRetry, retryDelay } as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { gcTime: GC_TIME_MS, retry: shouldRetry, retryDelay },
      mutations: { retry: false },
    },
  });
}
