import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { formatKg, formatScore, periodLabel } from '../../../../lib/format';
import { intlLocale } from '../../../../lib/i18n/locale';
import { render } from '../../../../testing/render';
import { LeaderboardSection } from '../leaderboard-section';
import { badgeOf } from './format';
import Leaderboard from './leaderboard';

function entry(rank: number, name: string, city: string, score: number, kg: number, aed: number, meals: number, period = '2025-09') {
  const badge = ['champion', 'runner_up', 'third_place'][rank - 1] ?? 'top_performer';
  return {
    id: `e-${period}-${rank}`,
    rank,
    badge,
    venue: { id: `v-${name}`, name, city },
    venue_name: name,
    city,
    period,
    kg_rescued: kg,
    aed_saved: aed,
    meals_donated: meals,
    batala_score: score,
  };
}

const september = {
  period: '2025-09',
  leaderboard: [
    entry(1, 'Fujairah Mountain Lodge', 'fujairah', 66, 1230, 14145, 1728),
    entry(2, 'Sharjah Family Bakery', 'sharjah', 57.2, 1098, 12627, 915),
    entry(3, 'Creekside Catering', 'dubai', 56, 965, 11098, 1172),
    entry(4, 'Ras Al Khaimah Events Co.', 'ras_al_khaimah', 53.1, 970, 11155, 808),
  ],
};

const january = {
  period: '2024-01',
  leaderboard: [
    entry(1, 'Corniche Grand Hotel', 'abu_dhabi', 65.5, 1168, 13432, 1863, '2024-01'),
    entry(2, 'Umm Al Quwain Seafood House', 'umm_al_quwain', 62.8, 1173, 13490, 1424, '2024-01'),
  ],
};

