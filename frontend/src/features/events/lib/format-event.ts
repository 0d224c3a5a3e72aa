// Dates and times of events in UAE time (Asia/Dubai, no daylight saving), whatever the visitor's
// own time zone, in the active language with Latin digits.
import type { IntlShape } from 'react-intl';

export const EVENT_TIME_ZONE = 'Asia/Dubai';

export function eventDate(intl: IntlShape, value: string | Date): string {
  return intl.formatDate(value, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: EVENT_TIME_ZONE,
  });
}

/** A short date for mail subjects: "1 Dec 2026". */
export function eventShortDate(intl: IntlShape, value: string | Date): string {
  return intl.formatDate(value, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: EVENT_TIME_ZONE,
  });
}

export function eventTime(intl: IntlShape, value: string | Date): string {
  return intl.formatTime(value, { hour: 'numeric', minute: '2-digit', timeZone: EVENT_TIME_ZONE });
}

/** "10:00 AM – 2:00 PM", or the start alone when the end is unknown. */
export function eventTimeRange(intl: IntlShape, start: string, end: string | null | undefined): string {
  if (!end) return eventTime(intl, start);
  return intl.formatDateTimeRange(new Date(start), new Date(end), {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: EVENT_TIME_ZONE,
  });
}
