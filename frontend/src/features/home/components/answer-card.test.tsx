import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { render } from '../../../testing/render';
import type { AskedAnswer } from '../api/ask';
import AnswerCard from './answer-card';

const result: AskedAnswer = {
  question: 'How should I store cooked rice?',
  persona: 'restaurant',
  city: 'dubai',
  answer: {
    success: true,
    message: 'Answer generated',
    answer: 'Cool cooked rice quickly.\n\nKeep it cold.',
    key_tips: ['Chill within 1 hour.', 'Reheat only once.'],
    local_context: 'Dubai Municipality lists cooked rice as high-risk.',
    estimated_savings_aed: 780,
    cited_sources: [
      { title: 'Food Code', url: 'https://www.dm.gov.ae/food-code' },
      { title: 'Cooling food', url: 'https://www.foodsafetysite.com/cooling' },
    ],
    answer_id: '1560483c-1520-4e41-a349-6abb52d8a016',
    slug: 'how-should-i-store-cooked-rice-r67p6t',
    confidence: 0.774,
    language: 'en',
  },
};

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AnswerCard', () => {
  it('shows the answer, action steps, UAE context, savings, confidence and sources', () => {
    render(<AnswerCard result={result} />);

    expect(screen.getByRole('heading', { level: 2, name: 'How should I store cooked rice?' })).toBeInTheDocument();
    expect(screen.getByText('Cool cooked rice quickly.')).toBeInTheDocument();
    expect(screen.getByText('Keep it cold.')).toBeInTheDocument();
    const steps = screen.getByRole('region', { name: 'Action Steps' });
    expect(within(steps).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Chill within 1 hour.', 'Reheat only once.']);
    expect(screen.getByRole('region', { name: 'UAE Context' })).toHaveTextContent('Dubai Municipality lists cooked rice');
    expect(screen.getByRole('region', { name: 'Estimated Savings' })).toHaveTextContent('AED 780/month');
    expect(screen.getByText('77% confidence')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Dubai Municipality/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Open answer page' })).toHaveAttribute('href', '/q/how-should-i-store-cooked-rice-r67p6t');
    expect(screen.getByText('Asked as Restaurant Owner in Dubai')).toBeInTheDocument();
  });

  it('reads "Contact for assessment" when there is no savings figure', () => {
    render(<AnswerCard result={{ ...result, answer: { ...result.answer, estimated_savings_aed: null } }} />);
    expect(screen.getByRole('region', { name: 'Estimated Savings' })).toHaveTextContent('Contact for assessment');
  });

  it('translates to Arabic, right to left, with a success toast', async () => {
    let release: (response: Response) => void = () => undefined;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (release = resolve)));
    vi.stubGlobal('fetch', fetch);
    render(<AnswerCard result={result} />);

    await userEvent.click(screen.getByRole('button', { name: 'Translate to Arabic' }));

    expect(screen.getByRole('button', { name: 'Translating...' })).toBeDisabled();
    const request = (fetch.mock.calls[0] as unknown as [Request])[0];
    expect(JSON.parse(await request.clone().text())).toMatchObject({
      answer: result.answer.answer,
      key_tips: result.answer.key_tips,
      local_context: result.answer.local_context,
      estimated_savings_aed: 780,
    });
    release(json(200, { success: true, translation: { answer: 'برّد الأرز بسرعة.', key_tips: ['برّده خلال ساعة.'], local_context: 'بلدية دبي.' } }));

    const arabic = await screen.findByText('برّد الأرز بسرعة.');
    const block = arabic.closest('[lang="ar"]');
    expect(block).toHaveAttribute('dir', 'rtl');
    expect(block).toHaveTextContent('برّده خلال ساعة.');
    expect(screen.getByText('Translated to Arabic')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Translate to Arabic' })).not.toBeInTheDocument();
  });

  it('shows the failure toast when translation fails', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(503, { success: false, error: 'service_unavailable', message: 'No provider' })));
    render(<AnswerCard result={result} />, { locale: 'ar' });

    await userEvent.click(screen.getByRole('button', { name: 'ترجمة إلى العربية' }));

    expect(await screen.findByText('فشلت الترجمة')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ترجمة إلى العربية' })).toBeEnabled();
  });

  it('has no translate button when the answer is already Arabic, and lets Arabic read right to left', () => {
    const arabic = { ...result.answer, language: 'ar', answer: 'برّد الأرز المطبوخ بسرعة.\nواحفظه في الثلاجة.' };
    render(<AnswerCard result={{ ...result, answer: arabic }} />);

    expect(screen.queryByRole('button', { name: 'Translate to Arabic' })).not.toBeInTheDocument();
    const paragraph = screen.getByText('برّد الأرز المطبوخ بسرعة.');
    expect(paragraph).toHaveAttribute('dir', 'auto');
    expect(paragraph.closest('[lang]')).toHaveAttribute('lang', 'ar');
  });
});
