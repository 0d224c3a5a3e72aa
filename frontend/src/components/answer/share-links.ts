// Share links for an answer (spec §7): each network's public share endpoint, filled with the
// question, an excerpt of the answer, who asked, where, and the estimated saving. The link they
// carry points back to the product home with `?q=&p=&c=`, which prefills the ask form.

export const MICROBLOG_EXCERPT = 100;
export const PROFESSIONAL_EXCERPT = 200;

/**
 * At most `max` characters of the text on one line: cut at a word boundary when one is near,
 * ending with an ellipsis that counts toward the limit.
 */
export function excerpt(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  if (chars.length <= max) return flat;
  let cut = chars.slice(0, max - 1).join('');
  const lastSpace = cut.lastIndexOf(' ');
  if (lastSpace >= max * 0.6) cut = cut.slice(0, lastSpace);
  return `${cut.trimEnd().replace(/[\s,;:.،؛]+$/u, '')}…`;
}

export interface AskedQuestion {
  question: string;
  persona: string;
  city: string;
}

/** The product home, prefilled with the question: `origin/?q=&p=&c=`. */
export function homeShareUrl(origin: string, asked: AskedQuestion): string {
  const url = new URL('/', origin);
  url.searchParams.set('q', asked.question);
  url.searchParams.set('p', asked.persona);
  url.searchParams.set('c', asked.city);
  return url.toString();
}

export interface ShareContent {
  /** Where the shared link leads (the prefilled home page). */
  url: string;
  question: string;
  answer: string;
  /** "Restaurant Owner · Dubai", in the reader's language. */
  context: string;
  /** "Estimated savings: AED 780/month", or empty. */
  savings: string;
  /** A short subject line for e-mail. */
  subject: string;
}

export type ShareNetwork = 'messaging' | 'microblog' | 'professional' | 'social' | 'chat' | 'email';

function withQuery(base: string, params: Record<string, string>): string {
  const query = Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
  return `${base}?${query}`;
}

/** The full message: question, who and where, an excerpt, the saving and the link. */
export function shareMessage(content: ShareContent): string {
  return [
    `${content.question} (${content.context})`,
    excerpt(content.answer, PROFESSIONAL_EXCERPT),
    content.savings,
    content.url,
  ]
    .filter(Boolean)
    .join('\n\n');
}

export function shareLinks(content: ShareContent): Record<ShareNetwork, string> {
  const message = shareMessage(content);
  return {
    messaging: withQuery('https://wa.me/', { text: message }),
    microblog: withQuery('https://twitter.com/intent/tweet', {
      text: excerpt(content.answer, MICROBLOG_EXCERPT),
      url: content.url,
    }),
    professional: withQuery('https://www.linkedin.com/shareArticle', {
      mini: 'true',
      url: content.url,
      title: content.question,
      summary: excerpt(content.answer, PROFESSIONAL_EXCERPT),
    }),
    social: withQuery('https://www.facebook.com/sharer/sharer.php', { u: content.url, quote: content.question }),
    chat: withQuery('https://t.me/share/url', { url: content.url, text: `${content.question}\n${excerpt(content.answer, MICROBLOG_EXCERPT)}` }),
    email: withQuery('mailto:', { subject: content.subject, body: message }),
  };
}
