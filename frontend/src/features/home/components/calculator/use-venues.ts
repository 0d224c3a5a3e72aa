// GET /api/venues for the calculator's venue select. Unlike the rest of the app's data, the venue
// list is cached for 5 minutes and retried 3 times with exponential backoff capped at 5 s (spec §7).
import useSWR, { type SWRConfiguration } from 'swr';

import { api } from '../../../../lib/api/client';
import { VENUES_KEY } from '../../../../lib/api/leaderboard-keys';

export const VENUES_CACHE_MS = 5 * 60 * 1000;
export const VENUES_MAX_RETRIES = 3;
export const VENUES_MAX_BACKOFF_MS = 5000;

/** The wait before retry `retryCount` (1, 2, 3…): 1 s, 2 s, 4 s, never more than 5 s. */
export function venuesRetryDelay(retryCount: number): number {
  return Math.min(1000 * 2 ** (retryCount - 1), VENUES_MAX_BACKOFF_MS);
}

export const venuesSwrConfig: SWRConfiguration = {
  dedupingInterval: VENUES_CACHE_MS,
  shouldRetryOnError: true,
  onErrorRetry: (_error, _key, _config, revalidate, { retryCount }) => {
    if (retryCount > VENUES_MAX_RETRIES) return;
    setTimeout(() => void revalidate({ retryCount }), venuesRetryDelay(retryCount));
  },
};

async function fetchVenues() {
  const { data } = await api.GET('/api/venues');
  return data?.venues ?? [];
}

export function useVenues() {
  return useSWR(VENUES_KEY, fetchVenues, venuesSwrConfig);
}
