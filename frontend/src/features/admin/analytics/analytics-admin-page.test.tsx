import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { render } from '../../../testing/render';
import { AnalyticsAdminPage } from './analytics-admin-page';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function days(values: number[]) {
  return values.map((events, index) => ({ date: `2026-11-${String(16 + index).padStart(2, '0')}`, events, users: Math.ceil(events / 2) }));
}

const summary = {
  qa: { events: 12, users: 5 },
  quiz: { events: 12, users: 4, avgDuration: 83.6 },
  calc: { events: 7, users: 6 },
  dailyQa: days([1, 2, 3, 0, 2, 2, 2]),
  dailyQuiz: days([2, 2, 2, 2, 2, 1, 1]),
  dailyCalc: days([1, 1, 1, 1, 1, 1, 1]),
};

describe('analytics page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the four stat cards, a chart and the usage summary for the last 7 days', async () => {
    const fetch = vi.fn(async () => json(200, summary));
    vi.stubGlobal('fetch', fetch);
    render(<AnalyticsAdminPage />);

    expect(await screen.findByText('Q&A Sessions')).toBeInTheDocument();
    expect(screen.getByText('Quiz Sessions')).toBeInTheDocument();
    expect(screen.getByText('Calculator Uses')).toBeInTheDocument();
    expect(screen.getByText('Total Events')).toBeInTheDocument();
    expect(screen.getByText('31')).toBeInTheDocument();
    // Calculator Uses and Total Events (the largest of the three).
    expect(screen.getAllByText('6 unique users')).toHaveLength(2);
    expect(screen.getByText('5 unique users')).toBeInTheDocument();
    expect(screen.getByText('Avg duration: 84s')).toBeInTheDocument();

    const url = new URL((fetch.mock.calls[0] as unknown as [Request])[0].url);
    expect(url.pathname).toBe('/api/analytics/summary');
    const start = new Date(`${url.searchParams.get('start_date')}T00:00:00Z`).getTime();
    const end = new Date(`${url.searchParams.get('end_date')}T00:00:00Z`).getTime();
    expect((end - start) / 86_400_000).toBe(6);

    expect(screen.getByRole('img', { name: /Daily usage trends/ })).toBeInTheDocument();
    // Q&A and Quiz tie on 12 events: Q&A wins.
    const mostActive = screen.getByText('Most Active Feature').closest('div');
    expect(within(mostActive as HTMLElement).getByText('Q&A System')).toBeInTheDocument();
  });

  it('shows per-feature figures in their tabs', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(200, summary)));
    render(<AnalyticsAdminPage />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Quiz Analytics' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('Avg Sessions/User').nextSibling).toHaveTextContent('3.0');
    expect(within(panel).getByText('Avg Duration').nextSibling).toHaveTextContent('84s');
    expect(within(panel).getByText('Daily data for 7 days.')).toBeInTheDocument();
  });

  it('says so when the summary fails', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(500, { success: false, error: 'internal_error', message: 'boom' })));
    render(<AnalyticsAdminPage />);
    expect(await screen.findByText('Failed to load analytics data. Please try again later.')).toBeInTheDocument();
  });
});
