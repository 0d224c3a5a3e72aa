// GET /api/answers: one page of the library of published answers, its filters in the SWR key.
import useSWR from 'swr';

import { api } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema.gen';
import type { Topic } from '../../../lib/topics';
import type { Persona } from '../../../components/answer/options';

export type LibraryAnswer = components['schemas']['LibraryAnswer'];
export type LibraryResponse = components['schemas']['LibraryResponse'];
export type AnswerLanguage = 'en' | 'ar';

export interface LibraryQuery {
  q: string;
  topic: Topic | null;
  persona: Persona | null;
  language: AnswerLanguage | null;
  page: number;
}

export function libraryKey(query: LibraryQuery) {
  return ['/api/answers', query.q, query.topic, query.persona, query.language, query.page] as const;
}

async function fetchLibrary([, q, topic, persona, language, page]: ReturnType<typeof libraryKey>): Promise<LibraryResponse> {
  const { data } = await api.GET('/api/answers', {
    params: {
      query: {
        page,
        ...(q ? { q } : {}),
        ...(topic ? { topic } : {}),
        ...(persona ? { persona } : {}),
        ...(language ? { language } : {}),
      },
    },
  });
  return data ?? { items: [], total: 0, page, page_size: 12 };
}

/** The published answers passing the filters, newest first; the previous page stays shown while the next loads. */
export function useLibrary(query: LibraryQuery) {
  return useSWR(libraryKey(query), fetchLibrary, { keepPreviousData: true });
}
