import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { render } from '../../../testing/render';
import { AnswersPage } from './answers-page';

function answer(published: boolean, feedback: Partial<Record<string, unknown>> = {}) {
  return {
    id: '3c4f81ca-5b1e-44bf-946d-b5175a074938',
    answer_text: 'Weigh every bin for a week to set a baseline.',
    question_text: 'How do I track food waste in a catering kitchen?',
    slug: 'track-food-waste-abc123',
    published,
    created_at: '2026-11-20T08:00:00Z',
    confidence: '0.82',
    bullets: [],
    cta_text: null,
    cited_sources: ['WRAP Guardians of Grub', 'https://www.dm.gov.ae/food-safety'],
    key_tips: ['Sort waste by category.', 'Appoint a food-waste champion.'],
    local_context: 'Dubai Municipality asks kitchens to log temperatures.',
    estimated_savings_aed: 780,
    feedback: {
      count: 3,
      helpful: 1,
      not_helpful: 2,
      average_rating: 2.3,
      average_accuracy: 2,
      average_clarity: 3,
      average_usefulness: 2,
      latest_comments: [{ comment: 'Did not answer my question at all.', rating: 1, helpful: false, created_at: '2026-11-21T08:00:00Z' }],
      ...feedback,
    },
  };
}

function stub({ failPatch = false } = {}) {
  let published = false;
  const patches: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const json = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (request.method === 'PATCH') {
        if (failPatch) return json({ success: false, error: 'internal_error', message: 'boom' }, 500);
        const body = (await request.json()) as { published: boolean };
        patches.push({ url: new URL(request.url).pathname, body });
        published = body.published;
        return json(answer(published));
      }
      return json({ items: [answer(published)], total: 1, page: 1, page_size: 20 });
    }),
  );
  return patches;
}

afterEach(() => vi.unstubAllGlobals());

describe('AnswersPage', () => {
  it('shows every part of an answer, the supporting parts on demand, and flags negative feedback', async () => {
    stub();
    const user = userEvent.setup();
    render(<AnswersPage />, { route: '/admin/answers' });
    const card = await screen.findByRole('article', { name: 'Expert Answer #074938' });
    expect(within(card).getByText('Unpublished')).toBeInTheDocument();
    expect(within(card).getByText('track-food-waste-abc123')).toBeInTheDocument();
    expect(within(card).getByText('How do I track food waste in a catering kitchen?')).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'https://www.dm.gov.ae/food-safety' })).not.toBeInTheDocument();
    const toggle = within(card).getByRole('button', { name: 'Show tips, context and sources' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(card).getByRole('button', { name: 'Hide tips, context and sources' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(card).getByText('Appoint a food-waste champion.')).toBeInTheDocument();
    expect(within(card).getByText('Dubai Municipality asks kitchens to log temperatures.')).toBeInTheDocument();
    expect(within(card).getByText('AED 780/month')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'https://www.dm.gov.ae/food-safety' })).toBeInTheDocument();
    expect(within(card).getByText('82% confidence')).toBeInTheDocument();
    expect(within(card).getByText('Needs attention')).toBeInTheDocument();
    expect(within(card).getByText('2 not helpful')).toBeInTheDocument();
    expect(within(card).getByText('Did not answer my question at all.')).toBeInTheDocument();
    expect(within(card).queryByText('Live on Batala')).not.toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: /live answer/ })).not.toBeInTheDocument();
    expect(screen.getByText('1 answer')).toBeInTheDocument();
  });

  it('publishes with the switch, toasts, and refetches the list', async () => {
    const patches = stub();
    const user = userEvent.setup();
    render(<AnswersPage />, { route: '/admin/answers' });
    const card = await screen.findByRole('article', { name: 'Expert Answer #074938' });

    await user.click(within(card).getByRole('switch', { name: 'Publish' }));

    expect(await screen.findByText('Answer Updated')).toBeInTheDocument();
    expect(patches).toEqual([{ url: '/api/admin/answers/3c4f81ca-5b1e-44bf-946d-b5175a074938/publish', body: { published: true } }]);
    expect(await within(card).findByText('Live on Batala')).toBeInTheDocument();
    expect(within(card).getByRole('switch', { name: 'Publish' })).toBeChecked();
    expect(within(card).getByRole('link', { name: 'View the live answer page in a new tab' })).toHaveAttribute('href', '/q/track-food-waste-abc123');
  });

  it('says when the change failed', async () => {
    stub({ failPatch: true });
    const user = userEvent.setup();
    render(<AnswersPage />, { route: '/admin/answers' });
    const card = await screen.findByRole('article', { name: 'Expert Answer #074938' });
    await user.click(within(card).getByRole('switch', { name: 'Publish' }));
    expect(await screen.findByText('Failed to update answer status.')).toBeInTheDocument();
    expect(within(card).getByRole('switch', { name: 'Publish' })).not.toBeChecked();
  });
});
