// The leaderboard admin's data: venues, periods and a period's entries under the admin's own SWR
// keys, and the refresh after every change, which also drops the public pages' cached copies (the
// home leaderboard and the calculator's venue list) so they show the change when next opened.
import useSWR, { useSWRConfig, type ScopedMutator } from 'swr';

import { api } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema.gen';

export type Venue = components['schemas']['VenueView'];
export type Entry = components['schemas']['EntryView'];
export type City = components['schemas']['City'];

// The public pages' SWR keys: the calculator's venue list (home/components/calculator/use-venues)
// and the home leaderboard's (home/components/leaderboard/use-leaderboard). Features do not import
// each other, so they are repeated here.
export const PUBLIC_VENUES_KEY = '/api/venues';
export const PUBLIC_PERIODS_KEY = '/api/leaderboard/periods';
export const PUBLIC_LEADERBOARD_KEY = '/api/leaderboard';

const ADMIN = 'admin-leaderboard';
const venuesKey = [ADMIN, 'venues'] as const;
const periodsKey = [ADMIN, 'periods'] as const;
const LATEST = 'latest';

export function useAdminVenues() {
  return useSWR(venuesKey, async () => {
    const { data } = await api.GET('/api/venues');
    return data?.venues ?? [];
  });
}

export function useAdminPeriods() {
  return useSWR(periodsKey, async () => {
    const { data } = await api.GET('/api/leaderboard/periods');
    return data?.periods ?? [];
  });
}

/** `null` asks for the latest period with data. */
export function useAdminEntries(period: string | null) {
  return useSWR(
    [ADMIN, 'entries', period ?? LATEST] as const,
    async ([, , wanted]) => {
      const { data } = await api.GET('/api/leaderboard', {
        params: { query: wanted === LATEST ? {} : { period: wanted } },
      });
      return data ?? { period: null, leaderboard: [] };
    },
    { keepPreviousData: true },
  );
}

function isAdminKey(key: unknown): boolean {
  return Array.isArray(key) && key[0] === ADMIN;
}

/** The home leaderboard's keys (`/api/leaderboard/periods`, `['/api/leaderboard', period]`) and the venue list's. */
export function isPublicKey(key: unknown): boolean {
  if (key === PUBLIC_VENUES_KEY || key === PUBLIC_PERIODS_KEY) return true;
  return Array.isArray(key) && key[0] === PUBLIC_LEADERBOARD_KEY;
}

/** Refetches the admin lists and empties the public caches (refetched as soon as they are shown). */
export async function refreshLeaderboard(mutate: ScopedMutator): Promise<void> {
  await Promise.all([mutate(isPublicKey, undefined, { revalidate: true }), mutate(isAdminKey)]);
}

export function useRefreshLeaderboard() {
  const { mutate } = useSWRConfig();
  return () => refreshLeaderboard(mutate);
}

export async function saveVenue(id: string | null, body: components['schemas']['VenueRequest']): Promise<Venue> {
  if (id) {
    const { data } = await api.PUT('/api/admin/venues/{id}', { params: { path: { id } }, body });
    return data as Venue;
  }
  const { data } = await api.POST('/api/admin/venues', { body });
  return data as Venue;
}

export async function deleteVenue(id: string): Promise<void> {
  await api.DELETE('/api/admin/venues/{id}', { params: { path: { id } } });
}

export async function saveEntry(id: string | null, body: components['schemas']['EntryRequest']): Promise<Entry> {
  if (id) {
    const { data } = await api.PUT('/api/admin/leaderboard/{id}', { params: { path: { id } }, body });
    return data as Entry;
  }
  const { data } = await api.POST('/api/leaderboard', { body });
  return data as Entry;
}

export async function deleteEntry(id: string): Promise<void> {
  await api.DELETE('/api/admin/leaderboard/{id}', { params: { path: { id } } });
}
