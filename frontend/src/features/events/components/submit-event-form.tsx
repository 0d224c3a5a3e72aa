// The Submit Event tab: every field of a submitted event (spec §3), checked as the server checks
// (spec §5) before sending, with the guidelines beside it. Success: a toast with the server's
// message, an empty form, back to Upcoming. Failure: a "Submission Failed" toast, and the
// server's complaint under its field.
import { useId, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, defineMessages, useIntl, type IntlShape } from 'react-intl';

import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api/client';
import { submitEvent } from '../api/use-events';
import { EVENT_TIME_ZONE } from '../lib/format-event';
import {
  CITIES,
  EMPTY_FORM,
  EVENT_TYPES,
  LIMITS,
  firstProblemField,
  problemFromServer,
  toRequest,
  validate,
  type Field,
  type FormValues,
  type Problems,
} from '../lib/submission';
import { SubmissionGuidelines } from './submission-guidelines';
import { cityMessages, eventTypeMessages, problemText, toastMessages } from './messages';
import styles from './submit-event-form.module.css';

const labels = defineMessages({
  title: { id: 'events.form.title', defaultMessage: 'Event title' },
  event_type: { id: 'events.form.eventType', defaultMessage: 'Event type' },
  event_date: { id: 'events.form.eventDate', defaultMessage: 'Event date and time' },
  location: { id: 'events.form.location', defaultMessage: 'Location' },
  city: { id: 'events.form.city', defaultMessage: 'City' },
  description: { id: 'events.form.description', defaultMessage: 'Description' },
  food_waste_focus: { id: 'events.form.focus', defaultMessage: 'Food waste focus' },
  organizer_name: { id: 'events.form.organizerName', defaultMessage: 'Organizer name' },
  organizer_email: { id: 'events.form.organizerEmail', defaultMessage: 'Organizer e-mail' },
  organizer_phone: { id: 'events.form.organizerPhone', defaultMessage: 'Phone' },
  organization: { id: 'events.form.organization', defaultMessage: 'Organization' },
  website_url: { id: 'events.form.website', defaultMessage: 'Website URL' },
  registration_url: { id: 'events.form.registration', defaultMessage: 'Registration URL' },
  expected_attendees: { id: 'events.form.attendees', defaultMessage: 'Expected attendees' },
});

const texts = defineMessages({
  typePlaceholder: { id: 'events.form.eventType.placeholder', defaultMessage: 'Select event type' },
  titlePlaceholder: { id: 'events.form.title.placeholder', defaultMessage: 'e.g. Zero Waste Kitchen Workshop' },
  locationPlaceholder: { id: 'events.form.location.placeholder', defaultMessage: 'Venue and address' },
  descriptionPlaceholder: {
    id: 'events.form.description.placeholder',
    defaultMessage: 'What will happen at the event, and who is it for?',
  },
  focusPlaceholder: {
    id: 'events.form.focus.placeholder',
    defaultMessage: 'How does the event help people waste less food?',
  },
  optional: { id: 'events.form.optional', defaultMessage: '(optional)' },
  required: { id: 'events.form.required', defaultMessage: '(required)' },
});

/** The current time in UAE, as a `datetime-local` value: the earliest the picker offers. */
function uaeNowLocal(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: EVENT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

/** The success toast's text: the server's message, in Arabic when it is the one we know. */
function successText(intl: IntlShape, serverMessage: string): string {
  if (!serverMessage || serverMessage === toastMessages.successText.defaultMessage) {
    return intl.formatMessage(toastMessages.successText);
  }
  return serverMessage;
}

interface FieldProps {
  id: string;
  field: Field;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  error: string | undefined;
  wide?: boolean;
  children: (aria: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined; 'aria-required': boolean }) => ReactNode;
}

