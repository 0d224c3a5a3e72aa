// A spinner and a line such as 'Loading questions...', announced politely.
import type { ReactNode } from 'react';

import styles from './states.module.css';

export interface LoadingStateProps {
  label: ReactNode;
  /** Centres it in most of the screen (the guard's 'Checking authentication...'). */
  fullScreen?: boolean;
}

export function LoadingState({ label, fullScreen = false }: LoadingStateProps) {
  return (
    <div className={`${styles.loading} ${fullScreen ? styles.fullScreen : ''}`} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
