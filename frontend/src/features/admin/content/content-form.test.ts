import { createIntl } from 'react-intl';

import { EMPTY_CONTENT, contentRequest, filterSources, isValidUrl, preview, validateContent, type Source } from './content-form';

const intl = createIntl({ locale: 'en' });

function texts(errors: ReturnType<typeof validateContent>) {
  return Object.fromEntries(Object.entries(errors).map(([key, message]) => [key, intl.formatMessage(message as never)]));
}

function source(title: string, url: string | null, content: string): Source {
  return {
    id: title,
    title,
    url,
    content_text: content,
    source_type: 'note',
    language: 'en',
    authority_level: 'ngo',
    created_at: '2026-11-01T10:00:00Z',
    chunk_count: 1,
  };
}

describe('add content form', () => {
  it('asks for a title and content', () => {
    expect(texts(validateContent(EMPTY_CONTENT))).toEqual({ title: 'Title is required', content: 'Content is required' });
    expect(texts(validateContent({ title: '  ', url: '', content: ' \n ' }))).toEqual({
      title: 'Title is required',
      content: 'Content is required',
    });
  });

  it('takes an empty URL or a valid one, and refuses anything else', () => {
    expect(validateContent({ title: 'T', url: '', content: 'C' })).toEqual({});
    expect(validateContent({ title: 'T', url: 'https://www.moccae.gov.ae/en', content: 'C' })).toEqual({});
    expect(texts(validateContent({ title: 'T', url: 'not a url', content: 'C' }))).toEqual({ url: 'URL must be a valid URL or empty' });
    expect(isValidUrl('ftp://example.org/file')).toBe(false);
    expect(isValidUrl('javascript:alert(1)')).toBe(false);
  });

  it('trims the title and sends a blank URL as null', () => {
    expect(contentRequest({ title: ' Guide ', url: ' ', content: 'Text' })).toEqual({ title: 'Guide', url: null, content: 'Text' });
  });
});

describe('source list', () => {
  it('previews 500 characters with an ellipsis only when longer', () => {
    const long = 'a'.repeat(600);
    expect(preview(long)).toBe(`${'a'.repeat(500)}…`);
    expect(preview('a'.repeat(500))).toBe('a'.repeat(500));
    expect(preview('short')).toBe('short');
  });

  it('searches title, url and content text, ignoring case', () => {
    const sources = [
      source('Date labels', 'https://example.org/labels', 'Best before and use by'),
      source('Composting', null, 'Green waste BINS in Dubai'),
    ];
    expect(filterSources(sources, 'DATE').map((s) => s.title)).toEqual(['Date labels']);
    expect(filterSources(sources, 'example.org').map((s) => s.title)).toEqual(['Date labels']);
    expect(filterSources(sources, 'bins in dubai').map((s) => s.title)).toEqual(['Composting']);
    expect(filterSources(sources, '  ')).toHaveLength(2);
    expect(filterSources(sources, 'nothing')).toHaveLength(0);
  });
});
