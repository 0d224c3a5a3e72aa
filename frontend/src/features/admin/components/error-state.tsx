// A list that failed to load: the message (announced) and a Try Again button when given onRetry.
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

import { AlertIcon } from '../../../components/ui/icons';
import { Button } from './button';
import styles from './states.module.css';

export interface ErrorStateProps {
  /** E.g. 'Error loading questions. Please try again.' */
  message: ReactNode;
  /** Shows a Try Again button that calls this (e.g. SWR's mutate). */
  onRetry?: (() => void) | undefined;
}

export function ErrorState({ message, onRetry }: ErrorStateProps) {
  return (
    <div className={`${styles.box} ${styles.error}`} role="alert">
      <span className={styles.iconWrap}>
        <AlertIcon size={28} />
      </span>
      <p className={styles.text}>{message}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          <FormattedMessage id="admin.error.retry" defaultMessage="Try Again" />
        </Button>
      )}
    </div>
  );
}
