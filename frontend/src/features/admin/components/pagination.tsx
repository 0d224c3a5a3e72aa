// Previous / Next and a sliding window of up to 5 page buttons. Hidden when there is one page.
import { defineMessages, useIntl } from 'react-intl';

import { ChevronForwardIcon } from '../../../components/ui/icons';
import { formatNumber } from '../../../lib/format';
import { untyped } from './messages';
import { pageWindow } from './pagination-window';
import styles from './pagination.module.css';

const messages = untyped(defineMessages({
  label: { id: 'admin.pagination.label', defaultMessage: 'Pagination' },
  previous: { id: 'admin.pagination.previous', defaultMessage: 'Previous' },
  next: { id: 'admin.pagination.next', defaultMessage: 'Next' },
  page: { id: 'admin.pagination.page', defaultMessage: 'Page {page}' },
  summary: { id: 'admin.pagination.summary', defaultMessage: 'Page {page} of {pages}' },
}));

export interface PaginationProps {
  /** The current page, 1-based. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** At most this many numbered buttons (5). */
  maxButtons?: number;
}

export function Pagination({ page, totalPages, onPageChange, maxButtons = 5 }: PaginationProps) {
  const intl = useIntl();
  if (totalPages <= 1) return null;
  const pages = pageWindow(page, totalPages, maxButtons);
  return (
    <nav className={styles.nav} aria-label={intl.formatMessage(messages.label)}>
      <button
        type="button"
        className={styles.step}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <span className={styles.back}>
          <ChevronForwardIcon size={16} />
        </span>
        {intl.formatMessage(messages.previous)}
      </button>
      <ul className={styles.pages}>
        {pages.map((n) => (
          <li key={n}>
            <button
              type="button"
              className={`${styles.pageButton} ${n === page ? styles.current : ''}`}
              aria-current={n === page ? 'page' : undefined}
              aria-label={intl.formatMessage(messages.page, { page: formatNumber(intl, n) })}
              onClick={() => onPageChange(n)}
            >
              {formatNumber(intl, n)}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={styles.step}
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
      >
        {intl.formatMessage(messages.next)}
        <span className={styles.forward}>
          <ChevronForwardIcon size={16} />
        </span>
      </button>
      <span className={styles.summary}>
        {intl.formatMessage(messages.summary, { page: formatNumber(intl, page), pages: formatNumber(intl, totalPages) })}
      </span>
    </nav>
  );
}
