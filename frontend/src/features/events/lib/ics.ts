// An iCalendar file (RFC 5545) for one event, built without the DOM so it can be tested alone:
// CRLF line endings, text escaped (backslash, semicolon, comma, newline), lines folded at 75
// octets without splitting a UTF-8 character, every time in UTC.

export interface CalendarEvent {
  /** Stable across downloads, so a calendar updates the entry instead of duplicating it. */
  uid: string;
  title: string;
  description: string;
  location: string;
  start: Date;
  /** When absent, the entry lasts DEFAULT_DURATION_MS. */
  end?: Date | null | undefined;
  url?: string | null | undefined;
  organizer?: { name: string; email: string } | null | undefined;
}

export const ICS_PRODID = '-//Batala//Events//EN';
/** The length given to an event whose end is unknown. */
export const DEFAULT_DURATION_MS = 2 * 60 * 60 * 1000;
const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** `20261201T060000Z`: a UTC date-time in the RFC 5545 basic format. */
export function icsDateTime(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('invalid date');
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
}

/** TEXT value escaping (RFC 5545 §3.3.11): `\` `;` `,` and line breaks. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/**
 * Folds a content line (RFC 5545 §3.1): no line longer than 75 octets; each continuation starts
 * with one space, which counts towards its 75. Characters are never split.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = MAX_OCTETS;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = MAX_OCTETS - 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** The whole VCALENDAR with one VEVENT; `now` is the DTSTAMP. */
export function buildIcs(event: CalendarEvent, now: Date = new Date()): string {
  const end = event.end ?? new Date(event.start.getTime() + DEFAULT_DURATION_MS);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${ICS_PRODID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsDateTime(now)}`,
    `DTSTART:${icsDateTime(event.start)}`,
    `DTEND:${icsDateTime(end)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
  ];
  if (event.url) lines.push(`URL:${event.url}`);
  if (event.organizer) {
    // CN is a parameter: quoted, and a quote cannot appear inside it.
    const name = event.organizer.name.replace(/["\r\n]/g, '');
    lines.push(`ORGANIZER;CN="${name}":mailto:${event.organizer.email}`);
  }
  lines.push('END:VEVENT', 'END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** A file name made of the title's letters and digits: `zero-waste-kitchen-workshop.ics`. */
export function icsFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'event'}.ics`;
}
