import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';

import { render } from '../../../../testing/render';
import { CalculatorSection } from '../calculator-section';
import Calculator from './calculator';

const venues = [
  { id: 'v-fanar', name: 'Al Fanar Kitchen', city: 'dubai', public_page_slug: 'demo-al-fanar-kitchen' },
  { id: 'v-marina', name: 'Marina Harbour Hotel', city: 'dubai', public_page_slug: null },
  { id: 'v-corniche', name: 'Corniche Grand Hotel', city: 'abu_dhabi', public_page_slug: null },
];

const defaultResult = {
  success: true,
  results: {
    monthly_cost_saved: 125,
    annual_cost_saved: 1500,
    co2_reduced_kg: 375,
    meals_saved: 357,
    food_wasted_kg: 50,
    cost_per_kg_aed: 10,
  },
  assumptions: [
    { name: 'reduction_rate', value: 0.25, unit: 'fraction', source_title: "Batala's stated average waste reduction of 25%.", source_url: null },
    {
      name: 'cost_per_kg_aed',
      value: 10,
      unit: 'AED/kg',
      source_title: "Batala's default cost hint of AED 10 per kg (St. Regis Abu Dhabi's 2024 results imply about AED 19 per kg).",
      source_url: null,
    },
    {
      name: 'co2e_per_kg',
      value: 2.5,
      unit: 'kg CO2e/kg',
      source_title: 'FAO 2013, Food Wastage Footprint: 3.3 Gt CO2e for 1.3 Gt of edible food wasted.',
      source_url: 'https://www.fao.org/3/i3347e/i3347e.pdf',
    },
    { name: 'kg_per_meal', value: 0.42, unit: 'kg/meal', source_title: "WRAP's recommended average meal of 420 g.", source_url: null },
  ],
};

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

type Handler = (request: Request) => Response | Promise<Response>;

/** Stubs fetch per "METHOD /path"; records every request and the JSON body of each POST. */
function stubApi(routes: Record<string, Handler>) {
  const requests: Request[] = [];
  const bodies: unknown[] = [];
  const fetch = vi.fn(async (request: Request) => {
    requests.push(request);
    if (request.method === 'POST') bodies.push(JSON.parse(await request.clone().text()));
    const handler = routes[`${request.method} ${new URL(request.url).pathname}`];
    return handler ? handler(request) : json(404, { success: false, error: 'not_found', message: 'No such route' });
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, requests, bodies };
}

const calls = (fetch: ReturnType<typeof vi.fn>, path: string) =>
  fetch.mock.calls.filter(([request]) => new URL((request as Request).url).pathname === path).length;

function LocationProbe() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="location">{`${pathname}${search}${hash}`}</output>;
}

