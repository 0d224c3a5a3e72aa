// Answers admin: GET /api/admin/answers (search, published filter and pages on the server) and
// PATCH /api/admin/answers/{id}/publish.
import useSWR, { useSWRConfig } from 'swr';

import { api } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema.gen';

export type AdminAnswer = components['schemas']['AdminAnswer'];
export type PublishedFilter = 'all' | 'published' | 'unpublished';

export interface AnswerFilters {
  q: string;
  published: PublishedFilter;
  /** 1-based. */
  page: number;
}

export interface AnswerQuery {
  q?: string;
  published?: boolean;
  page?: number;
}

export function answerQuery(filters: AnswerFilters): AnswerQuery {
  const query: AnswerQuery = {};
  const q = filters.q.trim();
  if (q) query.q = q;
  if (filters.published !== 'all') query.published = filters.published === 'published';
  if (filters.page > 1) query.page = filters.page;
  return query;
}

export const adminAnswersKey = (query: AnswerQuery) => ['admin-answers', query] as const;

export function useAdminAnswers(filters: AnswerFilters) {
  return useSWR(
    adminAnswersKey(answerQuery(filters)),
    async ([, query]) => {
      const { data } = await api.GET('/api/admin/answers', { params: { query } });
      if (!data) throw new Error('No answers in the response');
      return data;
    },
    { keepPreviousData: true },
  );
}

export async function setAnswerPublished(id: string, published: boolean): Promise<AdminAnswer> {
  const { data } = await api.PATCH('/api/admin/answers/{id}/publish', {
    params: { path: { id } },
    body: { published },
  });
  if (!data) throw new Error('No answer in the response');
  return data;
}

/** Refetches what publishing touches: the answers and questions lists, the dashboard, the public page. */
export function useRefreshAnswers() {
  const { mutate } = useSWRConfig();
  return () =>
    mutate(
      (key) =>
        Array.isArray(key) &&
        ['admin-answers', 'admin-questions', 'admin-overview', 'answer'].includes(String(key[0])),
    );
}

/** 'Expert Answer #' takes the id's last 6 characters. */
export function shortId(id: string): string {
  return id.slice(-6);
}

/** "0.82" → 0.82; anything unreadable → null. */
export function confidenceRatio(confidence: string | number): number | null {
  const value = typeof confidence === 'number' ? confidence : Number.parseFloat(confidence);
  return Number.isFinite(value) ? Math.min(Math.max(value, 0), 1) : null;
}
