import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

import styles from './about-cta.module.css';

export function AboutCta() {
  return (
    <section className={styles.cta} aria-labelledby="about-cta-title">
      <div className={`container ${styles.inner}`}>
        <h2 id="about-cta-title" className={styles.title}>
          <FormattedMessage id="about.cta.title" defaultMessage="Ready to waste less food?" />
        </h2>
        <p className={styles.text}>
          <FormattedMessage
            id="about.cta.text"
            defaultMessage="Ask your first question in seconds, or see what cutting food waste could save your venue."
          />
        </p>
        <div className={styles.actions}>
          <Link className={`button ${styles.primary}`} to="/">
            <FormattedMessage id="about.cta.getStarted" defaultMessage="Get Started Today" />
            <svg className={styles.arrow} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="M5 12h14M13 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </Link>
          <Link className={`button ${styles.secondary}`} to="/#calculator">
            <FormattedMessage id="about.cta.calculate" defaultMessage="Calculate Your Savings" />
          </Link>
        </div>
      </div>
    </section>
  );
}
