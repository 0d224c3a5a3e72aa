import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { render } from '../../../testing/render';
import { LeaderboardAdminPage } from './leaderboard-admin-page';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const venues = [
  { id: 'v1', name: 'Al Fanar Kitchen', city: 'dubai', public_page_slug: 'al-fanar-kitchen' },
  { id: 'v2', name: 'Sharjah Family Bakery', city: 'sharjah', public_page_slug: null },
];
const board = {
  period: '2025-09',
  leaderboard: [
    {
      id: 'e1',
      rank: 1,
      badge: 'champion',
      venue: { id: 'v1', name: 'Al Fanar Kitchen', city: 'dubai' },
      venue_name: 'Al Fanar Kitchen',
      city: 'dubai',
      period: '2025-09',
      kg_rescued: 1230,
      aed_saved: 14145,
      meals_donated: 1728,
      batala_score: 66,
    },
  ],
};

function stubApi(overrides: (url: URL, request: Request) => Response | undefined = () => undefined) {
  const fetch = vi.fn(async (request: Request) => {
    const url = new URL(request.url);
    const override = overrides(url, request);
    if (override) return override;
    if (url.pathname === '/api/venues') return json(200, { venues });
    if (url.pathname === '/api/leaderboard/periods') return json(200, { periods: ['2025-09'] });
    if (url.pathname === '/api/leaderboard') return json(200, board);
    return json(404, { success: false, error: 'not_found', message: 'No such route' });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('leaderboard admin', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists venues and entries with formatted figures', async () => {
    stubApi();
    render(<LeaderboardAdminPage />);
    expect(await screen.findByRole('heading', { name: 'Sharjah Family Bakery' })).toBeInTheDocument();
    const entries = screen.getByRole('region', { name: 'Leaderboard Entries' });
    expect(await within(entries).findByText('1,230.0 kg')).toBeInTheDocument();
    expect(within(entries).getByText('AED 14,145')).toBeInTheDocument();
    expect(within(entries).getByText('1,728')).toBeInTheDocument();
  });

  it('filters by venue name, city and period', async () => {
    stubApi();
    render(<LeaderboardAdminPage />);
    await screen.findByRole('heading', { name: 'Sharjah Family Bakery' });
    await userEvent.type(screen.getByRole('searchbox'), 'sharjah');
    expect(screen.queryByRole('heading', { name: 'Al Fanar Kitchen' })).toBeNull();
    expect(screen.getByText('No entries match your search criteria.')).toBeInTheDocument();
  });

  it('names the missing fields of an empty venue form and sends nothing', async () => {
    const fetch = stubApi();
    render(<LeaderboardAdminPage />);
    await screen.findByRole('heading', { name: 'Sharjah Family Bakery' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Venue' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Venue' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Venue' }));
    expect(within(dialog).getByText('Venue name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('City is required')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Venue Name/ })).toHaveAttribute('aria-invalid', 'true');
    expect(fetch.mock.calls.some(([request]) => (request as Request).method === 'POST')).toBe(false);
  });

  it('shows a taken slug under its field and the failure toast', async () => {
    stubApi((url, request) =>
      url.pathname === '/api/admin/venues' && request.method === 'POST'
        ? json(409, { success: false, error: 'conflict', message: 'Another venue already uses this public page slug.' })
        : undefined,
    );
    render(<LeaderboardAdminPage />);
    await screen.findByRole('heading', { name: 'Sharjah Family Bakery' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Venue' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Venue' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Venue Name/ }), 'New Place');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /City/ }), 'ajman');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Public Page Slug/ }), 'al-fanar-kitchen');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Venue' }));
    expect(await within(dialog).findByText('Another venue already uses this public page slug.')).toBeInTheDocument();
    expect(await screen.findByText('Failed to create venue.')).toBeInTheDocument();
  });

  it('names the missing fields of an empty entry form, the month defaulting to this one', async () => {
    stubApi();
    render(<LeaderboardAdminPage />);
    await screen.findByRole('heading', { name: 'Sharjah Family Bakery' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Entry' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Leaderboard Entry' });
    expect(within(dialog).getByLabelText(/Period/)).toHaveValue(
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai', year: 'numeric', month: '2-digit' }).format(new Date()).slice(0, 7),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Entry' }));
    for (const message of ['Venue is required', 'Kg rescued is required', 'AED saved is required', 'Meals donated is required']) {
      expect(within(dialog).getByText(message)).toBeInTheDocument();
    }
  });

  it('asks before deleting a venue, with the spec text', async () => {
    stubApi();
    render(<LeaderboardAdminPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Sharjah Family Bakery' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this venue? This will also delete all related leaderboard entries.',
    );
  });
});
