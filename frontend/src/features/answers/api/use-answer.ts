import useSWR from 'swr';

import { api } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema.gen';

export type AnswerView = components['schemas']['AnswerView'];

export const answerKey = (slug: string) => ['answer', slug] as const;

/** GET /api/answers/{slug}: the stored answer, or an error (404 when no answer has the slug). */
export function useAnswer(slug: string | undefined) {
  return useSWR(slug ? answerKey(slug) : null, async ([, key]) => {
    const { data } = await api.GET('/api/answers/{slug}', { params: { path: { slug: key } } });
    if (!data?.success || !data.answer) throw new Error('Answer not found');
    return data.answer;
  });
}
