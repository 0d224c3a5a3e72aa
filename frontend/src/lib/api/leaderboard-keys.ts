// The SWR keys of the public leaderboard data: the calculator's venue list and the home
// leaderboard's periods and rankings. The admin leaderboard page empties these caches after every
// change (so visitors see it when next shown), hence one definition for both sides.

export const VENUES_KEY = '/api/venues';
export const PERIODS_KEY = '/api/leaderboard/periods';
export const LEADERBOARD_KEY = '/api/leaderboard';

/** Stands in a ranking's key for "the server's default: the latest period with data". */
export const LATEST_PERIOD = 'latest';

/** A month's ranking; `null` asks for the latest period with data. */
export function leaderboardKey(period: string | null) {
  return [LEADERBOARD_KEY, period ?? LATEST_PERIOD] as const;
}

/** The venue list's key, the periods' and any ranking's. */
export function isPublicLeaderboardKey(key: unknown): boolean {
  if (key === VENUES_KEY || key === PERIODS_KEY) return true;
  return Array.isArray(key) && key[0] === LEADERBOARD_KEY;
}
