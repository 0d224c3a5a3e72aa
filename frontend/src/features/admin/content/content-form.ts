// The Add Content form (spec §5) and the source list's search and preview (spec §2, §9).
import { defineMessages, type MessageDescriptor } from 'react-intl';

import type { components } from '../../../lib/api/schema.gen';

export type Source = components['schemas']['SourceView'];
export type AddContentRequest = components['schemas']['AddContentRequest'];

export const contentFormMessages = defineMessages({
  title: { id: 'admin.content.validation.title', defaultMessage: 'Title is required' },
  url: { id: 'admin.content.validation.url', defaultMessage: 'URL must be a valid URL or empty' },
  content: { id: 'admin.content.validation.content', defaultMessage: 'Content is required' },
});

export interface ContentForm {
  title: string;
  url: string;
  content: string;
}

export const EMPTY_CONTENT: ContentForm = { title: '', url: '', content: '' };

export type ContentErrors = Partial<Record<keyof ContentForm, MessageDescriptor>>;

/** An http(s) address with a host. */
export function isValidUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export function validateContent(form: ContentForm): ContentErrors {
  const errors: ContentErrors = {};
  if (form.title.trim() === '') errors.title = contentFormMessages.title;
  const url = form.url.trim();
  if (url !== '' && !isValidUrl(url)) errors.url = contentFormMessages.url;
  if (form.content.trim() === '') errors.content = contentFormMessages.content;
  return errors;
}

export function contentRequest(form: ContentForm): AddContentRequest {
  const url = form.url.trim();
  return { title: form.title.trim(), url: url === '' ? null : url, content: form.content };
}

export const PREVIEW_CHARS = 500;

/** The first 500 characters, with an ellipsis when there is more. */
export function preview(text: string, limit = PREVIEW_CHARS): string {
  const chars = Array.from(text);
  return chars.length > limit ? `${chars.slice(0, limit).join('').trimEnd()}…` : text;
}

/** Case-insensitive search over title, url and content text. */
export function filterSources(sources: readonly Source[], query: string): Source[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return [...sources];
  return sources.filter((source) =>
    [source.title, source.url ?? '', source.content_text].some((field) => field.toLocaleLowerCase().includes(needle)),
  );
}

/** How many sources a page of the list adds ("Show more"). */
export const PAGE_SIZE = 20;
