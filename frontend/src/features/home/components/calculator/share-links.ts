// Share links for the calculator's and the leaderboard's share dialogs: each network's public
// share endpoint, filled with the message and the link back to the section.

export type ShareNetwork = 'microblog' | 'professional' | 'social';

export const SHARE_NETWORKS: readonly ShareNetwork[] = ['microblog', 'professional', 'social'];

function withQuery(base: string, params: Record<string, string>): string {
  return `${base}?${new URLSearchParams(params).toString()}`;
}

export function shareLinks(text: string, url: string): Record<ShareNetwork, string> {
  return {
    microblog: withQuery('https://twitter.com/intent/tweet', { text, url }),
    professional: withQuery('https://www.linkedin.com/sharing/share-offsite/', { url }),
    social: withQuery('https://www.facebook.com/sharer/sharer.php', { u: url, quote: text }),
  };
}

/** The page the shared link opens: the home page at one section, in the reader's language. */
export function sectionUrl(origin: string, section: 'calculator' | 'leaderboard', lang: string): string {
  const url = new URL('/', origin);
  if (lang !== 'en') url.searchParams.set('lang', lang);
  url.hash = section;
  return url.toString();
}
