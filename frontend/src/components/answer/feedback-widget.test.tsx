import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { render } from '../../testing/render';
import { installRadixPolyfills } from '../../testing/radix-polyfills';
import { detailedFeedbackBody, feedbackContext, timeOnPage, type DetailedFeedback } from './feedback-api';
import { FeedbackWidget } from './feedback-widget';

const answerId = '1560483c-1520-4e41-a349-6abb52d8a016';

function stubFetch(status = 201, body: unknown = { success: true, message: 'Thank you for your feedback!', id: 'f1' }) {
  const bodies: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      bodies.push(JSON.parse(await request.text()) as Record<string, unknown>);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return bodies;
}

const blank: DetailedFeedback = {
  rating: null,
  accuracy: null,
  clarity: null,
  usefulness: null,
  comment: '',
  email: '',
  location: '',
  persona: '',
  type: 'general',
  websiteUrl: '',
  companyName: '',
};

// Warm the lazily loaded chunks, so a slow first import under load does not outlast findBy.
beforeAll(async () => {
  installRadixPolyfills();
  await Promise.all([import('./feedback-form'), import('./radix-select')]);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('feedback rules', () => {
  it('calls a detailed answer helpful when the overall rating is 4 or more', () => {
    const context = feedbackContext(answerId, Date.now());
    expect(detailedFeedbackBody(context, { ...blank, rating: 5 }).helpful).toBe(true);
    expect(detailedFeedbackBody(context, { ...blank, rating: 4 }).helpful).toBe(true);
    expect(detailedFeedbackBody(context, { ...blank, rating: 3 }).helpful).toBe(false);
    expect(detailedFeedbackBody(context, { ...blank, rating: 1 }).helpful).toBe(false);
    expect(detailedFeedbackBody(context, { ...blank, comment: 'Useful' }).helpful).toBeNull();
  });

  it('counts whole seconds on the page, capped at an hour', () => {
    expect(timeOnPage(0, 12_400)).toBe(12);
    expect(timeOnPage(0, 2 * 3600 * 1000)).toBe(3600);
    expect(timeOnPage(5000, 0)).toBe(0);
  });

  it('sends the page, the time on it and empty honeypots', () => {
    const context = feedbackContext(answerId, Date.now() - 42_000);
    expect(context).toMatchObject({
      answer_id: answerId,
      feedback_type: 'general',
      page_url: window.location.href,
      website_url: '',
      company_name: '',
    });
    expect(context.time_on_page).toBeGreaterThanOrEqual(41);
    expect(context.time_on_page).toBeLessThanOrEqual(43);
  });
});

describe('FeedbackWidget', () => {
  it('sends a quick "Yes" as helpful and shows the thank-you card', async () => {
    const bodies = stubFetch();
    render(<FeedbackWidget answerId={answerId} />);
    expect(screen.getByRole('heading', { name: 'Was this helpful?' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('Thank you for your feedback!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Yes' })).not.toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ answer_id: answerId, helpful: true, website_url: '', company_name: '', feedback_type: 'general' });
    expect(bodies[0]?.page_url).toBe(window.location.href);
    expect(bodies[0]?.time_on_page).toEqual(expect.any(Number));
  });

  it('sends a quick "No" as not helpful', async () => {
    const bodies = stubFetch();
    render(<FeedbackWidget answerId={answerId} />);

    await userEvent.click(screen.getByRole('button', { name: 'No' }));

    await screen.findByText('Thank you for your feedback!');
    expect(bodies[0]).toMatchObject({ helpful: false });
  });

  it('sends the detailed form with its ratings, helpful from the overall rating, and empty honeypots', async () => {
    const bodies = stubFetch();
    render(<FeedbackWidget answerId={answerId} />);

    await userEvent.click(screen.getByRole('button', { name: 'Give detailed feedback' }));
    const overall = await screen.findByRole('group', { name: 'Overall rating' });
    const submit = screen.getByRole('button', { name: 'Submit Feedback' });
    expect(submit).toBeDisabled();

    await userEvent.click(within(overall).getByRole('radio', { name: '4 stars out of 5' }));
    await userEvent.click(within(screen.getByRole('group', { name: 'Clarity' })).getByRole('radio', { name: '5 stars out of 5' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Comments (optional)' }), 'Clear steps.');
    expect(screen.getByText('12/2000')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail (optional)' }), 'chef@example.ae');
    await userEvent.type(screen.getByRole('textbox', { name: 'Location (optional)' }), 'Dubai Marina');
    await userEvent.click(screen.getByRole('combobox', { name: 'You are (optional)' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Chef' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Type of feedback' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Suggestion' }));
    await userEvent.click(submit);

    expect(await screen.findByText('Thank you for your feedback!')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({
      answer_id: answerId,
      helpful: true,
      rating: 4,
      clarity_rating: 5,
      accuracy_rating: null,
      comment: 'Clear steps.',
      user_email: 'chef@example.ae',
      user_location: 'Dubai Marina',
      user_persona: 'chef',
      feedback_type: 'suggestion',
      website_url: '',
      company_name: '',
    });
  });

  it('keeps the honeypots out of reach: hidden, unfocusable, no autocomplete', async () => {
    stubFetch();
    const { container } = render(<FeedbackWidget answerId={answerId} />);
    await userEvent.click(screen.getByRole('button', { name: 'Give detailed feedback' }));
    await screen.findByRole('group', { name: 'Overall rating' });

    for (const name of ['website_url', 'company_name']) {
      const input = container.querySelector(`input[name="${name}"]`);
      expect(input).toHaveAttribute('tabindex', '-1');
      expect(input).toHaveAttribute('autocomplete', 'off');
      expect(input).toHaveValue('');
      expect(input?.closest('[aria-hidden="true"]')).toHaveClass('visually-hidden');
    }
  });

  it('rates 3 as not helpful', async () => {
    const bodies = stubFetch();
    render(<FeedbackWidget answerId={answerId} />);
    await userEvent.click(screen.getByRole('button', { name: 'Give detailed feedback' }));
    await userEvent.click(within(await screen.findByRole('group', { name: 'Overall rating' })).getByRole('radio', { name: '3 stars out of 5' }));

    await userEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));

    await screen.findByText('Thank you for your feedback!');
    expect(bodies[0]).toMatchObject({ helpful: false, rating: 3 });
  });

  it('shows "Submitting..." while sending', async () => {
    let release: (response: Response) => void = () => undefined;
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (release = resolve))));
    render(<FeedbackWidget answerId={answerId} />);
    await userEvent.click(screen.getByRole('button', { name: 'Give detailed feedback' }));
    await userEvent.click(within(await screen.findByRole('group', { name: 'Overall rating' })).getByRole('radio', { name: '5 stars out of 5' }));

    await userEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));

    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    release(new Response('{"success":true,"message":"ok","id":"f"}', { status: 201, headers: { 'content-type': 'application/json' } }));
    await screen.findByText('Thank you for your feedback!');
  });

  it('says so in a toast and inline when sending fails, and lets you try again', async () => {
    stubFetch(400, { success: false, error: 'validation_error', message: 'Please enter a valid e-mail address' });
    render(<FeedbackWidget answerId={answerId} />);

    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to submit feedback. Please try again.');
    expect(screen.getByText('Error submitting feedback')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid e-mail address')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Yes' })).toBeEnabled());
  });

  it('does not send an e-mail address that is not one', async () => {
    const bodies = stubFetch();
    render(<FeedbackWidget answerId={answerId} />);
    await userEvent.click(screen.getByRole('button', { name: 'Give detailed feedback' }));
    await userEvent.click(within(await screen.findByRole('group', { name: 'Overall rating' })).getByRole('radio', { name: '5 stars out of 5' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail (optional)' }), 'not-an-email');

    await userEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));

    expect(screen.getByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });
});
