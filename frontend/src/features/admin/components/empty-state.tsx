// What a list shows when it has nothing: an icon, a title, a line, and an optional action.
import type { ReactNode } from 'react';

import { InboxIcon } from '../../../components/ui/icons';
import styles from './states.module.css';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** E.g. a "Clear Filters" <Button>. */
  action?: ReactNode;
  /** Replaces the inbox icon. */
  icon?: ReactNode;
}

export function EmptyState({ title, description, action, icon }: EmptyStateProps) {
  return (
    <div className={styles.box}>
      <span className={styles.iconWrap}>{icon ?? <InboxIcon size={28} />}</span>
      <h2 className={styles.title}>{title}</h2>
      {description && <p className={styles.text}>{description}</p>}
      {action}
    </div>
  );
}
