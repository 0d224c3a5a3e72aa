import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';

import styles from './not-found-page.module.css';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <section className={`section container ${styles.page}`}>
      <p className={styles.code} aria-hidden="true">404</p>
      <h1 className={styles.title}>
        <FormattedMessage id="notFound.title" defaultMessage="404 Page Not Found" />
      </h1>
      <p className={styles.hint}>
        <FormattedMessage
          id="notFound.hint"
          defaultMessage="Nothing lives at {path}. If this page should exist, add it to the router in src/app/router.tsx."
          values={{ path: <code dir="ltr">{pathname}</code> }}
        />
      </p>
      <Link className="button" to="/">
        <FormattedMessage id="common.backToHome" defaultMessage="Back to Home" />
      </Link>
    </section>
  );
}
