// Knowledge gaps: GET /api/admin/gaps (status and order on the server) and
// POST /api/admin/gaps/review (resolve, dismiss or reopen a group's questions).
import useSWR, { useSWRConfig } from 'swr';

import { api } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema.gen';

export type GapGroup = components['schemas']['GapGroupView'];
export type GapQuestion = components['schemas']['GapQuestionView'];
export type GapStatus = components['schemas']['GapStatusCode'];
export type GapReason = components['schemas']['GapReasonCode'];
export type GapSort = 'count' | 'recent';

export const GAP_STATUSES: readonly GapStatus[] = ['open', 'resolved', 'dismissed'];

export const adminGapsKey = (status: GapStatus, sort: GapSort) => ['admin-gaps', status, sort] as const;

export function useAdminGaps(status: GapStatus, sort: GapSort) {
  return useSWR(adminGapsKey(status, sort), async ([, s, order]) => {
    const { data } = await api.GET('/api/admin/gaps', { params: { query: { status: s, sort: order } } });
    return data ?? { groups: [], open_count: 0 };
  });
}

export async function reviewGaps(questionIds: string[], status: GapStatus, note: string): Promise<string> {
  const text = note.trim();
  const { data } = await api.POST('/api/admin/gaps/review', {
    body: { question_ids: questionIds, status, note: text ? text : null },
  });
  return data?.message ?? '';
}

/** Refetches every list a review touches (the gaps, the dashboard's count). */
export function useRefreshGaps() {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => Array.isArray(key) && (key[0] === 'admin-gaps' || key[0] === 'admin-overview'));
}
