import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';

import { render } from '../../testing/render';
import type { EventView } from './api/use-events';
import EventsTabs from './components/events-tabs';
import { EventsPage } from './events-page';

function event(overrides: Partial<EventView>): EventView {
  return {
    id: '00000000-0000-4000-8000-000000000000',
    title: 'Event',
    description: 'About it.',
    event_type: 'workshop',
    event_date: '2026-12-06T06:00:00Z',
    ends_at: '2026-12-06T10:00:00Z',
    location: 'Somewhere',
    city: 'dubai',
    organizer_name: 'Batala Events Team',
    organizer_email: 'events@example.ae',
    food_waste_focus: 'Less waste in kitchens',
    status: 'approved',
    featured: false,
    created_at: '2026-11-01T00:00:00Z',
    updated_at: '2026-11-01T00:00:00Z',
    topics: [],
    highlights: [],
    ...overrides,
  };
}

const upcoming = [
  event({
    id: '00000000-0000-4000-8000-000000000001',
    title: 'Zero Waste Kitchen Workshop',
    location: 'Dubai Design District, Building 7',
    featured: true,
    capacity: 50,
    registered: 34,
    price_aed: 0,
    instructor: 'Chef Layla Haddad',
    topics: ['First in, first out stock rotation', 'Portion planning from covers'],
  }),
  event({
    id: '00000000-0000-4000-8000-000000000002',
    title: 'Food Safety and Surplus Donation Masterclass',
    event_type: 'masterclass',
    event_date: '2026-12-20T05:00:00Z',
    ends_at: '2026-12-20T12:00:00Z',
    city: 'abu_dhabi',
    capacity: 30,
    registered: 18,
    price_aed: 450,
  }),
  event({
    id: '00000000-0000-4000-8000-000000000003',
    title: 'Measuring Food Waste in Hospitality',
    event_type: 'training',
    capacity: 75,
    registered: 75,
    price_aed: 200,
  }),
];

