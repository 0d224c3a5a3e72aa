// The dashboard's counts: GET /api/analytics/overview (totals of questions, published answers,
// pending events and venues).
import useSWR from 'swr';

import { api } from '../../../lib/api/client';

export function useOverview() {
  return useSWR(['admin-overview'] as const, async () => {
    const { data } = await api.GET('/api/analytics/overview', { params: { query: { window: 7 } } });
    if (!data) throw new Error('No overview in the response');
    return data;
  });
}
