import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

import styles from './answer-page.module.css';

export function AnswerNotFound() {
  const intl = useIntl();
  return (
    <section className={`container ${styles.page} ${styles.notFound}`}>
      <title>{intl.formatMessage({ id: 'answer.notFound.metaTitle', defaultMessage: 'Answer Not Found | Batala' })}</title>
      <meta name="robots" content="noindex" />
      <span className={styles.notFoundIcon} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="36" height="36" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-4-4M8.5 8.5l5 5M13.5 8.5l-5 5" />
        </svg>
      </span>
      <h1 className={styles.notFoundTitle}>
        <FormattedMessage id="answer.notFound.title" defaultMessage="Answer Not Found" />
      </h1>
      <p className={styles.notFoundText}>
        <FormattedMessage
          id="answer.notFound.message"
          defaultMessage="The answer you're looking for might have been removed or doesn't exist."
        />
      </p>
      <div className={styles.notFoundActions}>
        <Link to="/" className="button">
          <FormattedMessage id="common.backToHome" defaultMessage="Back to Home" />
        </Link>
        <Link to="/#ask" className="button button-secondary">
          <FormattedMessage id="answer.page.askAnother" defaultMessage="Ask Another Question" />
        </Link>
      </div>
    </section>
  );
}