function FormField({ id, field, label, required = false, hint, error, wide, children }: FieldProps) {
  const intl = useIntl();
  const controlId = `${id}-${field}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`${styles.field} ${wide ? styles.wide : ''}`}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
        {required ? (
          <>
            <span className={styles.requiredMark} aria-hidden="true">
              *
            </span>
            <span className="visually-hidden">{intl.formatMessage(texts.required)}</span>
          </>
        ) : (
          <span className={styles.optional}>{intl.formatMessage(texts.optional)}</span>
        )}
      </label>
      {children({ id: controlId, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy, 'aria-required': required })}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}

function Chevron() {
  return (
    <span className={styles.selectIcon} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="18" height="18" focusable="false">
        <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}

export function SubmitEventForm({ onSubmitted }: { onSubmitted: () => void }) {
  const intl = useIntl();
  const id = useId();
  const [values, setValues] = useState<FormValues>(EMPTY_FORM);
  const [attempted, setAttempted] = useState(false);
  const [clientProblems, setClientProblems] = useState<Problems>({});
  const [serverProblems, setServerProblems] = useState<Problems>({});
  const [pending, setPending] = useState(false);
  const [minDate] = useState(() => uaeNowLocal());

  const problemOf = (field: Field) => clientProblems[field] ?? serverProblems[field];
  const errorOf = (field: Field) => {
    const problem = problemOf(field);
    return problem ? problemText(intl, problem) : undefined;
  };

  const focusField = (field: Field) => {
    document.getElementById(`${id}-${field}`)?.focus();
  };

  const update = (field: Field) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    setServerProblems((current) => {
      const rest = { ...current };
      delete rest[field];
      return rest;
    });
    if (attempted) setClientProblems(validate(next));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const problems = validate(values);
    setAttempted(true);
    setClientProblems(problems);
    setServerProblems({});
    const first = firstProblemField(problems);
    if (first) {
      focusField(first);
      return;
    }
    setPending(true);
    try {
      const message = await submitEvent(toRequest(values));
      toast({ title: intl.formatMessage(toastMessages.successTitle), description: successText(intl, message), variant: 'success' });
      setValues(EMPTY_FORM);
      setAttempted(false);
      setClientProblems({});
      onSubmitted();
    } catch (error) {
      let description = intl.formatMessage(toastMessages.failedText);
      if (error instanceof ApiError) {
        const known = error.serverMessage ? problemFromServer(error.serverMessage) : null;
        if (known) {
          setServerProblems({ [known.field]: known.problem });
          focusField(known.field);
          // Ours in Arabic; the server's own words in English.
          description = intl.locale.startsWith('en') && error.serverMessage ? error.serverMessage : problemText(intl, known.problem);
        } else if (error.code === 'rate_limited') {
          description = intl.formatMessage(toastMessages.tooMany);
        } else if (error.serverMessage && intl.locale.startsWith('en')) {
          description = error.serverMessage;
        }
      }
      toast({ title: intl.formatMessage(toastMessages.failedTitle), description, variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  const label = (field: Field) => intl.formatMessage(labels[field]);

  return (
    <div className={styles.layout}>
      <form className={`card ${styles.form}`} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`} className={styles.heading}>
          <FormattedMessage id="events.form.heading" defaultMessage="Submit your event" />
        </h2>
        <p className={styles.intro}>
          <FormattedMessage
            id="events.form.intro"
            defaultMessage="Tell us about your food-waste event. Fields marked * are required."
          />
        </p>

        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>
            <FormattedMessage id="events.form.section.event" defaultMessage="About the event" />
          </legend>
          <div className={styles.grid}>
            <FormField id={id} field="title" label={label('title')} required error={errorOf('title')} wide>
              {(aria) => (
                <input
                  {...aria}
                  className={styles.control}
                  type="text"
                  dir="auto"
                  maxLength={LIMITS.title}
                  value={values.title}
                  onChange={update('title')}
                  placeholder={intl.formatMessage(texts.titlePlaceholder)}
                />
              )}
            </FormField>

            <FormField id={id} field="event_type" label={label('event_type')} required error={errorOf('event_type')}>
              {(aria) => (
                <div className={styles.selectWrap}>
                  <select {...aria} className={styles.control} value={values.event_type} onChange={update('event_type')}>
                    <option value="" disabled>
                      {intl.formatMessage(texts.typePlaceholder)}
                    </option>
                    {EVENT_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {intl.formatMessage(eventTypeMessages[type])}
                      </option>
                    ))}
                  </select>
                  <Chevron />
                </div>
              )}
            </FormField>

            <FormField
              id={id}
              field="event_date"
              label={label('event_date')}
              required
              error={errorOf('event_date')}
              hint={<FormattedMessage id="events.form.eventDate.hint" defaultMessage="UAE time" />}
            >
              {(aria) => (
                <input
                  {...aria}
                  className={styles.control}
                  type="datetime-local"
                  min={minDate}
                  value={values.event_date}
                  onChange={update('event_date')}
                />
              )}
            </FormField>

            <FormField id={id} field="location" label={label('location')} required error={errorOf('location')}>
              {(aria) => (
                <input
                  {...aria}
                  className={styles.control}
                  type="text"
                  dir="auto"
                  maxLength={LIMITS.location}
                  value={values.location}
                  onChange={update('location')}
                  placeholder={intl.formatMessage(texts.locationPlaceholder)}
                />
              )}
            </FormField>

            <FormField id={id} field="city" label={label('city')} required error={errorOf('city')}>
              {(aria) => (
                <div className={styles.selectWrap}>
                  <select {...aria} className={styles.control} value={values.city} onChange={update('city')}>
                    {CITIES.map((city) => (
                      <option key={city} value={city}>
                        {intl.formatMessage(cityMessages[city])}
                      </option>
                    ))}
                  </select>
                  <Chevron />
                </div>
              )}
            </FormField>

            <FormField id={id} field="description" label={label('description')} required error={errorOf('description')} wide>
              {(aria) => (
                <textarea
                  {...aria}
                  className={styles.control}
                  rows={4}
                  dir="auto"
                  maxLength={LIMITS.description}
                  value={values.description}
                  onChange={update('description')}
                  placeholder={intl.formatMessage(texts.descriptionPlaceholder)}
                />
              )}
            </FormField>

            <FormField
              id={id}
              field="food_waste_focus"
              label={label('food_waste_focus')}
              required
              error={errorOf('food_waste_focus')}
              wide
              hint={
                <FormattedMessage
                  id="events.form.focus.hint"
                  defaultMessage="At least {min} characters: for example surplus donation, composting or portion planning."
                  values={{ min: LIMITS.focusMin }}
                />
              }
            >
              {(aria) => (
                <textarea
                  {...aria}
                  className={styles.control}
                  rows={3}
                  dir="auto"
                  maxLength={LIMITS.food_waste_focus}
                  value={values.food_waste_focus}
                  onChange={update('food_waste_focus')}
                  placeholder={intl.formatMessage(texts.focusPlaceholder)}
                />
              )}
            </FormField>

            <FormField id={id} field="expected_attendees" label={label('expected_attendees')} error={errorOf('expected_attendees')}>
              {(aria) => (
                <input
                  {...aria}
                  className={styles.control}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={LIMITS.maxAttendees}
                  step={1}
                  dir="ltr"
                  value={values.expected_attendees}
                  onChange={update('expected_attendees')}
                />
              )}
            </FormField>
          </div>
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>
            <FormattedMessage id="events.form.section.organizer" defaultMessage="Organizer" />
          </legend>
          <div className={styles.grid}>
            <FormField id={id} field="organizer_name" label={label('organizer_name')} required error={errorOf('organizer_name')}>
              {(aria) => (
                <input
                  {...aria}
                  className={styles.control}
                  type="text"
                  dir="auto"
                  autoComplete="name"
                  maxLength={LIMITS.organizer_name}
                  value={values.organizer_name}
                  onChange={update('organizer_name')}
                />
              )}
            </FormField>

            <FormField id={id} field="organization" label={label('organization')} error={errorOf('organization')}>
              {(aria) => (
                <input
                  {...aria}
                  className={styles.control}
                  type="text"
                  dir="auto"
                  autoComplete="organization"
                  maxLength={LIMITS.organization}
                  value={values.organization}
                  onChange={update('organization')}
                />
              )}
            </FormField>

            <FormField id={id} field="organizer_email" label={label('organizer_email')} required error={errorOf('organizer_email')}>
              {(aria) => (
                <input
                  {...aria}
                  className={styles.control}
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  dir="ltr"
                  value={values.organizer_email}
                  onChange={update('organizer_email')}
                  placeholder="name@example.ae"
                />
              )}
            </FormField>

            <FormField id={id} field="organizer_phone" label={label('organizer_phone')} error={errorOf('organizer_phone')}>
              {(aria) => (
                <input
                  {...aria}
                  className={styles.control}
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  dir="ltr"
                  value={values.organizer_phone}
                  onChange={update('organizer_phone')}
                  placeholder="+971 4 123 4567"
                />
              )}
            </FormField>

            <FormField id={id} field="website_url" label={label('website_url')} error={errorOf('website_url')}>
              {(aria) => (
                <input
                  {...aria}
                  className={styles.control}
                  type="url"
                  inputMode="url"
                  dir="ltr"
                  value={values.website_url}
                  onChange={update('website_url')}
                  placeholder="https://"
                />
              )}
            </FormField>

            <FormField id={id} field="registration_url" label={label('registration_url')} error={errorOf('registration_url')}>
              {(aria) => (
                <input
                  {...aria}
                  className={styles.control}
                  type="url"
                  inputMode="url"
                  dir="ltr"
                  value={values.registration_url}
                  onChange={update('registration_url')}
                  placeholder="https://"
                />
              )}
            </FormField>
          </div>
        </fieldset>

        <div className={styles.submitRow}>
          <button type="submit" className={`button ${styles.submit}`} disabled={pending} aria-disabled={pending}>
            {pending ? (
              <FormattedMessage id="events.form.submitting" defaultMessage="Submitting..." />
            ) : (
              <FormattedMessage id="events.form.submit" defaultMessage="Submit Event" />
            )}
          </button>
          <p className={styles.reviewNote}>
            <FormattedMessage
              id="events.form.reviewNote"
              defaultMessage="Our team reviews every submission within 48 hours before it is published."
            />
          </p>
        </div>
      </form>

      <SubmissionGuidelines />
    </div>
  );
}
