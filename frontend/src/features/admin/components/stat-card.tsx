// One figure with its label: "Total Questions 128". Numbers are formatted in the active locale.
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

import { formatNumber } from '../../../lib/format';
import styles from './stat-card.module.css';

export interface StatCardProps {
  label: ReactNode;
  /** A number (formatted here, Latin digits) or any text; ignored while loading. */
  value?: number | string | null | undefined;
  /** Shown beside the label, e.g. <StatusBadge tone="danger">Urgent</StatusBadge>. */
  badge?: ReactNode;
  /** A decorative icon in the corner. */
  icon?: ReactNode;
  /** A line under the value ("12 unique users"). */
  hint?: ReactNode;
  /** Shows a placeholder instead of the value. */
  loading?: boolean;
}

export function StatCard({ label, value, badge, icon, hint, loading = false }: StatCardProps) {
  const intl = useIntl();
  const shown = typeof value === 'number' ? formatNumber(intl, value) : (value ?? '–');
  return (
    <div className={styles.card} aria-busy={loading || undefined}>
      <div className={styles.top}>
        <span className={styles.label}>{label}</span>
        {icon && <span className={styles.icon}>{icon}</span>}
      </div>
      {loading ? (
        <span className={styles.placeholder} aria-hidden="true" />
      ) : (
        <div className={styles.valueRow}>
          <span className={styles.value}>{shown}</span>
          {badge}
        </div>
      )}
      {hint && !loading && <p className={styles.hint}>{hint}</p>}
    </div>
  );
}

/** A responsive grid for stat cards: 4 across on wide screens, 2 on tablets and phones. */
export function StatGrid({ children }: { children: ReactNode }) {
  return <div className={styles.grid}>{children}</div>;
}
