import type { SWRConfiguration } from 'swr';

/** As the spec says: cached data never goes stale, no refetch on focus or interval, no retries. */
export const swrConfig: SWRConfiguration = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  refreshInterval: 0,
  shouldRetryOnError: false,
};
