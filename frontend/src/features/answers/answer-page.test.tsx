import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';

import { render } from '../../testing/render';
import { AnswerPage } from './answer-page';

const answer = {
  id: '1560483c-1520-4e41-a349-6abb52d8a016',
  answer_text: `Cool cooked rice within one hour.\nKeep it in the fridge for a day at most. ${'More advice follows here. '.repeat(10)}`,
  question_text: 'How should I store cooked rice?',
  slug: 'rice-r67p6t',
  published: false,
  created_at: '2025-03-04T10:00:00Z',
  confidence: 0.666,
  bullets: ['Chill within 1 hour.'],
  key_tips: ['Chill within 1 hour.', 'Reheat only once.'],
  cta_text: "Weigh your food waste for one week, then use Batala's savings calculator.",
  cited_sources: [
    { title: 'Food Code', url: 'https://www.dm.gov.ae/food-code' },
    { title: null, url: 'https://example.org/cooling' },
  ],
  local_context: 'Dubai Municipality lists cooked rice as high-risk.',
  estimated_savings_aed: 780,
  language: 'en',
  persona: 'restaurant',
  city: 'dubai',
};

function stubAnswer(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderPage(slug = 'rice-r67p6t') {
  return render(
    <Routes>
      <Route path="/q/:slug" element={<AnswerPage />} />
    </Routes>,
    { route: `/q/${slug}` },
  );
}

// Warm the lazily loaded page, so a slow first import under load does not outlast findBy.
beforeAll(async () => {
  await Promise.all([import('./components/answer-page-content'), import('../../components/answer/feedback-form')]);
});

// React removes the <title> and <meta> it hoisted into <head> when the page unmounts.
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AnswerPage', () => {
  it('shows a loading skeleton, then the answer with its tips, call to action and sources', async () => {
    const fetch = stubAnswer(200, { success: true, answer });
    renderPage();
    expect(screen.getByRole('status', { name: 'Loading answer' })).toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 1, name: 'How should I store cooked rice?' })).toBeInTheDocument();
    expect(((fetch.mock.calls[0] as unknown as [Request])[0]).url).toMatch(/\/api\/answers\/rice-r67p6t$/);
    expect(screen.getByText('4 March 2025')).toBeInTheDocument();
    expect(screen.getByText('67% confidence')).toBeInTheDocument();
    expect(screen.getByText('Cool cooked rice within one hour.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Key Implementation Tips' })).toBeInTheDocument();
    expect(screen.getByText('Reheat only once.')).toBeInTheDocument();
    expect(screen.getByText(/savings calculator/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sources & References' })).toBeInTheDocument();
    expect(screen.getByText('Food Code')).toBeInTheDocument();
    expect(screen.getByText('Source 2')).toBeInTheDocument();
    const references = screen.getAllByRole('link', { name: /View Reference/ });
    expect(references).toHaveLength(2);
    expect(references[0]).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('heading', { name: 'Was this helpful?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask Another Question' })).toHaveAttribute('href', '/#ask');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('titles the page with the question, describes it with the first 150 characters and keeps it out of search while unpublished', async () => {
    stubAnswer(200, { success: true, answer });
    renderPage();
    await screen.findByRole('heading', { level: 1 });

    await waitFor(() => expect(document.title).toBe('How should I store cooked rice? | Batala'));
    const description = document.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
    expect(description).toHaveLength(150);
    expect(description.startsWith('Cool cooked rice within one hour. Keep it')).toBe(true);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it('lets search engines in once published', async () => {
    stubAnswer(200, { success: true, answer: { ...answer, published: true } });
    renderPage();
    await screen.findByRole('heading', { level: 1 });
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    const page = `${window.location.origin}/q/rice-r67p6t`;
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', page);
    expect(document.head.querySelector('link[hreflang="ar"]')).toHaveAttribute('href', `${page}?lang=ar`);
    const script = document.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? '{}') as { '@type': string; mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity[0]?.name).toBe('How should I store cooked rice?');
    expect(data.mainEntity[0]?.acceptedAnswer.text).toMatch(/^Cool cooked rice within one hour\./);
  });

  it('reads "Date unavailable" for a date it cannot read', async () => {
    stubAnswer(200, { success: true, answer: { ...answer, created_at: 'not a date' } });
    renderPage();
    expect(await screen.findByText('Date unavailable')).toBeInTheDocument();
  });

  it('shows "Answer Not Found" for an unknown slug', async () => {
    stubAnswer(404, { success: false, error: 'not_found', message: 'Answer not found' });
    renderPage('nope');

    expect(await screen.findByRole('heading', { level: 1, name: 'Answer Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The answer you're looking for might have been removed or doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('shares with the device share sheet: title, first 100 characters and the page URL', async () => {
    stubAnswer(200, { success: true, answer });
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));

    expect(share).toHaveBeenCalledTimes(1);
    const data = (share.mock.calls[0] as unknown as [ShareData])[0];
    expect(data.title).toBe('How should I store cooked rice?');
    expect(data.url).toBe(window.location.href);
    expect(Array.from(data.text ?? '').length).toBeLessThanOrEqual(100);
    expect(data.text?.startsWith('Cool cooked rice within one hour.')).toBe(true);
    Reflect.deleteProperty(navigator, 'share');
  });

  it('copies the page URL when the device cannot share', async () => {
    stubAnswer(200, { success: true, answer });
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Share' }));

    expect(await screen.findByText('Link copied to clipboard')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(window.location.href);
  });
});
