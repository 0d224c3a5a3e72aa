import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { toast } from '../../../components/ui/toast';
import { render } from '../../../testing/render';
import { installRadixPolyfills } from '../../../testing/radix-polyfills';
import { AskForm } from './ask-form';

vi.mock('../../../components/ui/toast', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../components/ui/toast')>();
  return { ...original, toast: vi.fn(original.toast) };
});

const answer = {
  success: true,
  message: 'Answer generated',
  answer: 'Cool cooked rice quickly.\nKeep it cold.',
  key_tips: ['Chill within 1 hour.'],
  local_context: 'Dubai Municipality lists cooked rice as high-risk.',
  estimated_savings_aed: 780,
  cited_sources: [{ title: 'Food Code', url: 'https://www.dm.gov.ae/food-code' }],
  answer_id: '1560483c-1520-4e41-a349-6abb52d8a016',
  slug: 'how-should-i-store-rice-r67p6t',
  confidence: 0.77,
  language: 'en',
};

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A fetch stub that records each request's JSON body. */
function stubFetch(respond: (body: unknown) => Response | Promise<Response>) {
  const bodies: unknown[] = [];
  const fetch = vi.fn(async (request: Request) => {
    const body: unknown = JSON.parse(await request.text());
    bodies.push(body);
    return respond(body);
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, bodies };
}

const ready = '/?p=restaurant&c=dubai';
const question = () => screen.getByRole('textbox', { name: 'Your question' });
const askButton = () => screen.getByRole('button', { name: /Get Answer|Getting Answer/ });

// Warm the lazily loaded dropdown, so a slow first import under load does not outlast findBy.
beforeAll(async () => {
  installRadixPolyfills();
  await import('../../../components/answer/radix-select');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(toast).mockClear();
});

describe('AskForm', () => {
  it('keeps Ask disabled until the question, role and city are all given', async () => {
    render(<AskForm onAnswered={vi.fn()} />);
    expect(askButton()).toBeDisabled();

    await userEvent.type(question(), 'How long does cooked rice keep?');
    expect(askButton()).toBeDisabled();

    await userEvent.click(screen.getByRole('combobox', { name: 'Your role' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Restaurant Owner' }));
    expect(askButton()).toBeDisabled();

    await userEvent.click(screen.getByRole('combobox', { name: 'Your city' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ras Al Khaimah' }));

    expect(askButton()).toBeEnabled();
    expect(screen.getByRole('combobox', { name: 'Your role' })).toHaveTextContent('Restaurant Owner');
  });

  it('shows the live length of the question out of 500', async () => {
    render(<AskForm onAnswered={vi.fn()} />);
    expect(screen.getByText('0/500')).toBeInTheDocument();

    await userEvent.type(question(), 'Rice safety');

    expect(screen.getByText('11/500')).toBeInTheDocument();
  });

  it('says "Question too short" under 10 characters, without calling the server', async () => {
    const { fetch } = stubFetch(() => json(200, answer));
    render(<AskForm onAnswered={vi.fn()} />, { route: ready });

    await userEvent.type(question(), '  rice?   ');
    await userEvent.click(askButton());

    expect(await screen.findByText('Question too short')).toBeInTheDocument();
    expect(screen.getByText('Please enter at least 10 characters for your question.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says "Question too long" over 500 characters', async () => {
    stubFetch(() => json(200, answer));
    render(<AskForm onAnswered={vi.fn()} />, { route: ready });

    fireEvent.change(question(), { target: { value: 'a'.repeat(501) } });
    expect(screen.getByText('501/500')).toBeInTheDocument();
    await userEvent.click(askButton());

    expect(toast).toHaveBeenCalledWith({
      title: 'Question too long',
      description: 'Please keep your question under 500 characters.',
      variant: 'destructive',
    });
  });

  it('says "Missing Information" when asked with Ctrl+Enter before choosing role and city', async () => {
    const { fetch } = stubFetch(() => json(200, answer));
    render(<AskForm onAnswered={vi.fn()} />);

    await userEvent.type(question(), 'How long does cooked rice keep?');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');

    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(screen.getByText('Please select both your role and city.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reads "Getting Answer..." while pending, then clears the form and hands over the answer', async () => {
    let release: (response: Response) => void = () => undefined;
    const { bodies } = stubFetch(() => new Promise<Response>((resolve) => (release = resolve)));
    const onAnswered = vi.fn();
    render(<AskForm onAnswered={onAnswered} />, { route: ready });

    await userEvent.type(question(), '  How should I store cooked rice?  ');
    await userEvent.click(askButton());

    await waitFor(() => expect(askButton()).toHaveTextContent('Getting Answer...'));
    expect(askButton()).toBeDisabled();
    expect(bodies).toEqual([
      { question: 'How should I store cooked rice?', persona: 'restaurant', location: 'dubai', channel: 'web' },
    ]);

    await act(async () => release(json(200, answer)));

    await waitFor(() => expect(onAnswered).toHaveBeenCalledTimes(1));
    expect(onAnswered).toHaveBeenCalledWith({
      answer,
      question: 'How should I store cooked rice?',
      persona: 'restaurant',
      city: 'dubai',
    });
    expect(question()).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Your role' })).toHaveTextContent('Select your role');
    expect(screen.getByRole('combobox', { name: 'Your city' })).toHaveTextContent('Select your emirate');
    expect(askButton()).toHaveTextContent('Get Answer');
    expect(askButton()).toBeDisabled();
  });

  it('prefills the form from ?q=&p=&c=, accepting hyphenated cities', () => {
    render(<AskForm onAnswered={vi.fn()} />, { route: '/?q=Can%20I%20freeze%20bread%3F&p=household&c=umm-al-quwain' });

    expect(question()).toHaveValue('Can I freeze bread?');
    expect(screen.getByRole('combobox', { name: 'Your role' })).toHaveTextContent('Household');
    expect(screen.getByRole('combobox', { name: 'Your city' })).toHaveTextContent('Umm Al Quwain');
    expect(askButton()).toBeEnabled();
  });

  it('sets the server\'s English message apart inside an Arabic toast', async () => {
    stubFetch(() => json(400, { success: false, error: 'non_food_question', message: "This question doesn't appear to be about food." }));
    render(<AskForm onAnswered={vi.fn()} />, { route: ready, locale: 'ar' });

    await userEvent.type(screen.getByRole('textbox', { name: 'سؤالك' }), 'What is the weather in Dubai tomorrow?');
    await userEvent.click(screen.getByRole('button', { name: 'احصل على الإجابة' }));

    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'السؤال خارج مجال هدر الطعام',
        description: "\u2068This question doesn't appear to be about food.\u2069 يرجى السؤال عن الطعام أو الطهي أو التخزين أو إدارة النفايات.",
        variant: 'destructive',
      }),
    );
  });

  describe('turns failures into the catalogue toasts', () => {
    const cases: [string, () => Response | Promise<Response>, string, string][] = [
      [
        'a question outside the food domain',
        () => json(400, { success: false, error: 'non_food_question', message: "This question doesn't appear to be about food." }),
        'Question Outside Food Waste Domain',
        "This question doesn't appear to be about food. Please ask about food, cooking, storage, or waste management topics.",
      ],
      [
        'a missing provider key',
        () => json(503, { success: false, error: 'service_unavailable', message: 'OPENAI_API_KEY is not set' }),
        'Service Unavailable',
        'OPENAI_API_KEY is not set',
      ],
      [
        'a server timeout',
        () => json(504, { success: false, error: 'timeout', message: 'Request timed out. Please try again.' }),
        'Request Timeout',
        'Request timed out. Please try again.',
      ],
      [
        'a network failure',
        () => Promise.reject(new TypeError('Failed to fetch')),
        'Connection Error',
        'Network error. Please check your connection.',
      ],
      [
        'the server validation',
        () => json(400, { success: false, error: 'validation_error', message: 'Please select both your role and city.' }),
        'Missing Information',
        'Please select both your role and city.',
      ],
      [
        'any other error, with its message',
        () => json(429, { success: false, error: 'rate_limited', message: 'Too many questions. Please wait a minute.' }),
        'Question Failed',
        'Too many questions. Please wait a minute.',
      ],
      ['an error without a message', () => new Response('', { status: 500 }), 'Question Failed', 'Please try again.'],
      [
        'a 200 without success',
        () => json(200, { ...answer, success: false, message: '' }),
        'Question Failed',
        'Unexpected response',
      ],
    ];

    it.each(cases)('%s', async (_, respond, title, description) => {
      stubFetch(respond);
      const onAnswered = vi.fn();
      render(<AskForm onAnswered={onAnswered} />, { route: ready });

      await userEvent.type(question(), 'What is the weather in Dubai tomorrow?');
      await userEvent.click(askButton());

      await waitFor(() => expect(toast).toHaveBeenCalledWith({ title, description, variant: 'destructive' }));
      expect(onAnswered).not.toHaveBeenCalled();
      // The question stays, so it can be fixed and asked again.
      expect(question()).toHaveValue('What is the weather in Dubai tomorrow?');
      expect(askButton()).toHaveTextContent('Get Answer');
    });
  });
});