const periods = ['2025-09', '2024-01', '2023-12'];

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Answers the two leaderboard calls; `board` gets the requested period (null for the default). */
function stubApi(board: (period: string | null) => Response | Promise<Response>) {
  const fetch = vi.fn(async (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/leaderboard/periods') return json(200, { periods });
    if (url.pathname === '/api/leaderboard') return board(url.searchParams.get('period'));
    return json(404, { success: false, error: 'not_found', message: 'No such route' });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const byPeriod = (period: string | null) => json(200, period === '2024-01' ? january : period === '2030-01' ? { period, leaderboard: [] } : september);

const ranking = (title = 'Full ranking') => screen.getByRole('heading', { name: title }).nextElementSibling as HTMLElement;
const podium = () => screen.getByRole('list', { name: 'Top 3 venues' });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('Leaderboard', () => {
  it('shows the latest period, the podium and a card per venue with its badge', async () => {
    const fetch = stubApi(byPeriod);
    render(<Leaderboard />);

    expect(await screen.findByRole('heading', { name: 'Full ranking' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveDisplayValue('September 2025');
    const options = within(screen.getByRole('combobox', { name: 'Period' })).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['September 2025', 'January 2024', 'December 2023']);
    // The default period is the server's: no period asked for.
    const boardCalls = fetch.mock.calls.map(([request]) => new URL((request as Request).url)).filter((url) => url.pathname === '/api/leaderboard');
    expect(boardCalls.map((url) => url.search)).toEqual(['']);

    const top = within(podium()).getAllByRole('listitem');
    expect(top.map((item) => item.getAttribute('data-rank'))).toEqual(['1', '2', '3']);
    expect(top[0]).toHaveTextContent('Champion');
    expect(top[0]).toHaveTextContent('Fujairah Mountain Lodge');

    const cards = within(ranking()).getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Fujairah Mountain Lodge',
      'Sharjah Family Bakery',
      'Creekside Catering',
      'Ras Al Khaimah Events Co.',
    ]);
    expect(cards[0]).toHaveTextContent('Champion');
    expect(cards[1]).toHaveTextContent('Runner-up');
    expect(cards[2]).toHaveTextContent('Third Place');
    expect(cards[3]).toHaveTextContent('Top Performer');
    expect(cards[3]).toHaveTextContent('Ras Al Khaimah');
  });

  it('formats the score to one decimal, kilograms, dirhams and meals with separators', async () => {
    stubApi(byPeriod);
    render(<Leaderboard />);

    await screen.findByRole('heading', { name: 'Full ranking' });
    const champion = within(ranking()).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(champion).getByText('66.0')).toBeInTheDocument();
    const figure = (label: string) => within(champion).getByText(label).nextElementSibling;
    expect(figure('Food rescued')).toHaveTextContent('1,230.0 kg');
    expect(figure('Money saved')).toHaveTextContent('AED 14,145');
    expect(figure('Meals donated')).toHaveTextContent('1,728');
  });

  it('switches period and shows that month’s champion', async () => {
    const fetch = stubApi(byPeriod);
    render(<Leaderboard />);
    await screen.findByRole('heading', { name: 'Full ranking' });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'January 2024');

    await waitFor(() => expect(within(podium()).getAllByRole('listitem')[0]).toHaveTextContent('Corniche Grand Hotel'));
    expect(within(ranking()).getAllByRole('listitem')).toHaveLength(2);
    const last = fetch.mock.calls.map(([request]) => new URL((request as Request).url)).filter((url) => url.pathname === '/api/leaderboard').at(-1);
    expect(last?.searchParams.get('period')).toBe('2024-01');
  });

  it('says so when a period has no rankings yet, and offers nothing to share', async () => {
    stubApi(() => json(200, { period: null, leaderboard: [] }));
    render(<Leaderboard />);

    expect(await screen.findByText('No rankings for this period yet')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Top 3 venues' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeDisabled();
  });

  it('shows an error with a way to try again', async () => {
    let fail = true;
    stubApi(() => (fail ? json(500, { success: false, error: 'internal_error', message: 'Boom' }) : json(200, september)));
    render(<Leaderboard />);

    expect(await screen.findByText('The leaderboard could not be loaded')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Full ranking' })).toBeInTheDocument();
  });

  it('shares the top 3 and confirms a copy for 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    stubApi(byPeriod);
    render(<Leaderboard />);
    await screen.findByRole('heading', { name: 'Full ranking' });

    await user.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share the leaderboard' });
    const preview = within(dialog).getByText(/Batala sustainability leaderboard, September 2025:/);
    expect(preview.textContent).toContain('1. Fujairah Mountain Lodge: 66.0\n2. Sharjah Family Bakery: 57.2\n3. Creekside Catering: 56.0');
    expect(preview.textContent).not.toContain('Ras Al Khaimah');

    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/#leaderboard`);
    expect(within(dialog).getByRole('button', { name: 'Copied!' })).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(1900);
    });
    expect(within(dialog).getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it('reads in Arabic: months, badges and units', async () => {
    stubApi(byPeriod);
    render(<Leaderboard />, { locale: 'ar' });

    expect(await screen.findByRole('heading', { name: 'التصنيف الكامل' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'الفترة' })).toHaveDisplayValue('سبتمبر 2025');
    const cards = within(ranking('التصنيف الكامل')).getAllByRole('listitem');
    expect(cards[0]).toHaveTextContent('البطل');
    expect(cards[1]).toHaveTextContent('الوصيف');
    expect(cards[2]).toHaveTextContent('المركز الثالث');
    expect(cards[3]).toHaveTextContent('أداء متميز');
    expect(cards[0]).toHaveTextContent('1,230.0 كغم');
    expect(screen.getByText('كيف يُحسب المؤشر؟')).toBeInTheDocument();
  });

  it('loads as its own chunk inside the #leaderboard section, with the score explained', async () => {
    stubApi(byPeriod);
    const { container } = render(<LeaderboardSection />);

    expect(container.querySelector('section#leaderboard')).not.toBeNull();
    await screen.findByRole('heading', { name: 'Full ranking' });
    const how = screen.getByText('How is the score computed?');
    await userEvent.click(how);
    const details = how.closest('details') as HTMLElement;
    expect(details).toHaveAttribute('open');
    expect(details).toHaveTextContent('scores 63.2');
    expect(details).toHaveTextContent('100 × (0.5 × (1 − e^(−kg / 1000)) + 0.3 × (1 − e^(−meals / 2381)) + 0.2 × (1 − e^(−AED / 10000)))');
  });
});

describe('leaderboard formats', () => {
  it('badge by rank when the server gives none', () => {
    expect([1, 2, 3, 4, 9].map((rank) => badgeOf({ rank, badge: null }))).toEqual([
      'champion',
      'runner_up',
      'third_place',
      'top_performer',
      'top_performer',
    ]);
    expect(badgeOf({ rank: 5, badge: 'champion' })).toBe('champion');
  });

  it('months, scores and kilograms per locale', async () => {
    const { createIntl } = await import('react-intl');
    const en = createIntl({ locale: 'en-AE' });
    const ar = createIntl({ locale: intlLocale('ar') });
    expect(periodLabel(en, '2023-10')).toBe('October 2023');
    expect(periodLabel(ar, '2023-10')).toBe('أكتوبر 2023');
    expect(periodLabel(en, 'soon')).toBe('soon');
    expect(formatScore(en, 57)).toBe('57.0');
    expect(formatScore(en, 63.24)).toBe('63.2');
    expect(formatKg(en, 965)).toBe('965.0 kg');
    expect(formatKg(en, 12345.67)).toBe('12,345.7 kg');
    // Arabic pages write numbers in Latin digits, without any formatter asking for them.
    expect(formatScore(ar, 57)).toBe('57.0');
    expect(ar.formatNumber(1234)).toBe('1,234');
  });
});
