// GET /api/analytics/summary?start_date&end_date for the chosen range (spec §7), through the typed
// client (which throws an ApiError on a non-OK answer).
import useSWR from 'swr';

import { api } from '../../../lib/api/client';
import type { DateRange } from './date-range';
import type { AnalyticsSummary, DailyPoint } from './metrics';

export function summaryKey(range: DateRange) {
  return ['admin-analytics', 'summary', range.start_date, range.end_date] as const;
}

function numberOr0(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

function daily(value: unknown): DailyPoint[] {
  if (!Array.isArray(value)) return [];
  return value.map((item: Record<string, unknown>) => ({
    date: String(item.date ?? ''),
    events: numberOr0(item.events),
    users: numberOr0(item.users),
  }));
}

/** Reads the summary defensively: a missing figure counts as 0, a missing series as empty. */
export function readSummary(body: Record<string, Record<string, unknown> | unknown[] | undefined>): AnalyticsSummary {
  const part = (key: string) => (body[key] && !Array.isArray(body[key]) ? (body[key] as Record<string, unknown>) : {});
  return {
    qa: { events: numberOr0(part('qa').events), users: numberOr0(part('qa').users) },
    quiz: { events: numberOr0(part('quiz').events), users: numberOr0(part('quiz').users), avgDuration: numberOr0(part('quiz').avgDuration) },
    calc: { events: numberOr0(part('calc').events), users: numberOr0(part('calc').users) },
    dailyQa: daily(body.dailyQa),
    dailyQuiz: daily(body.dailyQuiz),
    dailyCalc: daily(body.dailyCalc),
  };
}

async function fetchSummary([, , start, end]: ReturnType<typeof summaryKey>): Promise<AnalyticsSummary> {
  const { data } = await api.GET('/api/analytics/summary', { params: { query: { start_date: start, end_date: end } } });
  return readSummary((data ?? {}) as Parameters<typeof readSummary>[0]);
}

export function useAnalyticsSummary(range: DateRange) {
  return useSWR(summaryKey(range), fetchSummary, { keepPreviousData: true });
}
