// A labelled dropdown on radix Select: keyboard and screen-reader friendly, mirrored in Arabic.
// The trigger is a `combobox` named by the <label htmlFor={id}> the caller renders.
//
// radix Select brings a positioning engine, so it is a chunk of its own, loaded when a visitor
// first reaches for a dropdown (pointer over it, focus, touch). Until then a look-alike trigger
// stands in; a click or key press on it opens the real dropdown as soon as it has loaded, and
// focus carries over.
import { lazy, Suspense, useState, useSyncExternalStore, type KeyboardEvent } from 'react';

import styles from './select-field.module.css';

const RadixSelect = lazy(() => import('./radix-select'));

let requested = false;
const listeners = new Set<() => void>();

/** Loads the dropdowns now: every SelectField switches to the real one. */
export function preloadSelect(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export interface SelectOption<T extends string> {
  value: T;
  label: string;
}

export interface SelectFieldProps<T extends string> {
  id: string;
  value: T | '';
  onChange: (value: T) => void;
  options: readonly SelectOption<T>[];
  placeholder: string;
  disabled?: boolean | undefined;
  /** Sent with a native form post (radix renders a hidden select). */
  name?: string | undefined;
}

export function SelectField<T extends string>(props: SelectFieldProps<T>) {
  const active = useSyncExternalStore(subscribe, () => requested, () => false);
  const [wantOpen, setWantOpen] = useState(false);
  const [focused, setFocused] = useState(false);
  const selected = props.options.find((option) => option.value === props.value);

  const open = () => {
    setWantOpen(true);
    preloadSelect();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (['Enter', ' ', 'ArrowDown', 'ArrowUp'].includes(event.key)) {
      event.preventDefault();
      open();
    }
  };

  const standIn = (
    <button
      type="button"
      id={props.id}
      className={styles.trigger}
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="none"
      data-standin=""
      data-placeholder={selected ? undefined : ''}
      disabled={props.disabled}
      onPointerEnter={preloadSelect}
      onPointerDown={open}
      onClick={open}
      onKeyDown={onKeyDown}
      onFocus={() => {
        setFocused(true);
        preloadSelect();
      }}
      onBlur={() => setFocused(false)}
    >
      <span>{selected?.label ?? props.placeholder}</span>
      <span className={styles.icon} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
    </button>
  );

  return (
    <Suspense fallback={standIn}>
      {active ? (
        <RadixSelect
          {...(props as unknown as SelectFieldProps<string>)}
          defaultOpen={wantOpen}
          autoFocus={focused}
        />
      ) : (
        standIn
      )}
    </Suspense>
  );
}
