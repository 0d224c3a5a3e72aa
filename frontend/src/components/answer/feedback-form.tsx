// The detailed feedback form (loaded on demand): four 1–5 ratings, a comment of up to 2000
// characters, optional e-mail, location and role, the kind of feedback, and two honeypots.
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { RatingStarIcon } from '../ui/icons';
import {
  COMMENT_MAX,
  FEEDBACK_PERSONAS,
  FEEDBACK_TYPES,
  FIELD_MAX,
  detailedFeedbackBody,
  feedbackPersonaMessages,
  feedbackTypeMessages,
  type DetailedFeedback,
  type FeedbackPersona,
  type FeedbackRequest,
  type FeedbackType,
} from './feedback-api';
import { SelectField, preloadSelect } from './select-field';
import styles from './feedback-form.module.css';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface RatingProps {
  legend: string;
  name: string;
  value: number | null;
  onChange: (value: number) => void;
  large?: boolean;
}

function Rating({ legend, name, value, onChange, large }: RatingProps) {
  const intl = useIntl();
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;
  return (
    <fieldset className={`${styles.rating} ${large ? styles.ratingLarge : ''}`}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.stars} onPointerLeave={() => setHovered(null)}>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={styles.star} onPointerEnter={() => setHovered(n)}>
            <input
              type="radio"
              className="visually-hidden"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              aria-label={intl.formatMessage(
                { id: 'feedback.rating.stars', defaultMessage: '{n, plural, one {# star} other {# stars}} out of 5' },
                { n },
              )}
            />
            <span className={n <= shown ? styles.starOn : styles.starOff}>
              <RatingStarIcon size={large ? 30 : 22} filled={n <= shown} />
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

interface Props {
  submitting: boolean;
  onSubmit: (toBody: (context: FeedbackRequest) => FeedbackRequest) => void;
  onCancel: () => void;
}

export default function FeedbackForm({ submitting, onSubmit, onCancel }: Props) {
  const intl = useIntl();
  const id = useId();
  const [fields, setFields] = useState<DetailedFeedback>({
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
  });
  const [emailInvalid, setEmailInvalid] = useState(false);
  const set = <K extends keyof DetailedFeedback>(key: K, value: DetailedFeedback[K]) =>
    setFields((current) => ({ ...current, [key]: value }));

  const hasContent = fields.rating !== null || fields.comment.trim() !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting || !hasContent) return;
    const email = fields.email.trim();
    if (email && !EMAIL.test(email)) {
      setEmailInvalid(true);
      return;
    }
    onSubmit((context) => detailedFeedbackBody(context, fields));
  };

  const label = (descriptor: { id: string; defaultMessage: string }) => intl.formatMessage(descriptor);

  return (
    <form className={styles.form} onSubmit={submit} onFocus={preloadSelect} onPointerEnter={preloadSelect} noValidate>
      <Rating
        large
        name={`${id}-rating`}
        legend={label({ id: 'feedback.rating.overall', defaultMessage: 'Overall rating' })}
        value={fields.rating}
        onChange={(value) => set('rating', value)}
      />
      <div className={styles.ratings}>
        <Rating
          name={`${id}-accuracy`}
          legend={label({ id: 'feedback.rating.accuracy', defaultMessage: 'Accuracy' })}
          value={fields.accuracy}
          onChange={(value) => set('accuracy', value)}
        />
        <Rating
          name={`${id}-clarity`}
          legend={label({ id: 'feedback.rating.clarity', defaultMessage: 'Clarity' })}
          value={fields.clarity}
          onChange={(value) => set('clarity', value)}
        />
        <Rating
          name={`${id}-usefulness`}
          legend={label({ id: 'feedback.rating.usefulness', defaultMessage: 'Usefulness' })}
          value={fields.usefulness}
          onChange={(value) => set('usefulness', value)}
        />
      </div>

      <div className={styles.field}>
        <label htmlFor={`${id}-comment`} className={styles.label}>
          <FormattedMessage id="feedback.comment.label" defaultMessage="Comments (optional)" />
        </label>
        <textarea
          id={`${id}-comment`}
          className={styles.input}
          rows={4}
          dir="auto"
          maxLength={COMMENT_MAX}
          value={fields.comment}
          onChange={(event) => set('comment', event.target.value)}
          placeholder={label({
            id: 'feedback.comment.placeholder',
            defaultMessage: 'What was useful? What was missing or wrong?',
          })}
          aria-describedby={`${id}-comment-count`}
        />
        <span id={`${id}-comment-count`} className={styles.count}>
          <FormattedMessage
            id="feedback.comment.count"
            defaultMessage="{count}/{max}"
            values={{ count: fields.comment.length, max: COMMENT_MAX }}
          />
        </span>
      </div>

      <div className={styles.grid}>
        <div className={styles.field}>
          <label htmlFor={`${id}-type`} className={styles.label}>
            <FormattedMessage id="feedback.type.label" defaultMessage="Type of feedback" />
          </label>
          <SelectField<FeedbackType>
            id={`${id}-type`}
            value={fields.type}
            onChange={(value) => set('type', value)}
            placeholder={label(feedbackTypeMessages.general)}
            options={FEEDBACK_TYPES.map((value) => ({ value, label: intl.formatMessage(feedbackTypeMessages[value]) }))}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-persona`} className={styles.label}>
            <FormattedMessage id="feedback.persona.label" defaultMessage="You are (optional)" />
          </label>
          <SelectField<FeedbackPersona>
            id={`${id}-persona`}
            value={fields.persona}
            onChange={(value) => set('persona', value)}
            placeholder={label({ id: 'feedback.persona.placeholder', defaultMessage: 'Choose your role' })}
            options={FEEDBACK_PERSONAS.map((value) => ({ value, label: intl.formatMessage(feedbackPersonaMessages[value]) }))}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-email`} className={styles.label}>
            <FormattedMessage id="feedback.email.label" defaultMessage="E-mail (optional)" />
          </label>
          <input
            id={`${id}-email`}
            className={styles.input}
            type="email"
            inputMode="email"
            autoComplete="email"
            dir="ltr"
            value={fields.email}
            onChange={(event) => {
              set('email', event.target.value);
              setEmailInvalid(false);
            }}
            aria-invalid={emailInvalid || undefined}
            aria-describedby={emailInvalid ? `${id}-email-error` : undefined}
            placeholder="name@example.ae"
          />
          {emailInvalid && (
            <span id={`${id}-email-error`} className={styles.fieldError}>
              <FormattedMessage id="feedback.email.invalid" defaultMessage="Please enter a valid e-mail address." />
            </span>
          )}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-location`} className={styles.label}>
            <FormattedMessage id="feedback.location.label" defaultMessage="Location (optional)" />
          </label>
          <input
            id={`${id}-location`}
            className={styles.input}
            type="text"
            autoComplete="address-level2"
            maxLength={FIELD_MAX}
            value={fields.location}
            onChange={(event) => set('location', event.target.value)}
            placeholder={label({ id: 'feedback.location.placeholder', defaultMessage: 'e.g. Dubai Marina' })}
          />
        </div>
      </div>

      {/* Honeypots: hidden from people and assistive tech; bots that fill them are turned away. */}
      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor={`${id}-website`}>
          <FormattedMessage id="feedback.honeypot.website" defaultMessage="Website" />
        </label>
        <input
          id={`${id}-website`}
          name="website_url"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={fields.websiteUrl}
          onChange={(event) => set('websiteUrl', event.target.value)}
        />
        <label htmlFor={`${id}-company`}>
          <FormattedMessage id="feedback.honeypot.company" defaultMessage="Company" />
        </label>
        <input
          id={`${id}-company`}
          name="company_name"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={fields.companyName}
          onChange={(event) => set('companyName', event.target.value)}
        />
      </div>

      <div className={styles.actions}>
        <button type="submit" className="button" disabled={submitting || !hasContent}>
          {submitting ? (
            <FormattedMessage id="feedback.submitting" defaultMessage="Submitting..." />
          ) : (
            <FormattedMessage id="feedback.submit" defaultMessage="Submit Feedback" />
          )}
        </button>
        <button type="button" className="button button-ghost" onClick={onCancel} disabled={submitting}>
          <FormattedMessage id="feedback.cancel" defaultMessage="Cancel" />
        </button>
        {!hasContent && (
          <span className={styles.hint}>
            <FormattedMessage id="feedback.needsContent" defaultMessage="Give a rating or a comment to send." />
          </span>
        )}
      </div>
    </form>
  );
}
