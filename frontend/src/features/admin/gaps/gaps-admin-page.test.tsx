import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { render } from '../../../testing/render';
import type { GapGroup } from './api';
import { GapsAdminPage } from './gaps-admin-page';

const RICE: GapGroup = {
  card_id: 'cooked-rice-storage',
  card_title: { en: 'How long cooked rice keeps', ar: 'مدة حفظ الأرز المطبوخ' },
  count: 2,
  last_asked: '2026-11-20T09:00:00Z',
  personas: ['hotel', 'household'],
  cities: ['dubai'],
  languages: ['en'],
  questions: [
    {
      question_id: '00000000-0000-4000-8000-000000000001',
      text: 'Can rice sit in a hot box overnight?',
      slug: 'hot-box-abc12',
      persona: 'hotel',
      city: 'dubai',
      language: 'en',
      asked_at: '2026-11-20T09:00:00Z',
      confidence: 0.55,
      reasons: ['unsure'],
      comments: [],
      status: 'open',
      note: null,
    },
    {
      question_id: '00000000-0000-4000-8000-000000000002',
      text: 'How long does biryani keep?',
      slug: 'biryani-def34',
      persona: 'household',
      city: 'dubai',
      language: 'en',
      asked_at: '2026-11-19T09:00:00Z',
      confidence: 0.9,
      reasons: ['rated_unhelpful'],
      comments: ['Nothing about biryani'],
      status: 'open',
      note: null,
    },
  ],
};

const NO_CARD: GapGroup = {
  card_id: null,
  card_title: null,
  count: 1,
  last_asked: '2026-11-18T09:00:00Z',
  personas: ['retail'],
  cities: ['ajman'],
  languages: ['ar'],
  questions: [
    {
      question_id: '00000000-0000-4000-8000-000000000003',
      text: 'كيف أخلل الليمون؟',
      slug: 'pickle-ghi56',
      persona: 'retail',
      city: 'ajman',
      language: 'ar',
      asked_at: '2026-11-18T09:00:00Z',
      confidence: 0.2,
      reasons: ['not_covered'],
      comments: [],
      status: 'open',
      note: null,
    },
  ],
};

function stub(groups: GapGroup[]) {
  const reviews: unknown[] = [];
  const queries: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      const url = new URL(request.url);
      if (request.method === 'POST' && url.pathname === '/api/admin/gaps/review') {
        reviews.push(await request.json());
        return json({ success: true, message: '2 questions resolved', open_count: 1 });
      }
      queries.push(url.searchParams);
      return json({ groups, open_count: 3 });
    }),
  );
  return { reviews, queries };
}

afterEach(() => vi.unstubAllGlobals());

describe('Knowledge gaps', { timeout: 20_000 }, () => {
  it('shows the groups by nearest card with who asked, why and what they said', async () => {
    const { queries } = stub([RICE, NO_CARD]);
    render(<GapsAdminPage />, { route: '/admin/gaps' });

    const rice = await screen.findByRole('article', { name: 'How long cooked rice keeps' });
    expect(screen.getByText('3 open gaps')).toBeInTheDocument();
    expect(rice).toHaveTextContent('Asked 2 times');
    expect(rice).toHaveTextContent('Hotel Manager');
    expect(within(rice).getByText('Unsure answer')).toBeInTheDocument();
    expect(within(rice).getByText('Rated unhelpful')).toBeInTheDocument();
    expect(rice).toHaveTextContent('“Nothing about biryani”');
    expect(within(rice).getAllByRole('link', { name: 'View the answer it got' })[0]).toHaveAttribute('href', '/q/hot-box-abc12');
    const none = screen.getByRole('article', { name: 'No card near these questions' });
    expect(within(none).getByText('Not covered')).toBeInTheDocument();
    expect(queries[0]?.get('status')).toBe('open');
    expect(queries[0]?.get('sort')).toBe('count');
  });

  it('resolves a group with a note', async () => {
    const { reviews } = stub([RICE]);
    const user = userEvent.setup();
    render(<GapsAdminPage />, { route: '/admin/gaps' });

    const rice = await screen.findByRole('article', { name: 'How long cooked rice keeps' });
    await user.click(within(rice).getByRole('button', { name: 'Resolve' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Resolve these questions?' });
    await user.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'Card hot-box-rice written');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));

    await waitFor(() => expect(reviews).toHaveLength(1));
    expect(reviews[0]).toEqual({
      question_ids: ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'],
      status: 'resolved',
      note: 'Card hot-box-rice written',
    });
    expect(await screen.findByText('2 questions resolved')).toBeInTheDocument();
  });

  it('says when there is nothing to review', async () => {
    stub([]);
    render(<GapsAdminPage />, { route: '/admin/gaps' });

    expect(await screen.findByText('No knowledge gaps')).toBeInTheDocument();
  });

  it('reads in Arabic', async () => {
    stub([RICE]);
    render(<GapsAdminPage />, { route: '/admin/gaps', locale: 'ar' });

    expect(await screen.findByRole('article', { name: 'مدة حفظ الأرز المطبوخ' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'الثغرات المعرفية' })).toBeInTheDocument();
  });
});
