// Notifications as the spec sets them: one visible at a time, 5 s, swipe 50 px, F8 to focus,
// region label "Notification". Any feature calls `toast(...)`.
import { useSyncExternalStore, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Toast as RadixToast } from 'radix-ui';

import styles from './toast.module.css';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
}

interface ToastItem extends ToastOptions {
  id: number;
}

let current: ToastItem | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Shows a toast, replacing the one on screen. */
export function toast(options: ToastOptions): void {
  current = { ...options, id: nextId++ };
  emit();
}

function dismiss(id: number) {
  if (current?.id === id) {
    current = null;
    emit();
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const TOAST_DURATION_MS = 5000;

export function Toaster({ children }: { children: ReactNode }) {
  const item = useSyncExternalStore(subscribe, () => current, () => null);
  const intl = useIntl();
  return (
    <RadixToast.Provider
      duration={TOAST_DURATION_MS}
      swipeThreshold={50}
      swipeDirection={intl.locale.startsWith('ar') ? 'left' : 'right'}
      label={intl.formatMessage({ id: 'toast.regionLabel', defaultMessage: 'Notification' })}
    >
      {children}
      {item && (
        <RadixToast.Root
          key={item.id}
          className={`${styles.toast} ${item.variant === 'destructive' ? styles.destructive : ''} ${item.variant === 'success' ? styles.success : ''}`}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismiss(item.id);
          }}
        >
          <RadixToast.Title className={styles.title}>{item.title}</RadixToast.Title>
          {item.description && <RadixToast.Description className={styles.description}>{item.description}</RadixToast.Description>}
          <RadixToast.Close
            className={styles.close}
            aria-label={intl.formatMessage({ id: 'toast.close', defaultMessage: 'Close' })}
          >
            ×
          </RadixToast.Close>
        </RadixToast.Root>
      )}
      <RadixToast.Viewport className={styles.viewport} hotkey={['F8']} />
    </RadixToast.Provider>
  );
}
