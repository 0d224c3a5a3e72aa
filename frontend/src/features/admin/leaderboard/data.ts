// The leaderboard admin's data: venues, periods and a period's entries under the admin's own SWR
// keys, and the refresh after every change, which also drops the public pages' cached copies (the
// home leaderboard and the calculator's venue list) so they show the change when next opened.
import useSWR, { useSWRConfig, type ScopedMutator } from 'swr';

import { api } from '../../../lib/api/client';
import { LATEST_PERIOD, isPublicLeaderboardKey } from '../../../lib/api/leaderboard-keys';
import type { components } from '../../../lib/api/schema.gen';

export type Venue = components['schemas']['VenueView'];
export type Entry = components['schemas']['EntryView'];
export type City = components['schemas']['City'];

const ADMIN = 'admin-leaderboard';
const venuesKey = [ADMIN, 'venues'] as const;
const periodsKey = [ADMIN, 'periods'] as const;

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
    [ADMIN, 'entries', period ?? LATEST_PERIOD] as const,
    async ([, , wanted]) => {
      const { data } = await api.GET('/api/leaderboard', {
        params: { query: wanted === LATEST_PERIOD ? {} : { period: wanted } },
      });
      return data ?? { period: null, leaderboard: [] };
    },
    { keepPreviousData: true },
  );
}

function isAdminKey(key: unknown): boolean {
  return Array.isArray(key) && key[0] === ADMIN;
}

/** Refetches the admin lists and empties the public caches (refetched as soon as they are shown). */
export async function refreshLeaderboard(mutate: ScopedMutator): Promise<void> {
  await Promise.all([mutate(isPublicLeaderboardKey, undefined, { revalidate: true }), mutate(isAdminKey)]);
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
