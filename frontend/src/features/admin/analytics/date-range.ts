// The analytics date range (spec §2, §9): the last 1, 7, 30 or 90 days, today included, as UAE
// calendar dates: start_date = today − (days − 1), end_date = today.

export const RANGE_OPTIONS = [1, 7, 30, 90] as const;
export type RangeDays = (typeof RANGE_OPTIONS)[number];
export const DEFAULT_RANGE: RangeDays = 7;

export interface DateRange {
  start_date: string;
  end_date: string;
}

export function isRangeDays(value: number): value is RangeDays {
  return (RANGE_OPTIONS as readonly number[]).includes(value);
}

/** Today's date in the UAE (Asia/Dubai), `YYYY-MM-DD`. */
export function dubaiToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** `YYYY-MM-DD` moved by whole days (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const moved = new Date(Date.UTC(year, month - 1, day + days));
  return moved.toISOString().slice(0, 10);
}

export function rangeFor(days: RangeDays, now: Date = new Date()): DateRange {
  const end = dubaiToday(now);
  return { start_date: addDays(end, -(days - 1)), end_date: end };
}
