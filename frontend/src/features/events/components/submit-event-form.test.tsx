import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { render } from '../../../testing/render';
import { SubmitEventForm } from './submit-event-form';

const SERVER_MESSAGE = 'Thank you! Your event has been submitted for review. We will review it within 48 hours.';
const FOCUS_MESSAGE = 'Please describe how your event relates to food waste (minimum 10 characters)';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Stubs POST /api/events/submit; records the JSON bodies sent. */
function stubSubmit(respond: () => Response | Promise<Response>) {
  const bodies: unknown[] = [];
  const fetch = vi.fn(async (request: Request) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/api/events/submit') {
      bodies.push(JSON.parse(await request.clone().text()));
      return respond();
    }
    return json(404, { success: false, error: 'not_found', message: 'No such route' });
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, bodies };
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });

type User = ReturnType<typeof userEvent.setup>;

/** Types by pasting: as a person would fill it, without a key event per character. */
async function fill(user: User, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

async function fillRequired(user: User) {
  await fill(user, field(/Event title/), 'Zero Waste Kitchen Workshop');
  await user.selectOptions(screen.getByRole('combobox', { name: /Event type/ }), 'Workshop');
  // jsdom offers no date picker: set the value the picker would.
  fireEvent.change(screen.getByLabelText(/Event date and time/), { target: { value: '2099-05-10T10:00' } });
  await fill(user, field(/^Location/), 'Dubai Design District');
  await fill(user, field(/^Description/), 'A hands-on morning for kitchen teams.');
  await fill(user, field(/Food waste focus/), 'Stock rotation and portion planning');
  await fill(user, field(/Organizer name/), 'Layla Haddad');
  await fill(user, field(/Organizer e-mail/), 'layla@example.ae');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

// Filling a whole form takes a few seconds of a busy machine.
describe('SubmitEventForm', { timeout: 20_000 }, () => {
  it('offers every field, the required ones marked, Dubai chosen by default, beside the guidelines', () => {
    render(<SubmitEventForm onSubmitted={() => undefined} />);

    for (const name of [/Event title/, /^Location/, /^Description/, /Food waste focus/, /Organizer name/, /Organizer e-mail/]) {
      expect(field(name)).toHaveAttribute('aria-required', 'true');
    }
    for (const name of [/^Phone/, /^Organization/, /Website URL/, /Registration URL/]) {
      expect(field(name)).toHaveAttribute('aria-required', 'false');
    }
    expect(screen.getByRole('spinbutton', { name: /Expected attendees/ })).toBeInTheDocument();
    expect(screen.getByLabelText(/Event date and time/)).toHaveAttribute('type', 'datetime-local');
    expect(screen.getByRole('combobox', { name: /City/ })).toHaveDisplayValue('Dubai');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select event type',
      'Workshop',
      'Seminar',
      'Conference',
      'Masterclass',
      'Community',
      'Training',
      'Dubai',
      'Abu Dhabi',
      'Sharjah',
      'Ajman',
      'Ras Al Khaimah',
      'Fujairah',
      'Umm Al Quwain',
    ]);
    expect(screen.getByRole('complementary', { name: 'Submission guidelines' })).toHaveTextContent('48 hours');
  });

  it('shows the spec message inline for a food-waste focus under 10 characters, and sends nothing', async () => {
    const user = userEvent.setup();
    const { fetch } = stubSubmit(() => json(201, {}));
    render(<SubmitEventForm onSubmitted={() => undefined} />);

    await fillRequired(user);
    await user.clear(field(/Food waste focus/));
    await fill(user, field(/Food waste focus/), 'compost');
    await user.click(screen.getByRole('button', { name: 'Submit Event' }));

    const focus = field(/Food waste focus/);
    expect(screen.getByText(FOCUS_MESSAGE)).toBeInTheDocument();
    expect(focus).toHaveAttribute('aria-invalid', 'true');
    expect(focus).toHaveAccessibleDescription(expect.stringContaining(FOCUS_MESSAGE));
    expect(focus).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();

    // Fixing it clears the message at once.
    await fill(user, focus, 'ing scraps');
    expect(screen.queryByText(FOCUS_MESSAGE)).not.toBeInTheDocument();
  });

  it('lists the missing required fields when sent empty', async () => {
    const user = userEvent.setup();
    stubSubmit(() => json(201, {}));
    render(<SubmitEventForm onSubmitted={() => undefined} />);

    await user.click(screen.getByRole('button', { name: 'Submit Event' }));

    for (const text of [
      'Title is required',
      'Event type is required',
      'Event date is required',
      'Location is required',
      'Description is required',
      FOCUS_MESSAGE,
      'Organizer name is required',
      'Organizer e-mail is required',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(field(/Event title/)).toHaveFocus();
  });

  it('sends the event, shows "Submitting...", then the server message in a toast, empties the form and goes back', async () => {
    const user = userEvent.setup();
    let release: (response: Response) => void = () => undefined;
    const { bodies } = stubSubmit(() => new Promise<Response>((resolve) => (release = resolve)));
    const onSubmitted = vi.fn();
    render(<SubmitEventForm onSubmitted={onSubmitted} />);

    await fillRequired(user);
    await fill(user, screen.getByRole('spinbutton', { name: /Expected attendees/ }), '40');
    await user.selectOptions(screen.getByRole('combobox', { name: /City/ }), 'Sharjah');
    await user.click(screen.getByRole('button', { name: 'Submit Event' }));

    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    release(json(201, { success: true, message: SERVER_MESSAGE, id: '7d0b4d1e-4b9b-4a43-a7c6-0f4b2b4f4a11' }));

    expect(await screen.findByText('Event Submitted Successfully!')).toBeInTheDocument();
    expect(screen.getByText(SERVER_MESSAGE)).toBeInTheDocument();
    expect(onSubmitted).toHaveBeenCalledTimes(1);
    expect(bodies).toEqual([
      {
        title: 'Zero Waste Kitchen Workshop',
        description: 'A hands-on morning for kitchen teams.',
        event_type: 'workshop',
        event_date: '2099-05-10T10:00',
        location: 'Dubai Design District',
        city: 'sharjah',
        organizer_name: 'Layla Haddad',
        organizer_email: 'layla@example.ae',
        organizer_phone: null,
        organization: null,
        website_url: null,
        registration_url: null,
        expected_attendees: 40,
        food_waste_focus: 'Stock rotation and portion planning',
      },
    ]);
    await waitFor(() => expect(field(/Event title/)).toHaveValue(''));
    expect(field(/Organizer e-mail/)).toHaveValue('');
    expect(screen.getByRole('combobox', { name: /Event type/ })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: /City/ })).toHaveValue('dubai');
    expect(screen.getByRole('button', { name: 'Submit Event' })).toBeEnabled();
  });

  it('on a server refusal shows "Submission Failed" with its message and puts it under the field', async () => {
    const user = userEvent.setup();
    stubSubmit(() => json(400, { success: false, error: 'validation_error', message: 'The event date must be in the future' }));
    const onSubmitted = vi.fn();
    render(<SubmitEventForm onSubmitted={onSubmitted} />);

    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Submit Event' }));

    expect(await screen.findByText('Submission Failed')).toBeInTheDocument();
    const date = screen.getByLabelText(/Event date and time/);
    await waitFor(() => expect(date).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText('The event date must be in the future')).toHaveLength(2);
    expect(field(/Event title/)).toHaveValue('Zero Waste Kitchen Workshop');
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it('falls back to the spec text when the server gives no message', async () => {
    const user = userEvent.setup();
    stubSubmit(() => new Response('', { status: 502, statusText: 'Bad Gateway' }));
    render(<SubmitEventForm onSubmitted={() => undefined} />);

    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Submit Event' }));

    expect(await screen.findByText('Submission Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to submit event. Please try again.')).toBeInTheDocument();
  });

  it('speaks Arabic: labels and the spec message', async () => {
    const user = userEvent.setup();
    stubSubmit(() => json(201, { success: true, message: SERVER_MESSAGE, id: '7d0b4d1e-4b9b-4a43-a7c6-0f4b2b4f4a11' }));
    render(<SubmitEventForm onSubmitted={() => undefined} />, { locale: 'ar' });

    expect(screen.getByRole('textbox', { name: /عنوان الفعالية/ })).toBeInTheDocument();
    await fill(user, screen.getByRole('textbox', { name: /علاقة الفعالية بهدر الطعام/ }), 'قصير');
    await user.click(screen.getByRole('button', { name: 'أرسل الفعالية' }));
    expect(screen.getByText('يرجى توضيح علاقة فعاليتك بهدر الطعام (10 أحرف على الأقل)')).toBeInTheDocument();
  });
});
