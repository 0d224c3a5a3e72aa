import { api } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema.gen';

export type Translation = components['schemas']['TranslationView'];
type AskResponse = components['schemas']['AskResponse'];

/** POST /api/translate: the answer, its action steps and its UAE context in Arabic. */
export async function translateAnswer(answer: AskResponse): Promise<Translation> {
  const { data } = await api.POST('/api/translate', {
    body: {
      answer: answer.answer,
      key_tips: answer.key_tips,
      local_context: answer.local_context,
      estimated_savings_aed: answer.estimated_savings_aed ?? null,
      // Sources keep their titles; the server ignores them here.
      cited_sources: [],
    },
  });
  if (!data?.success) throw new Error('Translation failed');
  return data.translation;
}
