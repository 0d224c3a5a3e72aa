import { describe, expect, it } from 'vitest';

import { CITY_CENTRES, haversineKm } from './geo';

describe('haversineKm', () => {
  it('is zero from a point to itself', () => {
    expect(haversineKm(CITY_CENTRES.dubai, CITY_CENTRES.dubai)).toBe(0);
  });

  it('is symmetric', () => {
    const a = haversineKm(CITY_CENTRES.dubai, CITY_CENTRES.fujairah);
    expect(haversineKm(CITY_CENTRES.fujairah, CITY_CENTRES.dubai)).toBeCloseTo(a, 9);
  });

  it('gives one degree of latitude as about 111.2 km', () => {
    expect(haversineKm({ lat: 24, lng: 55 }, { lat: 25, lng: 55 })).toBeCloseTo(111.2, 1);
  });

  it('puts Dubai about 120 km from Abu Dhabi and Sharjah about 18 km away', () => {
    expect(haversineKm(CITY_CENTRES.dubai, CITY_CENTRES.abu_dhabi)).toBeGreaterThan(115);
    expect(haversineKm(CITY_CENTRES.dubai, CITY_CENTRES.abu_dhabi)).toBeLessThan(130);
    expect(haversineKm(CITY_CENTRES.dubai, CITY_CENTRES.sharjah)).toBeGreaterThan(15);
    expect(haversineKm(CITY_CENTRES.dubai, CITY_CENTRES.sharjah)).toBeLessThan(22);
  });

  it('handles antipodes without NaN', () => {
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * 6371.0088, 3);
  });
});
