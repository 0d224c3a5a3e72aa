import { createIntl } from 'react-intl';

import { isPublicLeaderboardKey } from '../../../lib/api/leaderboard-keys';
import {
  EMPTY_VENUE,
  currentPeriod,
  emptyEntry,
  entryRequest,
  matchesSearch,
  validateEntry,
  validateVenue,
  venueRequest,
  type FormErrors,
} from './forms';

const intl = createIntl({ locale: 'en' });

function texts<F>(errors: FormErrors<F>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([key, message]) => [key, intl.formatMessage(message as never)]));
}

describe('venue form', () => {
  it('asks for a name and a city', () => {
    expect(texts(validateVenue(EMPTY_VENUE))).toEqual({ name: 'Venue name is required', city: 'City is required' });
    expect(texts(validateVenue({ name: '   ', city: 'dubai', public_page_slug: '' }))).toEqual({ name: 'Venue name is required' });
  });

  it('accepts a name and a city, the slug being optional', () => {
    expect(validateVenue({ name: 'Al Fanar', city: 'dubai', public_page_slug: '' })).toEqual({});
  });

  it('trims, and sends a blank slug as null', () => {
    expect(venueRequest({ name: ' Al Fanar ', city: 'dubai', public_page_slug: '  ' })).toEqual({
      name: 'Al Fanar',
      city: 'dubai',
      public_page_slug: null,
    });
    expect(venueRequest({ name: 'A', city: 'ajman', public_page_slug: ' al-fanar ' }).public_page_slug).toBe('al-fanar');
  });
});

describe('leaderboard entry form', () => {
  it('names every missing field with the spec message', () => {
    const form = { venue_id: '', period: '', kg_rescued: '', aed_saved: '', meals_donated: '' };
    expect(texts(validateEntry(form))).toEqual({
      venue_id: 'Venue is required',
      period: 'Period is required',
      kg_rescued: 'Kg rescued is required',
      aed_saved: 'AED saved is required',
      meals_donated: 'Meals donated is required',
    });
  });

  it('wants numbers, and a whole number of meals', () => {
    const form = { venue_id: 'v', period: '2026-11', kg_rescued: '-3', aed_saved: 'abc', meals_donated: '2.5' };
    expect(texts(validateEntry(form))).toEqual({
      kg_rescued: 'Enter a number of 0 or more',
      aed_saved: 'Enter a number of 0 or more',
      meals_donated: 'Enter a whole number of 0 or more',
    });
  });

  it('sends kg and AED as decimals and meals as a whole number', () => {
    const body = entryRequest({ venue_id: 'v1', period: '2026-11', kg_rescued: '120.5', aed_saved: '1500.25', meals_donated: '300' });
    expect(body).toEqual({ venue_id: 'v1', period: '2026-11', kg_rescued: 120.5, aed_saved: 1500.25, meals_donated: 300 });
    expect(Number.isInteger(body.meals_donated)).toBe(true);
  });

  it('defaults the month picker to the current month in the UAE', () => {
    // 31 Oct 2026 22:30 UTC is already 1 Nov in Dubai (UTC+4).
    expect(currentPeriod(new Date('2026-10-31T22:30:00Z'))).toBe('2026-11');
    expect(currentPeriod(new Date('2026-03-15T10:00:00Z'))).toBe('2026-03');
    expect(emptyEntry(new Date('2026-03-15T10:00:00Z')).period).toBe('2026-03');
  });
});

describe('search', () => {
  it('matches any field, ignoring case; a blank query matches everything', () => {
    expect(matchesSearch('marina', ['Marina Harbour Hotel', 'dubai'])).toBe(true);
    expect(matchesSearch('DUBAI', ['Marina Harbour Hotel', 'dubai'])).toBe(true);
    expect(matchesSearch('2025-09', ['x', '2025-09'])).toBe(true);
    expect(matchesSearch('sharjah', ['Marina Harbour Hotel', 'dubai'])).toBe(false);
    expect(matchesSearch('  ', ['anything'])).toBe(true);
  });
});

describe('refresh after a change', () => {
  it("covers the home leaderboard's and the calculator's keys", () => {
    expect(isPublicLeaderboardKey('/api/venues')).toBe(true);
    expect(isPublicLeaderboardKey('/api/leaderboard/periods')).toBe(true);
    expect(isPublicLeaderboardKey(['/api/leaderboard', 'latest'])).toBe(true);
    expect(isPublicLeaderboardKey(['/api/leaderboard', '2025-09'])).toBe(true);
    expect(isPublicLeaderboardKey('/api/events')).toBe(false);
  });
});
