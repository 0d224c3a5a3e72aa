// Guidance cards for admins: the list, one card with its earlier versions, save (PUT), retire
// and preview.
import useSWR, { useSWRConfig } from 'swr';

import { api } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema.gen';

export type CardBody = components['schemas']['CardBody'];
export type CardStep = components['schemas']['CardStepBody'];
export type CardSource = components['schemas']['CardSourceBody'];
export type CardSummary = components['schemas']['CardSummaryView'];
export type CardResponse = components['schemas']['CardResponse'];
export type CardPreview = components['schemas']['PreviewCardResponse'];

export const adminCardsKey = (q: string) => ['admin-cards', q] as const;
export const adminCardKey = (id: string) => ['admin-card', id] as const;

export function useAdminCards(q: string) {
  return useSWR(adminCardsKey(q), async ([, search]) => {
    const { data } = await api.GET('/api/admin/cards', { params: { query: search.trim() ? { q: search.trim() } : {} } });
    return data?.cards ?? [];
  });
}

export function useAdminCard(id: string | null) {
  return useSWR(id ? adminCardKey(id) : null, async ([, cardId]) => {
    const { data } = await api.GET('/api/admin/cards/{id}', { params: { path: { id: cardId } } });
    if (!data) throw new Error('No card in the response');
    return data;
  });
}

export async function saveCard(card: CardBody, resolves: string[]): Promise<string> {
  const { data } = await api.PUT('/api/admin/cards/{id}', {
    params: { path: { id: card.id } },
    body: { card, resolves, author: null },
  });
  return data?.message ?? '';
}

export async function retireCard(id: string): Promise<string> {
  const { data } = await api.POST('/api/admin/cards/{id}/retire', { params: { path: { id } }, body: { author: null } });
  return data?.message ?? '';
}

export async function previewCard(
  card: CardBody,
  persona: CardPreviewRequest['persona'],
  city: CardPreviewRequest['city'],
  language: 'en' | 'ar',
): Promise<CardPreview> {
  const { data } = await api.POST('/api/admin/cards/preview', { body: { card, persona, city, language } });
  if (!data) throw new Error('No preview in the response');
  return data;
}

type CardPreviewRequest = components['schemas']['PreviewCardRequest'];

/** Refetches the cards list, the card, and the gap lists a save may resolve. */
export function useRefreshCards() {
  const { mutate } = useSWRConfig();
  return () =>
    mutate(
      (key) =>
        Array.isArray(key) && ['admin-cards', 'admin-card', 'admin-gaps', 'admin-overview'].includes(key[0] as string),
    );
}

/** A card to start from: the questions become its phrasings, in their languages. */
export function draftFromQuestions(questions: { text: string; language: string }[]): CardBody {
  return {
    id: '',
    topic: 'storage',
    title_en: '',
    title_ar: '',
    personas: ['household'],
    facts: [],
    phrasings_en: questions.filter((q) => q.language !== 'ar').map((q) => q.text),
    phrasings_ar: questions.filter((q) => q.language === 'ar').map((q) => q.text),
    answer_en: '',
    answer_ar: '',
    steps: [
      { personas: ['household'], en: '', ar: '' },
      { personas: ['household'], en: '', ar: '' },
      { personas: ['household'], en: '', ar: '' },
    ],
    notes: { federal: { en: '', ar: '' } },
    sources: [{ publisher: '', title: '', url: '' }],
  };
}
