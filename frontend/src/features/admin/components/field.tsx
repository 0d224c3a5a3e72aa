// A labelled form field: label, the control you pass, a hint and an error (linked by id).
// Style inputs with `inputClass` (text, url, number, month, textarea).
import type { ReactNode } from 'react';

import styles from './field.module.css';

export const inputClass = styles.input;

export interface FieldProps {
  /** The control's id: the label points at it, and `${id}-error` / `${id}-hint` name the lines below. */
  id: string;
  label: ReactNode;
  /** Marks the label with an asterisk. */
  required?: boolean;
  hint?: ReactNode;
  /** The validation message; give the control aria-invalid and aria-describedby={`${id}-error`}. */
  error?: ReactNode;
  children: ReactNode;
}

export function Field({ id, label, required = false, hint, error, children }: FieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** A row of filters or fields that wraps on narrow screens. */
export function Toolbar({ children }: { children: ReactNode }) {
  return <div className={styles.toolbar}>{children}</div>;
}
