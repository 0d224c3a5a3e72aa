// Events moderation: GET /api/admin/events (status and search on the server) and
// PATCH /api/admin/events/{id}/status.
import useSWR, { useSWRConfig } from 'swr';

import { api } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema.gen';

export type AdminEvent = components['schemas']['EventView'];
export type EventStatus = components['schemas']['EventStatusCode'];
export type EventStatusFilter = EventStatus | 'all';
export type EventMove = 'approved' | 'rejected' | 'featured';

export const EVENT_STATUSES: readonly EventStatus[] = ['pending', 'approved', 'rejected', 'featured'];

export const adminEventsKey = (status: EventStatusFilter, q: string) => ['admin-events', status, q] as const;

export function useAdminEvents(status: EventStatusFilter, q: string) {
  return useSWR(adminEventsKey(status, q), async ([, s, search]) => {
    const query: { status?: string; q?: string } = {};
    if (s !== 'all') query.status = s;
    if (search.trim()) query.q = search.trim();
    const { data } = await api.GET('/api/admin/events', { params: { query } });
    return data?.events ?? [];
  });
}

/** The moves the admin UI offers from a status: pending → approved/rejected, approved → featured. */
export function movesFrom(status: EventStatus): EventMove[] {
  if (status === 'pending') return ['approved', 'rejected'];
  if (status === 'approved') return ['featured'];
  return [];
}

export async function changeEventStatus(id: string, status: EventMove, adminNotes: string): Promise<AdminEvent> {
  const notes = adminNotes.trim();
  const { data } = await api.PATCH('/api/admin/events/{id}/status', {
    params: { path: { id } },
    body: { status, admin_notes: notes ? notes : null, approved_by: 'admin' },
  });
  if (!data) throw new Error('No event in the response');
  return data.event;
}

/** Refetches every admin list an event change touches (events, the dashboard). */
export function useRefreshEvents() {
  const { mutate } = useSWRConfig();
  return () =>
    mutate((key) => Array.isArray(key) && (key[0] === 'admin-events' || key[0] === 'admin-overview'));
}
