// The content admin's calls: the source list (SWR), add, delete and the retrieval probe.
import useSWR from 'swr';

import { api } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema.gen';
import type { AddContentRequest } from './content-form';

export type AddContentResponse = components['schemas']['AddContentResponse'];
export type KnowledgeHit = components['schemas']['KnowledgeHit'];
export type Persona = components['schemas']['Persona'];
export type City = components['schemas']['City'];

export const SOURCES_KEY = ['admin-content', 'sources'] as const;

export function useSources() {
  return useSWR(SOURCES_KEY, async () => {
    const { data } = await api.GET('/api/admin/sources');
    return data?.sources ?? [];
  });
}

export async function addContent(body: AddContentRequest): Promise<AddContentResponse> {
  const { data } = await api.POST('/api/admin/add-content', { body });
  if (!data) throw new Error('Empty response');
  return data;
}

export async function deleteSource(id: string): Promise<void> {
  await api.DELETE('/api/admin/sources/{id}', { params: { path: { id } } });
}

export interface ProbeQuery {
  q: string;
  k: number;
  language?: 'en' | 'ar' | undefined;
  persona?: Persona | undefined;
  city?: City | undefined;
}

export async function searchKnowledge(query: ProbeQuery): Promise<KnowledgeHit[]> {
  const params: ProbeQuery = { q: query.q, k: query.k };
  if (query.language) params.language = query.language;
  if (query.persona) params.persona = query.persona;
  if (query.city) params.city = query.city;
  const { data } = await api.GET('/api/admin/knowledge/search', { params: { query: params } });
  return data?.results ?? [];
}
