import { toRequest } from './calculate';
import { askLocation, personaForVenue } from './recommendation';
import { sectionUrl, shareLinks } from './share-links';
import { VENUES_CACHE_MS, VENUES_MAX_RETRIES, venuesRetryDelay, venuesSwrConfig } from './use-venues';

describe('toRequest', () => {
  it('sends the waste alone by default', () => {
    expect(toRequest({ venueId: 'none', waste: '50', cost: '' })).toEqual({ body: { food_wasted_kg: 50 } });
  });

  it('sends a cost only above 0 and a venue only when one is chosen', () => {
    expect(toRequest({ venueId: 'v1', waste: '12.5', cost: '0' })).toEqual({ body: { food_wasted_kg: 12.5, venue_id: 'v1' } });
    expect(toRequest({ venueId: '', waste: '1000', cost: '100' })).toEqual({ body: { food_wasted_kg: 1000, cost_per_kg_aed: 100 } });
  });

  it.each([
    ['', 'invalidWaste'],
    ['0', 'invalidWaste'],
    ['-1', 'invalidWaste'],
    ['abc', 'invalidWaste'],
    ['1000.01', 'wasteTooHigh'],
  ])('refuses a waste of %j', (waste, problem) => {
    expect(toRequest({ venueId: 'none', waste, cost: '' })).toEqual({ problem });
  });

  it.each(['-1', '100.5', 'x'])('refuses a cost of %j', (cost) => {
    expect(toRequest({ venueId: 'none', waste: '50', cost })).toEqual({ problem: 'invalidCost' });
  });
});

describe('the venue list', () => {
  it('is cached for 5 minutes and retried 3 times after 1, 2 and 4 seconds, never more than 5', () => {
    expect(venuesSwrConfig.dedupingInterval).toBe(VENUES_CACHE_MS);
    expect(VENUES_CACHE_MS).toBe(300_000);
    expect([1, 2, 3, 4, 5].map(venuesRetryDelay)).toEqual([1000, 2000, 4000, 5000, 5000]);

    vi.useFakeTimers();
    try {
      const revalidate = vi.fn<(opts: { retryCount: number }) => Promise<boolean>>(async () => true);
      const retry = venuesSwrConfig.onErrorRetry as unknown as (...args: unknown[]) => void;
      for (let retryCount = 1; retryCount <= VENUES_MAX_RETRIES + 1; retryCount += 1) {
        retry(new Error('503'), '/api/venues', {}, revalidate, { retryCount, dedupe: true });
      }
      vi.advanceTimersByTime(999);
      expect(revalidate).not.toHaveBeenCalled();
      vi.advanceTimersByTime(10_000);
      expect(revalidate.mock.calls.map(([opts]) => opts.retryCount)).toEqual([1, 2, 3]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('Get Recommendations', () => {
  it('reads the persona from the venue name, a restaurant otherwise', () => {
    expect(personaForVenue('Marina Harbour Hotel')).toBe('hotel');
    expect(personaForVenue('Fujairah Mountain Lodge')).toBe('hotel');
    expect(personaForVenue('Creekside Catering')).toBe('catering');
    expect(personaForVenue('Hajar Fresh Supermarket')).toBe('retail');
    expect(personaForVenue('Al Fanar Kitchen')).toBe('restaurant');
    expect(personaForVenue('Dinner Club')).toBe('restaurant');
    expect(personaForVenue(undefined)).toBe('restaurant');
  });

  it('builds /?q=&p=&c=#ask', () => {
    expect(askLocation({ question: 'How can I cut 50 kg?', persona: 'restaurant', city: 'dubai' })).toEqual({
      pathname: '/',
      search: '?q=How+can+I+cut+50+kg%3F&p=restaurant&c=dubai',
      hash: '#ask',
    });
  });
});

describe('share links', () => {
  it('fill each network with the message and the link', () => {
    const links = shareLinks('We saved AED 1,500 & more', 'https://batala.ae/#calculator');
    const microblog = new URL(links.microblog);
    expect(microblog.searchParams.get('text')).toBe('We saved AED 1,500 & more');
    expect(microblog.searchParams.get('url')).toBe('https://batala.ae/#calculator');
    expect(new URL(links.professional).searchParams.get('url')).toBe('https://batala.ae/#calculator');
    expect(new URL(links.social).searchParams.get('u')).toBe('https://batala.ae/#calculator');
  });

  it('point back to the section, in Arabic when shared from Arabic', () => {
    expect(sectionUrl('https://batala.ae', 'leaderboard', 'en')).toBe('https://batala.ae/#leaderboard');
    expect(sectionUrl('https://batala.ae', 'calculator', 'ar')).toBe('https://batala.ae/?lang=ar#calculator');
  });
});
