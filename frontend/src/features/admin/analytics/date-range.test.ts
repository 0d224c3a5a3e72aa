import { DEFAULT_RANGE, addDays, dubaiToday, rangeFor } from './date-range';

describe('analytics date range', () => {
  const now = new Date('2026-11-22T08:00:00Z');

  it('defaults to the last 7 days', () => {
    expect(DEFAULT_RANGE).toBe(7);
    expect(rangeFor(DEFAULT_RANGE, now)).toEqual({ start_date: '2026-11-16', end_date: '2026-11-22' });
  });

  it('is today − (days − 1) to today', () => {
    expect(rangeFor(1, now)).toEqual({ start_date: '2026-11-22', end_date: '2026-11-22' });
    expect(rangeFor(30, now)).toEqual({ start_date: '2026-10-24', end_date: '2026-11-22' });
    expect(rangeFor(90, now)).toEqual({ start_date: '2026-08-25', end_date: '2026-11-22' });
  });

  it('counts days in the UAE, not in UTC', () => {
    // 21:30 UTC on 22 Nov is 01:30 on 23 Nov in Dubai.
    const late = new Date('2026-11-22T21:30:00Z');
    expect(dubaiToday(late)).toBe('2026-11-23');
    expect(rangeFor(7, late)).toEqual({ start_date: '2026-11-17', end_date: '2026-11-23' });
  });

  it('crosses months and years', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2027-01-03', -6)).toBe('2026-12-28');
  });
});
