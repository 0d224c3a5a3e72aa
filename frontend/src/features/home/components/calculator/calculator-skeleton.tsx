// What the calculator's place shows while its chunk loads: the same outline, so nothing jumps.
import { useIntl } from 'react-intl';

import styles from './calculator-skeleton.module.css';

export function CalculatorSkeleton() {
  const intl = useIntl();
  return (
    <div
      className={styles.layout}
      role="status"
      aria-label={intl.formatMessage({ id: 'calculator.loading', defaultMessage: 'Loading the calculator…' })}
    >
      <div className={`card ${styles.form}`}>
        <span className={styles.line} />
        <span className={styles.box} />
        <span className={styles.line} />
        <span className={styles.box} />
        <span className={styles.button} />
      </div>
      <div className={styles.panel} />
    </div>
  );
}
