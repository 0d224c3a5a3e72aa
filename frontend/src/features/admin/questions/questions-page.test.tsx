import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';

import { render } from '../../../testing/render';
import { QuestionsPage } from './questions-page';

function question(n: number, answered: boolean) {
  return {
    id: `q-${n}`,
    text: `How do I keep bread number ${n} fresh?`,
    persona: 'restaurant',
    city: 'dubai',
    channel: n === 1 ? 'web' : null,
    created_at: '2026-11-20T08:00:00Z',
    answer: answered ? { id: `a-${n}`, slug: `bread-${n}`, excerpt: `Freeze slices of loaf ${n}.`, published: true } : null,
  };
}

/** Answers GET /api/admin/questions with `total` questions, 20 a page, and records each query. */
function stubQuestions(total: number) {
  const queries: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      queries.push(url.searchParams);
      const page = Number(url.searchParams.get('page') ?? '1');
      const filtered = url.searchParams.has('q') ? 0 : total;
      const items = Array.from({ length: Math.max(0, Math.min(20, filtered - (page - 1) * 20)) }, (_, i) =>
        question((page - 1) * 20 + i + 1, i % 2 === 0),
      );
      const body = { items, total: filtered, page, page_size: 20, stats: { total, answered: Math.ceil(total / 2), unanswered: Math.floor(total / 2) } };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return queries;
}

afterEach(() => vi.unstubAllGlobals());

describe('QuestionsPage', () => {
  it('shows the counts and a card per question with its answer', async () => {
    stubQuestions(45);
    render(<QuestionsPage />, { route: '/admin/questions' });
    expect(screen.getByText('Loading questions...')).toBeInTheDocument();

    const first = (await screen.findByRole('heading', { name: 'How do I keep bread number 1 fresh?' })).closest('article')!;
    expect(within(first).getByText('Answered')).toBeInTheDocument();
    expect(within(first).getByText('Channel: web')).toBeInTheDocument();
    expect(within(first).getByText('Freeze slices of loaf 1.')).toBeInTheDocument();
    expect(within(first).getByText('/q/bread-1')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Open the answer in a new tab' })).toHaveAttribute('target', '_blank');
    expect(within(first).getByText(/Asked on/)).toBeInTheDocument();

    const second = screen.getByRole('heading', { name: 'How do I keep bread number 2 fresh?' }).closest('article')!;
    expect(within(second).getByText('Unanswered')).toBeInTheDocument();
    expect(within(second).queryByRole('link')).not.toBeInTheDocument();
  });

  it('pages with Previous/Next and numbered buttons, asking the server for the page', async () => {
    const queries = stubQuestions(45);
    const user = userEvent.setup();
    render(<QuestionsPage />, { route: '/admin/questions' });
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(nav).getAllByRole('button', { name: /^Page \d$/ })).toHaveLength(3);

    await user.click(within(nav).getByRole('button', { name: 'Page 3' }));
    await screen.findByRole('heading', { name: 'How do I keep bread number 41 fresh?' });
    expect(queries.at(-1)?.get('page')).toBe('3');
    expect(within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('opens on the filters and page of its address', async () => {
    const queries = stubQuestions(45);
    render(<QuestionsPage />, { route: '/admin/questions?status=answered&city=dubai&page=2' });
    await screen.findByRole('navigation', { name: 'Pagination' });
    const sent = queries.at(-1);
    expect(sent?.get('status')).toBe('answered');
    expect(sent?.get('city')).toBe('dubai');
    expect(sent?.get('page')).toBe('2');
  });

  it('follows a link to the page with other filters while it is open', async () => {
    const queries = stubQuestions(45);
    render(
      <>
        <Link to="/admin/questions">All questions</Link>
        <QuestionsPage />
      </>,
      { route: '/admin/questions?status=answered' },
    );
    await screen.findByRole('navigation', { name: 'Pagination' });
    expect(queries.at(-1)?.get('status')).toBe('answered');

    await userEvent.setup().click(screen.getByRole('link', { name: 'All questions' }));
    await waitFor(() => expect(queries.at(-1)?.get('status')).toBeNull());
  });

  it('searches on the server after typing stops, and offers to clear filters when nothing matches', async () => {
    const queries = stubQuestions(5);
    const user = userEvent.setup();
    render(<QuestionsPage />, { route: '/admin/questions' });
    await screen.findByRole('heading', { name: 'How do I keep bread number 1 fresh?' });

    await user.type(screen.getByRole('searchbox', { name: 'Search questions' }), 'camel milk');
    expect(await screen.findByText('No questions match your search criteria.')).toBeInTheDocument();
    expect(queries.at(-1)?.get('q')).toBe('camel milk');
    // Debounced: one request for the whole phrase, not one per letter.
    expect(queries.filter((q) => q.has('q'))).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(screen.getByRole('searchbox', { name: 'Search questions' })).toHaveValue('');
    await screen.findByRole('heading', { name: 'How do I keep bread number 1 fresh?' });
  });

  it('says when nothing has been asked yet', async () => {
    stubQuestions(0);
    render(<QuestionsPage />, { route: '/admin/questions' });
    expect(await screen.findByText('No questions have been submitted yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).not.toBeInTheDocument();
  });

  it('shows the error text when the list fails', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('boom', { status: 500 })));
    render(<QuestionsPage />, { route: '/admin/questions' });
    expect(await screen.findByText('Error loading questions. Please try again.')).toBeInTheDocument();
  });
});
