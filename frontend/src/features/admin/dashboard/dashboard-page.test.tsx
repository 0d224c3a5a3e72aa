import { screen, within } from '@testing-library/react';

import { render } from '../../../testing/render';
import { DashboardPage } from './dashboard-page';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stub({ pending = 2, overviewStatus = 200 } = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/analytics/overview') {
        if (overviewStatus !== 200) return json({ success: false, error: 'service_unavailable', message: 'The database does not answer' }, overviewStatus);
        return json({
          success: true,
          range: { from: '2026-11-15T00:00:00Z', to: '2026-11-22T00:00:00Z' },
          total_questions: 128,
          published_answers: 40,
          pending_events: pending,
          registered_venues: 12,
          open_gaps: 9,
          events: [],
        });
      }
      if (url.pathname === '/api/admin/questions') {
        const items = Array.from({ length: 7 }, (_, i) => ({
          id: `q${i}`,
          text: `Question number ${i + 1}?`,
          persona: 'hotel',
          city: 'sharjah',
          channel: null,
          created_at: '2026-11-20T08:00:00Z',
          answer: null,
        }));
        return json({ items, total: 7, page: 1, page_size: 20, stats: { total: 7, answered: 0, unanswered: 7 } });
      }
      if (url.pathname === '/api/admin/events') {
        expect(url.searchParams.get('status')).toBe('pending');
        return json({
          events: Array.from({ length: pending }, (_, i) => ({
            id: `e${i}`,
            title: `Pending event ${i + 1}`,
            event_type: 'workshop',
            city: 'ajman',
            status: 'pending',
          })),
        });
      }
      return json({}, 404);
    }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('DashboardPage', () => {
  it('shows the five counts, Urgent when events wait, To review when gaps are open, the five newest questions and the pending events', async () => {
    stub();
    render(<DashboardPage />, { route: '/admin' });
    expect(await screen.findByText('128')).toBeInTheDocument();
    expect(screen.getByText('Total Questions')).toBeInTheDocument();
    expect(screen.getByText('40')).toBeInTheDocument();
    expect(screen.getByText('12')).toBeInTheDocument();
    expect(screen.getByText('Urgent')).toBeInTheDocument();
    expect(screen.getByText('Open Knowledge Gaps')).toBeInTheDocument();
    expect(screen.getByText('9')).toBeInTheDocument();
    expect(screen.getByText('To review')).toBeInTheDocument();

    const recent = screen.getByRole('region', { name: 'Recent Questions' });
    expect(await within(recent).findAllByText(/^Question number \d\?$/)).toHaveLength(5);
    expect(within(recent).getAllByText('Hotel Manager')).toHaveLength(5);
    expect(within(recent).getAllByText('Sharjah')).toHaveLength(5);

    const events = screen.getByRole('region', { name: 'Pending Events' });
    expect(await within(events).findByText('Pending event 1')).toBeInTheDocument();
    expect(within(events).getAllByText('Workshop')).toHaveLength(2);
    expect(within(events).getAllByText('Ajman')).toHaveLength(2);

    expect(screen.getByRole('link', { name: /Review questions/ })).toHaveAttribute('href', '/admin/questions');
    expect(screen.getByRole('link', { name: /View analytics/ })).toHaveAttribute('href', '/admin/analytics');
  });

  it('has no Urgent badge and says so when no event waits', async () => {
    stub({ pending: 0 });
    render(<DashboardPage />, { route: '/admin' });
    expect(await screen.findByText('No events are waiting for review.')).toBeInTheDocument();
    expect(screen.queryByText('Urgent')).not.toBeInTheDocument();
  });

  it("shows the server's reason when the overview fails", async () => {
    stub({ overviewStatus: 503 });
    render(<DashboardPage />, { route: '/admin' });
    expect(await screen.findByText('Failed to fetch overview: The database does not answer')).toBeInTheDocument();
  });
});
