import { buildMailto } from './mailto';

describe('buildMailto', () => {
  const link = buildMailto({
    to: 'events@example.ae',
    subject: 'Registration: Zero Waste & More (1 Dec 2026)',
    body: 'Hello,\n\nI would like to register for "Zero Waste" on Tuesday, 1 December 2026.\nName:',
  });

  it('addresses the organiser and percent-encodes subject and body', () => {
    expect(link.startsWith('mailto:events@example.ae?subject=')).toBe(true);
    expect(link).toContain('subject=Registration%3A%20Zero%20Waste%20%26%20More%20(1%20Dec%202026)');
    // Spaces are %20, never "+"; line breaks are CRLF.
    expect(link).not.toContain('+');
    expect(link).toContain('body=Hello%2C%0D%0A%0D%0AI%20would');
  });

  it('round-trips: decoding gives back the subject and the body with CRLF breaks', () => {
    const query = link.slice(link.indexOf('?') + 1);
    const parts = Object.fromEntries(query.split('&').map((pair) => pair.split('=').map(decodeURIComponent)));
    expect(parts.subject).toBe('Registration: Zero Waste & More (1 Dec 2026)');
    expect(parts.body).toBe('Hello,\r\n\r\nI would like to register for "Zero Waste" on Tuesday, 1 December 2026.\r\nName:');
  });

  it('encodes Arabic text and anything that would break the query', () => {
    const arabic = buildMailto({ to: ' events@example.ae ', subject: 'تسجيل: ورشة؟ a=b&c#d', body: 'مرحبًا' });
    expect(arabic).toMatch(/^mailto:events@example\.ae\?subject=[^&#=]*&body=[^&#=]*$/);
    expect(decodeURIComponent(arabic.split('subject=')[1]?.split('&')[0] ?? '')).toBe('تسجيل: ورشة؟ a=b&c#d');
  });
});
