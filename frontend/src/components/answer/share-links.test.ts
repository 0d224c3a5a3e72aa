import { MICROBLOG_EXCERPT, PROFESSIONAL_EXCERPT, excerpt, homeShareUrl, shareLinks, type ShareContent } from './share-links';

const answer =
  'Cool cooked rice within one hour, keep it in the fridge for no more than a day, and reheat it only once until steaming hot. ' +
  'Dubai Municipality lists cooked rice among the high-risk foods that need temperature control, so label and date every container.';

const content: ShareContent = {
  url: homeShareUrl('https://batala.example', { question: 'How long does rice keep?', persona: 'restaurant', city: 'dubai' }),
  question: 'How long does rice keep?',
  answer,
  context: 'Restaurant Owner · Dubai',
  savings: 'Estimated savings: AED 780/month',
  subject: 'Food-waste advice from Batala',
};

function params(link: string) {
  return new URL(link).searchParams;
}

describe('excerpt', () => {
  it('keeps short text whole, on one line', () => {
    expect(excerpt('Keep  it\ncold.', 100)).toBe('Keep it cold.');
  });

  it('cuts long text at a word boundary, ellipsis included in the limit', () => {
    const cut = excerpt(answer, 100);
    expect(Array.from(cut).length).toBeLessThanOrEqual(100);
    expect(cut.endsWith('…')).toBe(true);
    expect(answer.startsWith(cut.slice(0, -1))).toBe(true);
    expect(Array.from(excerpt(answer, 200)).length).toBeLessThanOrEqual(200);
  });

  it('counts characters, not UTF-16 units, in Arabic and emoji', () => {
    const arabic = 'برّد الأرز المطبوخ خلال ساعة واحفظه في الثلاجة 🍚 '.repeat(10);
    expect(Array.from(excerpt(arabic, 100)).length).toBeLessThanOrEqual(100);
  });
});

describe('homeShareUrl', () => {
  it('links back to the product home with q, p and c', () => {
    const url = new URL(content.url);
    expect(url.origin + url.pathname).toBe('https://batala.example/');
    expect(url.searchParams.get('q')).toBe('How long does rice keep?');
    expect(url.searchParams.get('p')).toBe('restaurant');
    expect(url.searchParams.get('c')).toBe('dubai');
  });
});

describe('shareLinks', () => {
  const links = shareLinks(content);

  it('gives the microblog a 100-character excerpt and the home link', () => {
    const query = params(links.microblog);
    expect(query.get('text')).toBe(excerpt(answer, MICROBLOG_EXCERPT));
    expect(Array.from(query.get('text') ?? '').length).toBeLessThanOrEqual(100);
    expect(query.get('url')).toBe(content.url);
  });

  it('gives the professional network a 200-character summary, the question and the home link', () => {
    const query = params(links.professional);
    expect(query.get('summary')).toBe(excerpt(answer, PROFESSIONAL_EXCERPT));
    expect(Array.from(query.get('summary') ?? '').length).toBeLessThanOrEqual(200);
    expect(Array.from(query.get('summary') ?? '').length).toBeGreaterThan(100);
    expect(query.get('title')).toBe('How long does rice keep?');
    expect(query.get('url')).toBe(content.url);
  });

  it('puts question, who and where, the saving and the link in the messaging text and the e-mail', () => {
    for (const text of [params(links.messaging).get('text'), params(links.email.replace('mailto:', 'mailto://x')).get('body')]) {
      expect(text).toContain('How long does rice keep? (Restaurant Owner · Dubai)');
      expect(text).toContain('Estimated savings: AED 780/month');
      expect(text).toContain(content.url);
    }
    expect(links.email.startsWith('mailto:?subject=Food-waste%20advice%20from%20Batala&body=')).toBe(true);
  });

  it('shares the home link on the social network and the chat app', () => {
    expect(params(links.social).get('u')).toBe(content.url);
    expect(params(links.chat).get('url')).toBe(content.url);
  });

  it('encodes spaces as %20, which every network decodes', () => {
    expect(links.messaging).not.toContain('+');
    expect(links.messaging).toContain('%20');
  });
});
