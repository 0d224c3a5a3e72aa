// Questions admin: GET /api/admin/questions (search, filters, sort and pages on the server) and
// the CSV export with the same filters.
import useSWR from 'swr';

import { parseCity, parsePersona, type City, type Persona } from '../../../components/answer/options';
import { ApiError, api } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema.gen';

export type AdminQuestion = components['schemas']['AdminQuestion'];
export type AdminQuestionsResponse = components['schemas']['AdminQuestionsResponse'];

export type QuestionStatus = 'all' | 'answered' | 'unanswered';
export type QuestionSort = 'newest' | 'oldest' | 'answered_first' | 'unanswered_first';

export const QUESTION_STATUSES: readonly QuestionStatus[] = ['all', 'answered', 'unanswered'];
export const QUESTION_SORTS: readonly QuestionSort[] = ['newest', 'oldest', 'answered_first', 'unanswered_first'];
export const QUESTIONS_PAGE_SIZE = 20;

export interface QuestionFilters {
  q: string;
  status: QuestionStatus;
  persona: Persona | 'all';
  city: City | 'all';
  sort: QuestionSort;
  /** 1-based. */
  page: number;
}

export const DEFAULT_QUESTION_FILTERS: QuestionFilters = {
  q: '',
  status: 'all',
  persona: 'all',
  city: 'all',
  sort: 'newest',
  page: 1,
};

export interface QuestionQuery {
  q?: string;
  status?: 'answered' | 'unanswered';
  persona?: Persona;
  city?: City;
  sort?: QuestionSort;
  page?: number;
}

/** The query string of a request: only what differs from "everything, newest first, page 1". */
export function questionQuery(filters: QuestionFilters, { withPage = true } = {}): QuestionQuery {
  const query: QuestionQuery = {};
  const q = filters.q.trim();
  if (q) query.q = q;
  if (filters.status !== 'all') query.status = filters.status;
  if (filters.persona !== 'all') query.persona = filters.persona;
  if (filters.city !== 'all') query.city = filters.city;
  if (filters.sort !== 'newest') query.sort = filters.sort;
  if (withPage && filters.page > 1) query.page = filters.page;
  return query;
}

/** The filters a link carries (the same names as the request's query); anything unknown reads as the default. */
export function questionFiltersFromParams(params: URLSearchParams): QuestionFilters {
  const status = params.get('status');
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    q: params.get('q') ?? '',
    status: QUESTION_STATUSES.find((value) => value === status) ?? DEFAULT_QUESTION_FILTERS.status,
    persona: parsePersona(params.get('persona')) ?? 'all',
    city: parseCity(params.get('city')) ?? 'all',
    sort: QUESTION_SORTS.find((value) => value === sort) ?? DEFAULT_QUESTION_FILTERS.sort,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address's query for the filters: what differs from the defaults, so a plain list has none. */
export function questionParams(filters: QuestionFilters): URLSearchParams {
  return new URLSearchParams(Object.entries(questionQuery(filters)).map(([key, value]) => [key, String(value)]));
}

/** True when a search or filter narrows the list (the sort and page do not). */
export function isFiltered(filters: QuestionFilters): boolean {
  return filters.q.trim() !== '' || filters.status !== 'all' || filters.persona !== 'all' || filters.city !== 'all';
}

export const adminQuestionsKey = (query: QuestionQuery) => ['admin-questions', query] as const;

export function useAdminQuestions(filters: QuestionFilters) {
  return useSWR(
    adminQuestionsKey(questionQuery(filters)),
    async ([, query]) => {
      const { data } = await api.GET('/api/admin/questions', { params: { query } });
      if (!data) throw new Error('No questions in the response');
      return data;
    },
    { keepPreviousData: true },
  );
}

/** The export's address: the current filters and sort, every page. */
export function exportUrl(filters: QuestionFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(questionQuery(filters, { withPage: false }))) {
    params.set(key, String(value));
  }
  const search = params.toString();
  return `/api/admin/questions/export.csv${search ? `?${search}` : ''}`;
}

function fileName(disposition: string | null): string {
  const match = disposition?.match(/filename="?([^";]+)"?/i);
  return match?.[1] ?? `batala-questions-${new Date().toISOString().slice(0, 10)}.csv`;
}

/** Downloads the CSV (with the session cookie); throws 'Export failed: {status} {text}' on a bad answer. */
export async function downloadQuestionsCsv(filters: QuestionFilters): Promise<void> {
  const response = await globalThis.fetch(exportUrl(filters), {
    credentials: 'include',
    headers: { 'X-Requested-With': 'batala', Accept: 'text/csv' },
  });
  if (!response.ok) {
    const text = await response.text();
    if (response.status === 401) throw new ApiError(401, text, response.statusText);
    throw new Error(`Export failed: ${response.status} ${response.statusText}`.trim());
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName(response.headers.get('Content-Disposition'));
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
