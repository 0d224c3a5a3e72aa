import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { render } from '../../../testing/render';
import { TEST_VENDORS } from './vendor-fixtures';
import VendorsPanel from './vendors-panel';

vi.mock('./vendor-map-view', () => ({
  VendorMapView: ({ vendors }: { vendors: { id: string }[] }) => <p>map with {vendors.length} pins</p>,
}));

function cards() {
  return within(screen.getByRole('list', { name: 'Vendors' })).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
}

describe('VendorsPanel', () => {
  it('lists every vendor, nearest to Dubai first, with the count line', () => {
    render(<VendorsPanel vendors={TEST_VENDORS} />);
    expect(screen.getByText('Showing 4 of 4 vendors')).toBeInTheDocument();
    expect(cards()).toEqual(['Alpha Food Bank', 'Compost Co', 'Delta Exchange', 'Bread Share']);
    expect(screen.getByRole('combobox', { name: 'Distance from' })).toHaveValue('dubai');
  });

  it('shows optional lines only when known, three tags then +N more, and links', () => {
    render(<VendorsPanel vendors={TEST_VENDORS} />);
    const alpha = screen.getByRole('article', { name: 'Alpha Food Bank' });
    expect(within(alpha).getByText('Al Quoz 1, Dubai')).toBeInTheDocument();
    expect(within(alpha).getByText('+1 more')).toBeInTheDocument();
    expect(within(alpha).queryByText('Volunteering')).not.toBeInTheDocument();
    expect(within(alpha).getByText('4.2 out of 5')).toBeInTheDocument();
    expect(within(alpha).getByRole('link', { name: /Call/ })).toHaveAttribute('href', 'tel:+97140000000');
    const directions = within(alpha).getByRole('link', { name: /Directions/ });
    expect(directions).toHaveAttribute('target', '_blank');
    expect(directions.getAttribute('rel')).toContain('noopener');

    const bread = screen.getByRole('article', { name: 'Bread Share' });
    expect(within(bread).queryByText('Address')).not.toBeInTheDocument();
    expect(within(bread).queryByText(/out of 5/)).not.toBeInTheDocument();
    expect(within(bread).queryByRole('link', { name: /Call/ })).not.toBeInTheDocument();
    expect(within(bread).queryByRole('link', { name: /Website/ })).not.toBeInTheDocument();
  });

  it('searches, filters by type and sorts by rating with unrated last', async () => {
    const user = userEvent.setup();
    render(<VendorsPanel vendors={TEST_VENDORS} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'rating');
    expect(cards()).toEqual(['Delta Exchange', 'Compost Co', 'Alpha Food Bank', 'Bread Share']);

    await user.type(screen.getByRole('searchbox', { name: 'Search vendors' }), 'COMPOST');
    expect(cards()).toEqual(['Compost Co']);
    expect(screen.getByText('Showing 1 of 4 vendors for “COMPOST”')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'composting_service');
    expect(screen.getByText('Showing 1 of 4 vendors for “COMPOST” in Composting Service')).toBeInTheDocument();
  });

  it('shows the empty state and Clear Filters brings everything back', async () => {
    const user = userEvent.setup();
    render(<VendorsPanel vendors={TEST_VENDORS} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search vendors' }), 'nothing like this');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'waste_processing');
    expect(screen.getByText('No vendors found')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 4 vendors for “nothing like this” in Waste Processing')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(screen.getByRole('searchbox', { name: 'Search vendors' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('all');
    expect(cards()).toHaveLength(4);
  });

  it('measures from another city, and explains a denied location', async () => {
    const user = userEvent.setup();
    const getCurrentPosition = vi.fn((_ok: PositionCallback, fail: PositionErrorCallback) =>
      fail({ code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: 'denied' } as GeolocationPositionError),
    );
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    render(<VendorsPanel vendors={TEST_VENDORS} />);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Distance from' }), 'abu_dhabi');
    expect(cards()[0]).toBe('Bread Share');
    // Placed at the city centre: no made-up precision.
    expect(screen.getByRole('article', { name: 'Bread Share' })).toHaveTextContent('In your chosen city');
    expect(screen.getByRole('article', { name: 'Compost Co' })).toHaveTextContent(/About 1\d\d km from Abu Dhabi/);

    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(screen.getByText(/Location access was denied, so distances are measured from Abu Dhabi/)).toBeInTheDocument();
  });

  it('uses the browser position when allowed', async () => {
    const user = userEvent.setup();
    const getCurrentPosition = vi.fn((ok: PositionCallback) =>
      ok({ coords: { latitude: 25.4, longitude: 55.51 } } as GeolocationPosition),
    );
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    render(<VendorsPanel vendors={TEST_VENDORS} />);
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(screen.getByText('Distances are measured from your location.')).toBeInTheDocument();
    expect(cards()[0]).toBe('Delta Exchange');
    expect(screen.getByRole('combobox', { name: 'Distance from' })).toHaveValue('device');
  });

  it('switches to the map view with one pin per vendor shown', async () => {
    const user = userEvent.setup();
    render(<VendorsPanel vendors={TEST_VENDORS} />);
    await user.click(screen.getByRole('button', { name: 'Map' }));
    expect(screen.getByRole('button', { name: 'Map' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('map with 4 pins')).toBeInTheDocument();
  });
});