const past = [
  event({
    id: '00000000-0000-4000-8000-000000000004',
    title: 'Community Food Rescue Day',
    event_type: 'community',
    event_date: '2026-10-23T12:00:00Z',
    attendance: 120,
    rating: 4.8,
    highlights: ['Home composting demonstration', 'Meal-planning guides shared'],
  }),
  event({
    id: '00000000-0000-4000-8000-000000000005',
    title: 'UAE Food Loss and Waste Forum',
    event_type: 'conference',
    attendance: 250,
    rating: 4.9,
  }),
];

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function stubEvents(lists: { upcoming?: EventView[] | 'error'; past?: EventView[] }) {
  const fetch = vi.fn(async (request: Request) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname === '/api/events') {
      const list = url.searchParams.get('when') === 'past' ? lists.past : lists.upcoming;
      if (list === 'error') return json(500, { success: false, error: 'internal_error', message: 'Something went wrong' });
      return json(200, { events: list ?? [] });
    }
    return json(404, { success: false, error: 'not_found', message: 'No such route' });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function LocationProbe() {
  const { search } = useLocation();
  return <output data-testid="search">{search}</output>;
}

function renderTabs(route = '/events', locale?: 'en' | 'ar') {
  return render(
    <Routes>
      <Route
        path="/events"
        element={
          <>
            <EventsTabs />
            <LocationProbe />
          </>
        }
      />
    </Routes>,
    { route, ...(locale ? { locale } : {}) },
  );
}

const card = (title: string) => screen.getByRole('article', { name: title });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Events page', { timeout: 20_000 }, () => {
  it('has the page heading and loads the tabs', async () => {
    stubEvents({ upcoming });
    render(<EventsPage />, { route: '/events' });

    expect(screen.getByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Upcoming Events', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Past Events' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Submit Event' })).toBeInTheDocument();
  });

  it('lists upcoming events with date, time, seats, price, instructor and topics', async () => {
    stubEvents({ upcoming });
    renderTabs();

    expect(await screen.findAllByRole('article')).toHaveLength(3);
    const workshop = card('Zero Waste Kitchen Workshop');
    // 06:00 UTC is 10:00 in Dubai.
    expect(workshop).toHaveTextContent('Sunday, 6 December 2026');
    expect(workshop).toHaveTextContent(/10:00\sam\s–\s2:00\spm \(UAE time\)/i);
    expect(workshop).toHaveTextContent('Dubai Design District, Building 7, Dubai');
    expect(workshop).toHaveTextContent('34 / 50 registered');
    expect(workshop).toHaveTextContent('16 seats left');
    expect(within(workshop).getByRole('progressbar', { name: 'Places taken' })).toHaveAttribute('aria-valuenow', '34');
    expect(workshop).toHaveTextContent('Free');
    expect(workshop).toHaveTextContent('Featured');
    expect(workshop).toHaveTextContent('Instructor: Chef Layla Haddad');
    expect(within(workshop).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'First in, first out stock rotation',
      'Portion planning from covers',
    ]);

    const masterclass = card('Food Safety and Surplus Donation Masterclass');
    expect(masterclass).toHaveTextContent(/AED\s450/);
    expect(masterclass).toHaveTextContent('Masterclass');
    expect(masterclass).toHaveTextContent('Abu Dhabi');
    expect(card('Measuring Food Waste in Hospitality')).toHaveTextContent('Fully booked');
  });

  it('registers and asks for a custom training by e-mail to the organiser', async () => {
    stubEvents({ upcoming });
    renderTabs();

    const workshop = await screen.findByRole('article', { name: 'Zero Waste Kitchen Workshop' });
    const register = within(workshop).getByRole('link', { name: 'Register Now' });
    const href = register.getAttribute('href') ?? '';
    expect(href.startsWith('mailto:events@example.ae?subject=')).toBe(true);
    const params = new URLSearchParams(href.slice(href.indexOf('?')).replace(/\+/g, '%2B'));
    expect(params.get('subject')).toBe('Registration: Zero Waste Kitchen Workshop (6 Dec 2026)');
    expect(params.get('body')).toContain('register for "Zero Waste Kitchen Workshop" on Sunday, 6 December 2026');
    expect(params.get('body')).toContain('\r\nName:\r\n');

    const training = within(workshop).getByRole('link', { name: 'Request Custom Training' });
    expect(training.getAttribute('href')).toMatch(/^mailto:events@example\.ae\?subject=Custom%20training%20request%3A%20Zero%20Waste/);
  });

  it('adds an event to the calendar with the server\'s .ics file, in the page\'s language', async () => {
    stubEvents({ upcoming });
    renderTabs();

    const workshop = await screen.findByRole('article', { name: 'Zero Waste Kitchen Workshop' });
    const add = within(workshop).getByRole('link', { name: 'Add to calendar' });
    expect(add).toHaveAttribute('href', `/api/events/${upcoming[0]!.id}/calendar.ics?lang=en`);
    expect(add).toHaveAttribute('download');
  });

  it('offers the feed of upcoming events to subscribe to, or to copy', async () => {
    stubEvents({ upcoming });
    // user-event puts a clipboard of its own in place of the browser's.
    const user = userEvent.setup();
    renderTabs('/events', 'ar');

    const subscribe = await screen.findByRole('complementary', { name: 'تابع فعالياتنا في تقويمك' });
    const feed = `${window.location.origin}/api/events/calendar.ics?lang=ar`;
    expect(within(subscribe).getByRole('link', { name: 'اشترك' })).toHaveAttribute(
      'href',
      feed.replace(/^https?:/, 'webcal:'),
    );
    await user.click(within(subscribe).getByRole('button', { name: 'انسخ رابط التقويم' }));
    expect(await navigator.clipboard.readText()).toBe(feed);
    expect(await screen.findByText('نُسخ رابط التقويم')).toBeInTheDocument();
  });

  it('shows past events with participants, an accessible rating and key achievements, and puts the tab in the address', async () => {
    stubEvents({ upcoming, past });
    const user = userEvent.setup();
    renderTabs();

    await user.click(await screen.findByRole('tab', { name: 'Past Events' }));

    expect(screen.getByTestId('search')).toHaveTextContent('?tab=past');
    const rescue = await screen.findByRole('article', { name: 'Community Food Rescue Day' });
    expect(rescue).toHaveTextContent('120 participants');
    expect(rescue).toHaveTextContent('4.8 / 5.0');
    expect(within(rescue).getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeInTheDocument();
    expect(within(rescue).getByRole('heading', { name: 'Key achievements' })).toBeInTheDocument();
    expect(rescue).toHaveTextContent('Home composting demonstration');
    expect(card('UAE Food Loss and Waste Forum')).toHaveTextContent('4.9 / 5.0');

    await user.click(screen.getByRole('tab', { name: 'Upcoming Events' }));
    expect(screen.getByTestId('search')).toHaveTextContent(/^$/);
  });

  it('opens the tab a link names', async () => {
    stubEvents({ upcoming });
    renderTabs('/events?tab=submit');

    expect(await screen.findByRole('tab', { name: 'Submit Event', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Submit your event' })).toBeInTheDocument();
  });

  it('says so when nothing is coming up, and offers to submit one', async () => {
    stubEvents({ upcoming: [] });
    const user = userEvent.setup();
    renderTabs();

    expect(await screen.findByText('No upcoming events')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit an event' }));
    expect(screen.getByRole('tab', { name: 'Submit Event', selected: true })).toBeInTheDocument();
    expect(screen.getByTestId('search')).toHaveTextContent('?tab=submit');
  });

  it('shows an error with a retry when the events cannot load', async () => {
    const fetch = stubEvents({ upcoming: 'error' });
    const user = userEvent.setup();
    renderTabs();

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the events');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
  });

  it('reads in Arabic', async () => {
    stubEvents({ upcoming });
    renderTabs('/events', 'ar');

    expect(await screen.findByRole('tab', { name: 'الفعاليات القادمة', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'الفعاليات السابقة' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'أرسل فعالية' })).toBeInTheDocument();
    const workshop = await screen.findByRole('article', { name: 'Zero Waste Kitchen Workshop' });
    expect(workshop).toHaveTextContent('34 / 50 مسجّل');
    expect(workshop).toHaveTextContent('مجانية');
    expect(within(workshop).getByRole('link', { name: 'سجّل الآن' })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
  });
});
