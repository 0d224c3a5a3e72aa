import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { render } from '../../../testing/render';
import { movesFrom } from './api';
import { EventsAdminPage } from './events-admin-page';

function event(status: string) {
  return {
    id: 'ev-1',
    title: 'Iftar Surplus Drive',
    description: 'Sharing untouched iftar food the same evening.',
    event_type: 'community',
    event_date: '2027-03-01T14:00:00Z',
    location: 'Al Quoz Community Centre',
    city: 'dubai',
    organizer_name: 'Sara Al Mansoori',
    organizer_email: 'sara@example.ae',
    organizer_phone: '+971 50 123 4567',
    organization: 'Green Iftar Volunteers',
    expected_attendees: 120,
    food_waste_focus: 'Redistributing surplus iftar buffets',
    status,
    admin_notes: status === 'pending' ? null : 'Checked by phone.',
    featured: status === 'featured',
    approved_by: status === 'pending' ? null : 'admin',
    approved_at: status === 'pending' ? null : '2026-11-22T10:00:00Z',
    created_at: '2026-11-21T10:00:00Z',
    updated_at: '2026-11-21T10:00:00Z',
    topics: [],
    highlights: [],
  };
}

function stub() {
  let status = 'pending';
  const patches: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      if (request.method === 'PATCH') {
        const body = (await request.json()) as { status: string };
        patches.push(body);
        status = body.status;
        return json({ success: true, message: 'ok', event: event(status) });
      }
      return json({ events: [event(status)] });
    }),
  );
  return patches;
}

afterEach(() => vi.unstubAllGlobals());

describe('movesFrom', () => {
  it('offers approve or reject when pending, feature when approved, nothing after', () => {
    expect(movesFrom('pending')).toEqual(['approved', 'rejected']);
    expect(movesFrom('approved')).toEqual(['featured']);
    expect(movesFrom('rejected')).toEqual([]);
    expect(movesFrom('featured')).toEqual([]);
  });
});

describe('EventsAdminPage', () => {
  it('approves with a note as admin, then offers Feature', async () => {
    const patches = stub();
    const user = userEvent.setup();
    render(<EventsAdminPage />, { route: '/admin/events' });
    const card = await screen.findByRole('article', { name: 'Iftar Surplus Drive' });
    expect(within(card).getByText('Pending')).toBeInTheDocument();
    expect(within(card).getByText('120')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Feature' })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve this event?' });
    await user.type(within(dialog).getByLabelText('Admin note (optional)'), 'Checked by phone.');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Event Updated')).toBeInTheDocument();
    expect(patches).toEqual([{ status: 'approved', admin_notes: 'Checked by phone.', approved_by: 'admin' }]);
    expect(await within(card).findByRole('button', { name: 'Feature' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(card).getByText('Checked by phone.')).toBeInTheDocument();
  });

  it('sends no note when the field is left blank', async () => {
    const patches = stub();
    const user = userEvent.setup();
    render(<EventsAdminPage />, { route: '/admin/events' });
    const card = await screen.findByRole('article', { name: 'Iftar Surplus Drive' });
    await user.click(within(card).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject this event?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Event Updated')).toBeInTheDocument();
    expect(patches).toEqual([{ status: 'rejected', admin_notes: null, approved_by: 'admin' }]);
  });

  it('shows the error text when the list fails', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('nope', { status: 500 })));
    render(<EventsAdminPage />, { route: '/admin/events' });
    expect(await screen.findByText('Error loading events. Please try again.')).toBeInTheDocument();
  });
});
