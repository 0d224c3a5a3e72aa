import type { ReactNode } from 'react';

import { ClockIcon } from '../../../components/ui/icons';
import styles from './coming-soon-card.module.css';

interface Props {
  /** One muted line saying what arrives here. */
  children: ReactNode;
  /** Optional preview shown above the line. */
  preview?: ReactNode;
}

/** The empty container a section's feature will fill later. */
export function ComingSoonCard({ children, preview }: Props) {
  return (
    <div className={`card ${styles.card}`}>
      {preview}
      <p className={styles.line}>
        <span className={styles.icon}>
          <ClockIcon size={18} />
        </span>
        <span>{children}</span>
      </p>
    </div>
  );
}
