// The feedback widget (spec §4): "Was this helpful?" with quick Yes / No, a detailed form on
// request (loaded when opened), and a thank-you card once sent. Keyed by the answer's id.
import { lazy, Suspense, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { ApiError } from '../../lib/api/client';
import { CheckCircleIcon, ThumbDownIcon, ThumbUpIcon } from '../ui/icons';
import { toast } from '../ui/toast';
import { feedbackContext, sendFeedback, type FeedbackRequest } from './feedback-api';
import styles from './feedback-widget.module.css';

const FeedbackForm = lazy(() => import('./feedback-form'));

type Stage = 'collapsed' | 'detailed' | 'submitted';

export function FeedbackWidget({ answerId }: { answerId: string }) {
  const intl = useIntl();
  const [stage, setStage] = useState<Stage>('collapsed');
  const [submitting, setSubmitting] = useState<'yes' | 'no' | 'detailed' | null>(null);
  const [failed, setFailed] = useState(false);
  // When the answer appeared: the widget mounts with it.
  const [shownAt] = useState(() => Date.now());
  const headingId = useId();

  const submit = async (kind: 'yes' | 'no' | 'detailed', body: (context: FeedbackRequest) => FeedbackRequest) => {
    setSubmitting(kind);
    setFailed(false);
    try {
      await sendFeedback(body(feedbackContext(answerId, shownAt)));
      setStage('submitted');
    } catch (error) {
      setFailed(true);
      const message = error instanceof ApiError ? error.serverMessage : undefined;
      toast({
        title: intl.formatMessage({ id: 'feedback.error.title', defaultMessage: 'Error submitting feedback' }),
        description: message
          ? // The server's English message, set apart as its own run inside Arabic text.
            intl.locale.startsWith('ar')
            ? `\u2068${message}\u2069`
            : message
          : intl.formatMessage({ id: 'feedback.error.message', defaultMessage: 'Failed to submit feedback' }),
        variant: 'destructive',
      });
    } finally {
      setSubmitting(null);
    }
  };

  if (stage === 'submitted') {
    return (
      <div className={`${styles.widget} ${styles.thanks}`} role="status">
        <span className={styles.thanksIcon}>
          <CheckCircleIcon size={28} />
        </span>
        <div>
          <p className={styles.thanksTitle}>
            <FormattedMessage id="feedback.thanks.title" defaultMessage="Thank you for your feedback!" />
          </p>
          <p className={styles.thanksText}>
            <FormattedMessage
              id="feedback.thanks.message"
              defaultMessage="Your input helps us improve the advice we give businesses and households across the UAE."
            />
          </p>
        </div>
      </div>
    );
  }

  const inlineError = failed && (
    <p className={styles.error} role="alert">
      <FormattedMessage id="feedback.error.inline" defaultMessage="Failed to submit feedback. Please try again." />
    </p>
  );

  if (stage === 'detailed') {
    return (
      <section className={styles.widget} aria-labelledby={headingId}>
        <h3 id={headingId} className={styles.heading}>
          <FormattedMessage id="feedback.detailed.title" defaultMessage="Tell us more about this answer" />
        </h3>
        <Suspense fallback={<div className={styles.loading} aria-busy="true" />}>
          <FeedbackForm
            submitting={submitting === 'detailed'}
            onCancel={() => {
              setFailed(false);
              setStage('collapsed');
            }}
            onSubmit={(toBody) => void submit('detailed', toBody)}
          />
        </Suspense>
        {inlineError}
      </section>
    );
  }

  return (
    <section className={styles.widget} aria-labelledby={headingId}>
      <div className={styles.quick}>
        <h3 id={headingId} className={styles.heading}>
          <FormattedMessage id="feedback.helpful.question" defaultMessage="Was this helpful?" />
        </h3>
        <div className={styles.quickButtons}>
          <button
            type="button"
            className={styles.quickButton}
            disabled={submitting !== null}
            onClick={() => void submit('yes', (context) => ({ ...context, helpful: true }))}
          >
            <ThumbUpIcon size={18} />
            <FormattedMessage id="feedback.helpful.yes" defaultMessage="Yes" />
          </button>
          <button
            type="button"
            className={styles.quickButton}
            disabled={submitting !== null}
            onClick={() => void submit('no', (context) => ({ ...context, helpful: false }))}
          >
            <ThumbDownIcon size={18} />
            <FormattedMessage id="feedback.helpful.no" defaultMessage="No" />
          </button>
        </div>
      </div>
      <button
        type="button"
        className={styles.more}
        onClick={() => {
          setFailed(false);
          setStage('detailed');
        }}
        onPointerEnter={() => void import('./feedback-form')}
        onFocus={() => void import('./feedback-form')}
      >
        <FormattedMessage id="feedback.detailed.open" defaultMessage="Give detailed feedback" />
      </button>
      {submitting && submitting !== 'detailed' && (
        <p className={styles.sending} role="status">
          <FormattedMessage id="feedback.submitting" defaultMessage="Submitting..." />
        </p>
      )}
      {inlineError}
    </section>
  );
}
