import { FormattedMessage, useIntl } from 'react-intl';

import { formatPercent } from '../../lib/format';
import styles from './confidence-badge.module.css';

/** The answer's confidence (0–1) as a rounded percent, coloured high / medium / low. */
export function ConfidenceBadge({ confidence }: { confidence: number }) {
  const intl = useIntl();
  const ratio = Math.min(1, Math.max(0, Number.isFinite(confidence) ? confidence : 0));
  const level = ratio >= 0.75 ? styles.high : ratio >= 0.5 ? styles.medium : styles.low;
  return (
    <span className={`${styles.badge} ${level}`}>
      <span className={styles.dot} aria-hidden="true" />
      <FormattedMessage
        id="answer.confidence"
        defaultMessage="{percent} confidence"
        values={{ percent: formatPercent(intl, Math.round(ratio * 100) / 100) }}
      />
    </span>
  );
}
