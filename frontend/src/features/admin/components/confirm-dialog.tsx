// "Are you sure?" on radix AlertDialog. Controlled: the caller opens it, and closes it when the
// action is done (or leaves it open to show `pending`). Cancel and Escape close it.
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { AlertDialog } from 'radix-ui';

import { Button } from './button';
import styles from './dialog.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** The question, e.g. 'Are you sure you want to delete this venue? …' */
  description: ReactNode;
  /** The confirm button's text, e.g. "Delete". */
  confirmLabel: ReactNode;
  /** Defaults to "Cancel". */
  cancelLabel?: ReactNode;
  /** Called on confirm; the dialog does not close by itself. */
  onConfirm: () => void;
  /** A red confirm button (deletions). */
  destructive?: boolean;
  /** Disables both buttons while the action runs. */
  pending?: boolean;
  /** Extra content between the question and the buttons (e.g. an optional note field). */
  children?: ReactNode;
}

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  destructive = false,
  pending = false,
  children,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content className={styles.content}>
          <AlertDialog.Title className={styles.title}>{title}</AlertDialog.Title>
          <AlertDialog.Description className={styles.description}>{description}</AlertDialog.Description>
          {children}
          <div className={styles.footer}>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={pending}>
                {cancelLabel ?? <FormattedMessage id="admin.dialog.cancel" defaultMessage="Cancel" />}
              </Button>
            </AlertDialog.Cancel>
            <Button variant={destructive ? 'danger' : 'primary'} disabled={pending} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
