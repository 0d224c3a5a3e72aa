import { FormattedMessage, useIntl } from 'react-intl';

import styles from './stats-banner.module.css';

/** The three marketing figures, each a big number over its label. */
export function StatsBanner() {
  const intl = useIntl();
  return (
    <ul className={styles.banner} aria-label={intl.formatMessage({ id: 'home.stats.label', defaultMessage: 'Batala in numbers' })}>
      <li className={styles.stat}>
        <span className={styles.figure}>
          <FormattedMessage id="home.stats.wasteReduction.value" defaultMessage="25%" />
        </span>
        <span className={styles.caption}>
          <FormattedMessage id="home.stats.wasteReduction.label" defaultMessage="Average waste reduction" />
        </span>
      </li>
      <li className={styles.stat}>
        <span className={styles.figure}>
          <FormattedMessage id="home.stats.saved.value" defaultMessage="AED 50K" />
        </span>
        <span className={styles.caption}>
          <FormattedMessage id="home.stats.saved.label" defaultMessage="Saved per month" />
        </span>
      </li>
      <li className={styles.stat}>
        <span className={styles.figure}>
          <FormattedMessage id="home.stats.businesses.value" defaultMessage="500+" />
        </span>
        <span className={styles.caption}>
          <FormattedMessage id="home.stats.businesses.label" defaultMessage="Businesses helped" />
        </span>
      </li>
    </ul>
  );
}
