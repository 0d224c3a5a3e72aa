import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

import { render } from '../../../testing/render';
import { EmiratesMap, project, spreadPins } from './emirates-map';
import { MAP_VIEW } from './emirates-paths';
import { VENDORS } from './vendors.data';

const ABU_DHABI = { lat: 24.4539, lng: 54.3773 };
const DUBAI = { lat: 25.2048, lng: 55.2708 };
const FUJAIRAH = { lat: 25.1288, lng: 56.3265 };

const pins = [
  { id: 'a', ...ABU_DHABI, label: 'Pin in Abu Dhabi' },
  { id: 'b', ...DUBAI, label: 'First pin in Dubai' },
  { id: 'c', ...DUBAI, label: 'Second pin in Dubai' },
  { id: 'd', ...FUJAIRAH, label: 'Pin in Fujairah' },
];

describe('project', () => {
  it('puts Abu Dhabi west and south of Dubai, and Fujairah east of both', () => {
    const abuDhabi = project(ABU_DHABI.lat, ABU_DHABI.lng);
    const dubai = project(DUBAI.lat, DUBAI.lng);
    const fujairah = project(FUJAIRAH.lat, FUJAIRAH.lng);
    expect(abuDhabi.x).toBeLessThan(dubai.x);
    expect(abuDhabi.y).toBeGreaterThan(dubai.y); // SVG y grows southwards
    expect(fujairah.x).toBeGreaterThan(dubai.x);
  });

  it('maps the frame’s corners to the viewBox and keeps the shape at the UAE’s latitude', () => {
    expect(project(MAP_VIEW.north, MAP_VIEW.west)).toEqual({ x: 0, y: 0 });
    const corner = project(MAP_VIEW.south, MAP_VIEW.east);
    expect(corner.x).toBeCloseTo(MAP_VIEW.width, 0);
    expect(corner.y).toBeCloseTo(MAP_VIEW.height, 0);
    // One degree east is cos(24.5°) of one degree north.
    const east = project(24.5, 55).x - project(24.5, 54).x;
    const north = project(24, 55).y - project(25, 55).y;
    expect(east / north).toBeCloseTo(Math.cos((24.5 * Math.PI) / 180), 6);
  });

  it('places every vendor inside the map', () => {
    for (const vendor of VENDORS) {
      const { x, y } = project(vendor.coordinates.lat, vendor.coordinates.lng);
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(MAP_VIEW.width);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(MAP_VIEW.height);
    }
  });
});

describe('spreadPins', () => {
  it('keeps a lone pin on its point and spreads pins that share one', () => {
    const spots = spreadPins(pins, 7);
    expect(spots.get('a')).toEqual(project(ABU_DHABI.lat, ABU_DHABI.lng));
    const b = spots.get('b')!;
    const c = spots.get('c')!;
    expect(Math.hypot(b.x - c.x, b.y - c.y)).toBeGreaterThanOrEqual(14);
    const dubai = project(DUBAI.lat, DUBAI.lng);
    expect(Math.hypot(b.x - dubai.x, b.y - dubai.y)).toBeLessThan(40);
  });

  it('never lets the pins of one crowded city overlap', () => {
    const crowd = Array.from({ length: 9 }, (_, index) => ({ id: `p${index}`, ...DUBAI, label: `${index}` }));
    const spots = [...spreadPins(crowd, 7).values()];
    for (let i = 0; i < spots.length; i += 1) {
      for (let j = i + 1; j < spots.length; j += 1) {
        expect(Math.hypot(spots[i]!.x - spots[j]!.x, spots[i]!.y - spots[j]!.y)).toBeGreaterThanOrEqual(14);
      }
    }
  });
});

describe('EmiratesMap', () => {
  it('draws the seven emirates and one pin per entry, under the given name', () => {
    const { container } = render(<EmiratesMap title="Vendors on the map" pins={pins} />);
    expect(screen.getByRole('group', { name: 'Vendors on the map' })).toBeInTheDocument();
    const emirates = [...container.querySelectorAll('path[data-emirate]')].map((path) => path.getAttribute('data-emirate'));
    expect(emirates.sort()).toEqual(['abu_dhabi', 'ajman', 'dubai', 'fujairah', 'ras_al_khaimah', 'sharjah', 'umm_al_quwain']);
    for (const path of container.querySelectorAll('path[data-emirate]')) expect(path.getAttribute('d')).toMatch(/^M[\d. LMZ]+Z$/);
    expect(screen.getAllByRole('button')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Pin in Fujairah' })).toBeInTheDocument();
    expect(container.textContent).toContain('Ras Al Khaimah');
  });

  it('draws one pin per vendor of the directory', () => {
    render(
      <EmiratesMap
        title="All vendors"
        pins={VENDORS.map((vendor) => ({ id: vendor.id, ...vendor.coordinates, label: vendor.name.en }))}
      />,
    );
    expect(screen.getAllByRole('button')).toHaveLength(VENDORS.length);
  });

  it('calls onSelect when a pin is clicked or activated from the keyboard, and marks the selected pin', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const { rerender } = render(<EmiratesMap title="Map" pins={pins} onSelect={onSelect} />);

    await user.click(screen.getByRole('button', { name: 'Pin in Abu Dhabi' }));
    expect(onSelect).toHaveBeenLastCalledWith('a');

    screen.getByRole('button', { name: 'Second pin in Dubai' }).focus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('c');
    await user.keyboard(' ');
    expect(onSelect).toHaveBeenCalledTimes(3);

    rerender(<EmiratesMap title="Map" pins={pins} onSelect={onSelect} selectedId="c" />);
    expect(screen.getByRole('button', { name: 'Second pin in Dubai' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Pin in Abu Dhabi' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the origin when it lies on the map and leaves it out when it does not', () => {
    const { rerender } = render(<EmiratesMap title="Map" pins={pins} origin={{ ...DUBAI, label: 'Distances from Dubai' }} />);
    expect(screen.getByRole('img', { name: 'Distances from Dubai' })).toBeInTheDocument();
    rerender(<EmiratesMap title="Map" pins={pins} origin={{ lat: 51.5, lng: -0.12, label: 'Distances from London' }} />);
    expect(screen.queryByRole('img', { name: 'Distances from London' })).not.toBeInTheDocument();
  });

  it('names the emirates in Arabic and keeps the drawing unmirrored', () => {
    const { container } = render(<EmiratesMap title="خريطة" pins={pins} />, { locale: 'ar' });
    expect(container.textContent).toContain('أبوظبي');
    expect(container.textContent).toContain('الفجيرة');
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('transform')).toBeNull();
  });
});
