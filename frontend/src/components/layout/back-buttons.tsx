import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

import styles from './back-buttons.module.css';

// The buttons float over the text, so they appear only once the reader has scrolled away from the top.
const SHOW_AFTER_PX = 320;

function useScrolledPast(offset: number) {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > offset);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [offset]);
  return past;
}

/** On pages other than home: back to the top of this page, and back to home. */
export function BackButtons() {
  const intl = useIntl();
  const visible = useScrolledPast(SHOW_AFTER_PX);
  return (
    <div className={styles.group} data-visible={visible} aria-hidden={!visible || undefined} inert={!visible || undefined}>
      <button
        type="button"
        className={styles.button}
        onClick={() => window.scrollTo({ top: 0 })}
        aria-label={intl.formatMessage({ id: 'common.backToTop', defaultMessage: 'Back to top' })}
        title={intl.formatMessage({ id: 'common.backToTop', defaultMessage: 'Back to top' })}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M12 19V5M5 12l7-7 7 7" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
        </svg>
      </button>
      <Link
        to="/"
        className={styles.button}
        aria-label={intl.formatMessage({ id: 'common.backToHome', defaultMessage: 'Back to Home' })}
        title={intl.formatMessage({ id: 'common.backToHome', defaultMessage: 'Back to Home' })}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M3 11l9-8 9 8M5 9.5V21h5v-6h4v6h5V9.5" stroke="currentColor" strokeWidth="2" fill="none" strokeLinejoin="round" />
        </svg>
      </Link>
    </div>
  );
}
