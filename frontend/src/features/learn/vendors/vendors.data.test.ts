import { CITIES } from '../../../components/answer/options';
import { CHALLENGES } from '../challenges/challenges.data';
import type { Localized, VendorType } from '../types';
import { VENDORS } from './vendors.data';

const TYPES: VendorType[] = [
  'food_donation_center',
  'composting_service',
  'surplus_exchange',
  'waste_processing',
  'community_service',
  'food_redistribution',
];

/** The UAE's bounding box, with a little margin. */
const BOX = { west: 51.5, east: 56.4, south: 22.6, north: 26.1 };

const FACT_COUNT = 142;

function bilingual(text: Localized | null) {
  if (text === null) return true;
  return text.en.trim().length > 0 && text.ar.trim().length > 0 && /[\u0600-\u06FF]/.test(text.ar);
}

describe('vendor directory', () => {
  it('lists real organisations, each with a unique kebab-case id', () => {
    expect(VENDORS.length).toBeGreaterThanOrEqual(12);
    const ids = VENDORS.map((v) => v.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it.each(VENDORS.map((v) => [v.id, v] as const))('%s is complete, bilingual and sourced', (_, vendor) => {
    expect(TYPES).toContain(vendor.type);
    expect(CITIES).toContain(vendor.city);
    for (const text of [vendor.name, vendor.location, vendor.speciality, vendor.address, vendor.hours, vendor.capacity, vendor.certification]) {
      expect(bilingual(text)).toBe(true);
    }
    expect(vendor.services.length).toBeGreaterThanOrEqual(2);
    expect(vendor.services.length).toBeLessThanOrEqual(6);
    for (const service of vendor.services) expect(bilingual(service)).toBe(true);

    // Nothing invented: no ratings or reviews in the sources.
    expect(vendor.rating).toBeNull();
    expect(vendor.reviews).toBeNull();

    const { lat, lng } = vendor.coordinates;
    expect(lng).toBeGreaterThanOrEqual(BOX.west);
    expect(lng).toBeLessThanOrEqual(BOX.east);
    expect(lat).toBeGreaterThanOrEqual(BOX.south);
    expect(lat).toBeLessThanOrEqual(BOX.north);
    expect(Math.round(lat * 1e4) / 1e4).toBe(lat);
    expect(Math.round(lng * 1e4) / 1e4).toBe(lng);

    if (vendor.contact.phone !== null) expect(vendor.contact.phone).toMatch(/^[0-9 ]+$/);
    if (vendor.contact.website !== null) expect(vendor.contact.website).toMatch(/^https:\/\/[a-z0-9.-]+$/);

    expect(vendor.facts.length).toBeGreaterThan(0);
    for (const fact of vendor.facts) {
      expect(Number.isInteger(fact) && fact >= 1 && fact <= FACT_COUNT).toBe(true);
    }
  });
});

describe('challenges', () => {
  it('are exactly the spec’s three, of 7, 14 and 30 days', () => {
    expect(CHALLENGES.map((c) => c.durationDays)).toEqual([7, 14, 30]);
    expect(CHALLENGES.map((c) => c.difficulty)).toEqual(['easy', 'medium', 'hard']);
    expect(CHALLENGES.map((c) => c.title.en)).toEqual(['Zero Waste Week', 'Portion Control Master', 'Surplus Hero']);
    expect(new Set(CHALLENGES.map((c) => c.id)).size).toBe(3);
  });

  it.each(CHALLENGES.map((c) => [c.id, c] as const))('%s has 5–8 bilingual steps resting on facts', (_, challenge) => {
    for (const text of [challenge.title, challenge.description, challenge.reward]) expect(bilingual(text)).toBe(true);
    expect(challenge.steps.length).toBeGreaterThanOrEqual(5);
    expect(challenge.steps.length).toBeLessThanOrEqual(8);
    for (const step of challenge.steps) expect(bilingual(step)).toBe(true);
    expect(challenge.facts.length).toBeGreaterThan(0);
    for (const fact of challenge.facts) expect(fact >= 1 && fact <= FACT_COUNT).toBe(true);
  });
});
