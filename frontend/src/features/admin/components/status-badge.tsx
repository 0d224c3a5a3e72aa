// A small coloured label: a status, a count, 'Urgent'.
import type { ReactNode } from 'react';

import styles from './status-badge.module.css';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info' | 'accent';

export interface StatusBadgeProps {
  /** neutral (grey, the default), success (green), warning (amber), danger (red), info (teal), accent (violet). */
  tone?: BadgeTone;
  /** An icon before the text. */
  icon?: ReactNode;
  children: ReactNode;
}

export function StatusBadge({ tone = 'neutral', icon, children }: StatusBadgeProps) {
  return (
    <span className={`${styles.badge} ${styles[tone]}`}>
      {icon}
      {children}
    </span>
  );
}
