import { useIntl } from 'react-intl';

import styles from './answer-page.module.css';

/** The page's shape while the answer loads. */
export function AnswerSkeleton() {
  const intl = useIntl();
  return (
    <div
      className={`container ${styles.page}`}
      aria-busy="true"
      aria-label={intl.formatMessage({ id: 'answer.page.loading', defaultMessage: 'Loading answer' })}
      role="status"
    >
      <div className={styles.skeletonCard}>
        <span className={`${styles.bone} ${styles.boneShort}`} />
        <span className={`${styles.bone} ${styles.boneTitle}`} />
        <span className={`${styles.bone} ${styles.boneTitle} ${styles.boneHalf}`} />
        <span className={`${styles.bone} ${styles.boneMeta}`} />
        <span className={styles.bone} />
        <span className={styles.bone} />
        <span className={`${styles.bone} ${styles.boneHalf}`} />
      </div>
      <div className={styles.skeletonCard}>
        <span className={`${styles.bone} ${styles.boneShort}`} />
        <span className={styles.bone} />
        <span className={styles.bone} />
      </div>
    </div>
  );
}