const wasteInput = () => screen.getByRole('spinbutton', { name: 'Food wasted per month' });
const costInput = () => screen.getByRole('spinbutton', { name: /Cost per kg/ });
const venueSelect = () => screen.getByRole('combobox', { name: /Venue/ });
const calculateButton = () => screen.getByRole('button', { name: /Calculate Savings|Calculating/ });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('Calculator', () => {
  it('starts at 50 kg with the AED 10 hint and lists the venues after "none"', async () => {
    stubApi({ 'GET /api/venues': () => json(200, { venues }) });
    render(<Calculator />);

    expect(wasteInput()).toHaveValue(50);
    expect(costInput()).toHaveValue(null);
    expect(costInput()).toHaveAttribute('placeholder', '10');
    expect(venueSelect()).toBeDisabled();
    expect(venueSelect()).toHaveDisplayValue('Loading venues…');

    await waitFor(() => expect(venueSelect()).toBeEnabled());
    const options = within(venueSelect()).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['No venue (general estimate)', 'Al Fanar Kitchen, Dubai', 'Marina Harbour Hotel, Dubai', 'Corniche Grand Hotel, Abu Dhabi']);
    expect(venueSelect()).toHaveValue('none');
    expect(screen.getByText('Your estimate appears here')).toBeInTheDocument();
  });

  it('loads as its own chunk inside the #calculator section', async () => {
    stubApi({ 'GET /api/venues': () => json(200, { venues }) });
    const { container } = render(<CalculatorSection />);

    expect(container.querySelector('section#calculator')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Savings Calculator' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Calculate Savings' })).toBeInTheDocument();
  });

  it.each([
    ['0', 'Please enter a valid amount of food waste.'],
    ['', 'Please enter a valid amount of food waste.'],
    ['-5', 'Please enter a valid amount of food waste.'],
    ['1200', 'Please enter at most 1,000 kg of food waste a month.'],
  ])('refuses %j kg with an "Invalid Input" toast and no request', async (waste, message) => {
    const { bodies } = stubApi({ 'GET /api/venues': () => json(200, { venues }) });
    render(<Calculator />);

    await userEvent.clear(wasteInput());
    if (waste) await userEvent.type(wasteInput(), waste);
    await userEvent.click(calculateButton());

    expect(await screen.findByText('Invalid Input')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(wasteInput()).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);
  });

  it('refuses a cost per kg above AED 100', async () => {
    const { bodies } = stubApi({ 'GET /api/venues': () => json(200, { venues }) });
    render(<Calculator />);

    await userEvent.type(costInput(), '150');
    await userEvent.click(calculateButton());

    expect(await screen.findByText('Cost per kg must be between 0 and 100 AED.')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('sends only the waste by default and shows the four result cards and the assumptions', async () => {
    const { bodies } = stubApi({
      'GET /api/venues': () => json(200, { venues }),
      'POST /api/calculate': () => json(200, defaultResult),
    });
    render(<Calculator />);

    await userEvent.click(calculateButton());

    const results = await screen.findByRole('region', { name: 'Your estimated savings' });
    expect(bodies).toEqual([{ food_wasted_kg: 50 }]);
    const card = (label: string) => within(results).getByText(label).closest('li');
    expect(card('Monthly savings')).toHaveTextContent('AED 125');
    expect(card('Annual savings')).toHaveTextContent('AED 1,500');
    expect(card('CO₂e avoided per year')).toHaveTextContent('375 kg');
    expect(card('Meals saved per year')).toHaveTextContent('357');
    expect(within(results).getByText('Cutting 25% of 50 kg a month at AED 10 per kg')).toBeInTheDocument();

    await userEvent.click(within(results).getByText('How we calculated this'));
    expect(within(results).getByText('Waste you can avoid').closest('div')).toHaveTextContent('25%');
    expect(within(results).getByText('AED 10 per kg')).toBeInTheDocument();
    expect(within(results).getByText('2.5 kg CO₂e per kg')).toBeInTheDocument();
    expect(within(results).getByRole('link', { name: /FAO 2013/ })).toHaveAttribute('href', 'https://www.fao.org/3/i3347e/i3347e.pdf');
  });

  it('sends the venue and a cost above 0, and reads "Calculating..." while waiting', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { bodies } = stubApi({
      'GET /api/venues': () => json(200, { venues }),
      'POST /api/calculate': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    render(<Calculator />);
    await waitFor(() => expect(venueSelect()).toBeEnabled());

    await userEvent.selectOptions(venueSelect(), 'Corniche Grand Hotel, Abu Dhabi');
    await userEvent.clear(wasteInput());
    await userEvent.type(wasteInput(), '120.5');
    await userEvent.type(costInput(), '12');
    await userEvent.click(calculateButton());

    expect(calculateButton()).toHaveTextContent('Calculating...');
    expect(calculateButton()).toBeDisabled();
    await waitFor(() => expect(bodies).toEqual([{ food_wasted_kg: 120.5, cost_per_kg_aed: 12, venue_id: 'v-corniche' }]));

    answer(json(200, defaultResult));
    expect(await screen.findByRole('button', { name: 'Calculate Savings' })).toBeEnabled();
    expect(screen.getByText('Corniche Grand Hotel')).toBeInTheDocument();
  });

  it('does not send a cost of 0', async () => {
    const { bodies } = stubApi({
      'GET /api/venues': () => json(200, { venues }),
      'POST /api/calculate': () => json(200, defaultResult),
    });
    render(<Calculator />);

    await userEvent.type(costInput(), '0');
    await userEvent.click(calculateButton());

    await screen.findByText('Monthly savings');
    expect(bodies).toEqual([{ food_wasted_kg: 50 }]);
  });

  it('shows "Calculation Failed" with the server message, or "Please try again."', async () => {
    let failure: () => Response | Promise<Response> = () =>
      json(400, { success: false, error: 'validation_error', message: 'Please enter a valid amount of food waste.' });
    stubApi({
      'GET /api/venues': () => json(200, { venues }),
      'POST /api/calculate': () => failure(),
    });
    render(<Calculator />);

    await userEvent.click(calculateButton());
    expect(await screen.findByText('Calculation Failed')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid amount of food waste.')).toBeInTheDocument();

    failure = () => Promise.reject(new TypeError('Failed to fetch'));
    await userEvent.click(calculateButton());
    expect(await screen.findByText('Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('Monthly savings')).not.toBeInTheDocument();
  });

  it('says "Error loading venues", retries on its own, and offers to try again', async () => {
    const { fetch } = stubApi({ 'GET /api/venues': () => json(503, { success: false, error: 'service_unavailable', message: 'Down' }) });
    render(<Calculator />);

    expect(await screen.findByText('Error loading venues')).toBeInTheDocument();
    // The calculator still works without venues.
    expect(venueSelect()).toBeEnabled();
    expect(within(venueSelect()).getAllByRole('option')).toHaveLength(1);
    // First retry after 1 s.
    await waitFor(() => expect(calls(fetch, '/api/venues')).toBe(2), { timeout: 2500 });

    const before = calls(fetch, '/api/venues');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls(fetch, '/api/venues')).toBe(before + 1));
  });

  it('asks to calculate first when sharing without results', async () => {
    stubApi({ 'GET /api/venues': () => json(200, { venues }) });
    render(<Calculator />);

    await userEvent.click(screen.getByRole('button', { name: 'Share' }));

    expect(await screen.findByText('No results to share')).toBeInTheDocument();
    expect(screen.getByText('Please calculate your savings first.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shares the results on three networks and copies the text and the link', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/venues': () => json(200, { venues }),
      'POST /api/calculate': () => json(200, defaultResult),
    });
    render(<Calculator />);
    await user.click(calculateButton());
    await screen.findByText('Monthly savings');

    await user.click(screen.getByRole('button', { name: 'Share' }));

    const dialog = await screen.findByRole('dialog', { name: 'Share your savings' });
    const text =
      'Cutting food waste could save our venue AED 1,500 a year, avoid 375 kg of CO₂e and save 357 meals. Estimate your own savings with Batala.';
    expect(within(dialog).getByText(text)).toBeInTheDocument();
    const microblog = new URL(within(dialog).getByRole('link', { name: /Share on X/ }).getAttribute('href') ?? '');
    expect(microblog.origin + microblog.pathname).toBe('https://twitter.com/intent/tweet');
    // Intl puts a no-break space between the currency and the amount.
    const plain = (value: string | null) => value?.replace(/\u00a0/g, ' ');
    expect(plain(microblog.searchParams.get('text'))).toBe(text);
    expect(microblog.searchParams.get('url')).toBe(`${window.location.origin}/#calculator`);
    expect(within(dialog).getByRole('link', { name: /Share on LinkedIn/ })).toHaveAttribute('href', expect.stringContaining('linkedin.com'));
    expect(within(dialog).getByRole('link', { name: /Share on Facebook/ })).toHaveAttribute('href', expect.stringContaining('facebook.com'));

    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/#calculator`);
    expect(within(dialog).getByRole('button', { name: 'Copied!' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Copy text' }));
    expect(plain(await navigator.clipboard.readText())).toBe(`${text}\n${window.location.origin}/#calculator`);
  });

  it('Get Recommendations hands a question about the result to the ask form', async () => {
    stubApi({
      'GET /api/venues': () => json(200, { venues }),
      'POST /api/calculate': () => json(200, defaultResult),
    });
    render(
      <>
        <Calculator />
        <LocationProbe />
      </>,
    );
    await waitFor(() => expect(venueSelect()).toBeEnabled());
    await userEvent.selectOptions(venueSelect(), 'Marina Harbour Hotel, Dubai');
    await userEvent.click(calculateButton());

    await userEvent.click(await screen.findByRole('button', { name: /Get Recommendations/ }));

    const location = new URL(screen.getByTestId('location').textContent ?? '', 'http://localhost');
    expect(location.pathname).toBe('/');
    expect(location.hash).toBe('#ask');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      q: 'How can my venue cut about 50 kg of food waste a month?',
      p: 'hotel',
      c: 'dubai',
    });
  });

  it('reads in Arabic, with Arabic units and the question in Arabic', async () => {
    stubApi({
      'GET /api/venues': () => json(200, { venues }),
      'POST /api/calculate': () => json(200, defaultResult),
    });
    render(
      <>
        <Calculator />
        <LocationProbe />
      </>,
      { locale: 'ar' },
    );

    expect(screen.getByRole('spinbutton', { name: 'الطعام المهدر شهريًا' })).toHaveValue(50);
    await userEvent.click(screen.getByRole('button', { name: 'احسب الوفورات' }));

    const results = await screen.findByRole('region', { name: 'وفوراتك المقدّرة' });
    expect(within(results).getByText('الانبعاثات المتفاداة سنويًا').closest('li')).toHaveTextContent('375 كغم');
    await userEvent.click(screen.getByRole('button', { name: /احصل على توصيات/ }));
    const location = new URL(screen.getByTestId('location').textContent ?? '', 'http://localhost');
    expect(location.searchParams.get('q')).toBe('كيف يمكن لمنشأتي تقليل نحو 50 كغم من الطعام المهدر شهريًا؟');
  });
});
