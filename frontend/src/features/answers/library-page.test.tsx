import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';

import { installRadixPolyfills } from '../../testing/radix-polyfills';
import { render } from '../../testing/render';
import type { LibraryAnswer } from './api/use-library';
import { LibraryPage } from './library-page';

function answer(overrides: Partial<LibraryAnswer>): LibraryAnswer {
  return {
    slug: 'how-long-does-cooked-rice-keep-abc12',
    question: 'How long does cooked rice keep?',
    excerpt: 'Eat cooked rice within 1 day of cooking.',
    persona: 'household',
    city: 'dubai',
    language: 'en',
    topic: 'storage',
    created_at: '2026-11-20T09:00:00Z',
    ...overrides,
  };
}

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Serves /api/answers: `total` answers, 12 a page, and records each query. */
function stubLibrary(items: LibraryAnswer[], total = items.length) {
  const queries: URLSearchParams[] = [];
  const fetch = vi.fn(async (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/answers') {
      queries.push(url.searchParams);
      return json(200, { items, total, page: Number(url.searchParams.get('page') ?? '1'), page_size: 12 });
    }
    return json(404, { success: false, error: 'not_found', message: 'No such route' });
  });
  vi.stubGlobal('fetch', fetch);
  return queries;
}

function LocationProbe() {
  const { search } = useLocation();
  return <output data-testid="search">{search}</output>;
}

function renderLibrary(route = '/answers', locale?: 'en' | 'ar') {
  return render(
    <Routes>
      <Route
        path="/answers"
        element={
          <>
            <LibraryPage />
            <LocationProbe />
          </>
        }
      />
    </Routes>,
    { route, ...(locale ? { locale } : {}) },
  );
}

beforeAll(installRadixPolyfills);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Answer library', { timeout: 20_000 }, () => {
  it('lists published answers linking to their pages, with topic, asker and date', async () => {
    stubLibrary([answer({}), answer({ slug: 'donate-bread-xyz34', question: 'Can we donate bread?', topic: 'donation', persona: 'retail', city: 'sharjah' })]);
    renderLibrary();

    expect(await screen.findByRole('heading', { level: 1, name: 'Questions Batala has answered' })).toBeInTheDocument();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'How long does cooked rice keep?' })).toHaveAttribute(
      'href',
      '/q/how-long-does-cooked-rice-keep-abc12',
    );
    expect(items[0]).toHaveTextContent('Storage times');
    expect(items[1]).toHaveTextContent('Donating food');
    expect(items[1]).toHaveTextContent('Retail Store · Sharjah');
    expect(screen.getByText('2 answers')).toBeInTheDocument();
  });

  it('searches and filters through the address, from the first page', async () => {
    const queries = stubLibrary([answer({})], 30);
    const user = userEvent.setup();
    renderLibrary('/answers?page=2');
    await screen.findAllByRole('listitem');
    expect(queries.at(-1)?.get('page')).toBe('2');

    await user.type(screen.getByRole('searchbox', { name: 'Search the answers' }), 'rice');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent('?q=rice'));
    expect(queries.at(-1)?.get('q')).toBe('rice');
    expect(queries.at(-1)?.get('page')).toBe('1');

    fireEvent.click(screen.getByRole('combobox', { name: 'Topic' }));
    await user.click(await screen.findByRole('option', { name: 'Donating food' }, { timeout: 3000 }));
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent('?q=rice&topic=donation'));
    await waitFor(() => expect(queries.at(-1)?.get('topic')).toBe('donation'));
  });

  it('pages through the answers', async () => {
    stubLibrary([answer({})], 30);
    const user = userEvent.setup();
    renderLibrary();

    const pages = await screen.findByRole('navigation', { name: 'Pages of answers' });
    expect(pages).toHaveTextContent('Page 1 of 3');
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent('?page=2'));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('says when nothing matches and clears the filters', async () => {
    stubLibrary([]);
    const user = userEvent.setup();
    renderLibrary('/answers?topic=pests&language=ar');

    expect(await screen.findByText('No published answers match')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the filters' }));

    await waitFor(() => expect(screen.getByTestId('search')).toBeEmptyDOMElement());
  });

  it('reads in Arabic', async () => {
    stubLibrary([answer({ language: 'ar', question: 'كم يبقى الأرز المطبوخ؟' })]);
    renderLibrary('/answers', 'ar');

    expect(await screen.findByRole('heading', { level: 1, name: 'أسئلة أجابت عنها بطلة' })).toBeInTheDocument();
    const item = (await screen.findAllByRole('listitem'))[0]!;
    expect(item).toHaveTextContent('مدد الحفظ');
    expect(within(item).getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'ar');
  });
});
