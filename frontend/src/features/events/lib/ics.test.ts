import { buildIcs, escapeText, foldLine, icsDateTime, icsFileName, type CalendarEvent } from './ics';

const workshop: CalendarEvent = {
  uid: '3f1c2d9e-0000-4000-8000-000000000001@batala.ae',
  title: 'Zero Waste Kitchen Workshop',
  description: 'Stock rotation, portions; surplus, trimmings\nand more \\ less',
  location: 'Dubai Design District, Building 7',
  // 10:00 in Dubai (UTC+4).
  start: new Date('2026-12-01T10:00:00+04:00'),
  end: new Date('2026-12-01T14:00:00+04:00'),
  organizer: { name: 'Batala Events Team', email: 'events@example.ae' },
};

const octets = (line: string) => new TextEncoder().encode(line).length;

/** Joins folded lines back (RFC 5545 §3.1: a CRLF followed by one space is removed). */
const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('icsDateTime', () => {
  it('writes UTC in the basic format, whatever the offset given', () => {
    expect(icsDateTime(new Date('2026-12-01T10:00:00+04:00'))).toBe('20261201T060000Z');
    expect(icsDateTime(new Date('2026-01-01T02:30:15.250+04:00'))).toBe('20251231T223015Z');
  });

  it('refuses an invalid date', () => {
    expect(() => icsDateTime(new Date('nope'))).toThrow(RangeError);
  });
});

describe('escapeText', () => {
  it('escapes backslashes, semicolons, commas and every kind of line break', () => {
    expect(escapeText('a\\b; c, d\r\ne\nf\rg')).toBe('a\\\\b\\; c\\, d\\ne\\nf\\ng');
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets alone', () => {
    const line = `SUMMARY:${'x'.repeat(67)}`;
    expect(octets(line)).toBe(75);
    expect(foldLine(line)).toBe(line);
  });

  it('folds longer lines into pieces of at most 75 octets, continuations starting with a space', () => {
    const line = `DESCRIPTION:${'abcdefghij'.repeat(20)}`;
    const folded = foldLine(line);
    const pieces = folded.split('\r\n');
    expect(pieces.length).toBe(3);
    for (const piece of pieces) expect(octets(piece)).toBeLessThanOrEqual(75);
    expect(octets(pieces[0] ?? '')).toBe(75);
    expect(pieces.slice(1).every((piece) => piece.startsWith(' '))).toBe(true);
    expect(unfold(folded)).toBe(line);
  });

  it('counts octets, not characters, and never splits a multi-byte character', () => {
    const line = `SUMMARY:${'ورشة المطبخ '.repeat(10)}`;
    const folded = foldLine(line);
    for (const piece of folded.split('\r\n')) {
      expect(octets(piece)).toBeLessThanOrEqual(75);
      // A split character would decode to U+FFFD.
      expect(new TextDecoder().decode(new TextEncoder().encode(piece))).not.toContain('\uFFFD');
    }
    expect(unfold(folded)).toBe(line);
  });
});

describe('buildIcs', () => {
  const now = new Date('2026-11-22T09:00:00Z');
  const ics = buildIcs(workshop, now);
  const lines = unfold(ics).split('\r\n');

  it('ends every line with CRLF and has no bare line feeds', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it('wraps one VEVENT in a VCALENDAR with its version and product', () => {
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.some((line) => line.startsWith('PRODID:'))).toBe(true);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.indexOf('BEGIN:VEVENT')).toBeLessThan(lines.indexOf('END:VEVENT'));
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    expect(lines.at(-1)).toBe('');
  });

  it('carries the UID, the stamp and the times in UTC', () => {
    expect(lines).toContain(`UID:${workshop.uid}`);
    expect(lines).toContain('DTSTAMP:20261122T090000Z');
    expect(lines).toContain('DTSTART:20261201T060000Z');
    expect(lines).toContain('DTEND:20261201T100000Z');
  });

  it('escapes the summary, location and description', () => {
    expect(lines).toContain('SUMMARY:Zero Waste Kitchen Workshop');
    expect(lines).toContain('LOCATION:Dubai Design District\\, Building 7');
    expect(lines).toContain('DESCRIPTION:Stock rotation\\, portions\\; surplus\\, trimmings\\nand more \\\\ less');
    expect(lines).toContain('ORGANIZER;CN="Batala Events Team":mailto:events@example.ae');
  });

  it('gives an event without an end two hours', () => {
    const open = unfold(buildIcs({ ...workshop, end: null }, now)).split('\r\n');
    expect(open).toContain('DTEND:20261201T080000Z');
  });
});

describe('icsFileName', () => {
  it('makes a file name of the title', () => {
    expect(icsFileName('Zero Waste Kitchen Workshop')).toBe('zero-waste-kitchen-workshop.ics');
    expect(icsFileName('Café & Co.: Day 2!')).toBe('cafe-co-day-2.ics');
    expect(icsFileName('***')).toBe('event.ics');
  });
});
