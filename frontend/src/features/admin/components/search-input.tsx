// A labelled search box. It reports every keystroke: debounce with useDebouncedValue() when the
// search goes to the server.
import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';

import { SearchIcon, XIcon } from '../../../components/ui/icons';
import styles from './search-input.module.css';

const messages = defineMessages({
  clear: { id: 'admin.search.clear', defaultMessage: 'Clear search' },
});

export interface SearchInputProps {
  value: string;
  onChange: (value: string) => void;
  /** The accessible name, e.g. "Search questions" (visually hidden). */
  label: string;
  placeholder?: string;
}

export function SearchInput({ value, onChange, label, placeholder }: SearchInputProps) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className={styles.wrap}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <span className={styles.icon}>
        <SearchIcon size={18} />
      </span>
      <input
        id={id}
        type="search"
        className={styles.input}
        value={value}
        placeholder={placeholder ?? label}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
      {value && (
        <button
          type="button"
          className={styles.clear}
          aria-label={intl.formatMessage(messages.clear)}
          onClick={() => onChange('')}
        >
          <XIcon size={16} />
        </button>
      )}
    </div>
  );
}
