import { describe, expect, it } from 'vitest';

import { CITY_CENTRES, haversineKm } from './geo';
import { TEST_VENDORS, makeVendor } from './vendor-fixtures';
import {
  directionsUrl,
  filterVendors,
  normalize,
  sortVendors,
  telUrl,
  visibleServices,
} from './vendor-search';
import type { Vendor } from '../types';

const ids = (list: Vendor[]) => list.map((v) => v.id);
const fromDubai = (v: Vendor) => haversineKm(CITY_CENTRES.dubai, v.coordinates);

describe('filterVendors', () => {
  it('returns everything for an empty query and All', () => {
    expect(ids(filterVendors(TEST_VENDORS, '  ', 'all'))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('matches name, location, speciality, address, services and certification, ignoring case', () => {
    expect(ids(filterVendors(TEST_VENDORS, 'ALPHA', 'all'))).toEqual(['a']);
    expect(ids(filterVendors(TEST_VENDORS, 'sharjah', 'all'))).toEqual(['b']);
    expect(ids(filterVendors(TEST_VENDORS, 'bakery', 'all'))).toEqual(['c']);
    expect(ids(filterVendors(TEST_VENDORS, 'al quoz', 'all'))).toEqual(['a']);
    expect(ids(filterVendors(TEST_VENDORS, 'fridge', 'all'))).toEqual(['c']);
    expect(ids(filterVendors(TEST_VENDORS, 'iso 14001', 'all'))).toEqual(['b']);
  });

  it('matches the Arabic texts too, whatever the interface language', () => {
    expect(ids(filterVendors(TEST_VENDORS, 'السماد', 'all'))).toEqual(['b']);
    expect(ids(filterVendors(TEST_VENDORS, 'أبوظبي', 'all'))).toEqual(['c']);
    expect(ids(filterVendors(TEST_VENDORS, 'إفطار', 'all'))).toEqual(['a']);
  });

  it('combines the query with the type filter', () => {
    expect(ids(filterVendors(TEST_VENDORS, '', 'composting_service'))).toEqual(['b']);
    expect(ids(filterVendors(TEST_VENDORS, 'alpha', 'composting_service'))).toEqual([]);
    expect(ids(filterVendors(TEST_VENDORS, 'compost', 'composting_service'))).toEqual(['b']);
  });

  it('finds nothing for a query no field holds', () => {
    expect(filterVendors(TEST_VENDORS, 'zzzz', 'all')).toEqual([]);
  });
});

describe('sortVendors', () => {
  it('sorts by distance, nearest first', () => {
    expect(ids(sortVendors(TEST_VENDORS, 'distance', fromDubai, 'en'))).toEqual(['a', 'b', 'd', 'c']);
    const fromAbuDhabi = (v: Vendor) => haversineKm(CITY_CENTRES.abu_dhabi, v.coordinates);
    expect(ids(sortVendors(TEST_VENDORS, 'distance', fromAbuDhabi, 'en'))[0]).toBe('c');
  });

  it('sorts by rating, highest first, ties by reviews then name, and unrated last', () => {
    const extra = [...TEST_VENDORS, makeVendor({ id: 'e', name: { en: 'Aaa Unrated', ar: 'أ' }, rating: null })];
    expect(ids(sortVendors(extra, 'rating', fromDubai, 'en'))).toEqual(['d', 'b', 'a', 'e', 'c']);
  });

  it('sorts by name in the reader’s language', () => {
    expect(ids(sortVendors(TEST_VENDORS, 'name', fromDubai, 'en'))).toEqual(['a', 'c', 'b', 'd']);
    const arabic = sortVendors(TEST_VENDORS, 'name', fromDubai, 'ar').map((v) => v.name.ar);
    expect(arabic).toEqual([...arabic].sort((x, y) => x.localeCompare(y, 'ar')));
  });

  it('does not change the list it was given', () => {
    const before = ids(TEST_VENDORS);
    sortVendors(TEST_VENDORS, 'name', fromDubai, 'en');
    expect(ids(TEST_VENDORS)).toEqual(before);
  });
});

describe('card helpers', () => {
  it('shows the first three service tags and counts the rest', () => {
    expect(visibleServices(['a', 'b', 'c', 'd', 'e'])).toEqual({ tags: ['a', 'b', 'c'], more: 2 });
    expect(visibleServices(['a'])).toEqual({ tags: ['a'], more: 0 });
  });

  it('builds a maps search for the name and address, or the location without one', () => {
    const [alpha, compost] = TEST_VENDORS as [Vendor, Vendor];
    expect(directionsUrl(alpha, 'en')).toContain(encodeURIComponent('Alpha Food Bank, Al Quoz 1, Dubai'));
    expect(directionsUrl(compost, 'en')).toContain(encodeURIComponent('Compost Co, Sharjah'));
  });

  it('keeps only digits and + in a tel link', () => {
    expect(telUrl('+971 4 000-0000')).toBe('tel:+97140000000');
  });

  it('normalizes case, accents, tashkeel and apostrophes', () => {
    expect(normalize('NE’MA Café')).toBe("ne'ma cafe");
    expect(normalize('طَعَام')).toBe('طعام');
  });
});
