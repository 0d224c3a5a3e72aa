// GET /api/leaderboard/periods and GET /api/leaderboard?period=, one SWR hook each.
import useSWR from 'swr';

import { api } from '../../../../lib/api/client';
import { LATEST_PERIOD, PERIODS_KEY, leaderboardKey } from '../../../../lib/api/leaderboard-keys';
import type { components } from '../../../../lib/api/schema.gen';

export type LeaderboardEntry = components['schemas']['EntryView'];
export type Leaderboard = components['schemas']['LeaderboardResponse'];

/** The periods with entries, newest first. */
export function usePeriods() {
  return useSWR(PERIODS_KEY, async () => {
    const { data } = await api.GET('/api/leaderboard/periods');
    return data?.periods ?? [];
  });
}

async function fetchLeaderboard([, period]: ReturnType<typeof leaderboardKey>): Promise<Leaderboard> {
  const { data } = await api.GET('/api/leaderboard', {
    params: { query: period === LATEST_PERIOD ? {} : { period } },
  });
  return data ?? { period: null, leaderboard: [] };
}

/** A month's ranking; while another month loads, the previous one stays on screen. */
export function useLeaderboard(period: string | null) {
  return useSWR(leaderboardKey(period), fetchLeaderboard, { keepPreviousData: true });
}
