// A form (Add Venue, Edit Entry, Add Content…) in a radix Dialog, controlled by the caller: the
// fields go in `children`; the dialog draws Cancel and the submit button, which shows
// `pendingLabel` and is disabled while `pending`.
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Dialog } from 'radix-ui';

import { XIcon } from '../../../components/ui/icons';
import { Button } from './button';
import styles from './dialog.module.css';

export interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Called on submit (the browser's own submission and validation are prevented). */
  onSubmit: () => void;
  onCancel: () => void;
  submitLabel: ReactNode;
  pendingLabel: ReactNode;
  pending: boolean;
  children: ReactNode;
  /** Wider dialog for long content (40rem instead of 28rem). */
  wide?: boolean;
}

export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  onSubmit,
  onCancel,
  submitLabel,
  pendingLabel,
  pending,
  children,
  wide = false,
}: FormDialogProps) {
  const intl = useIntl();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={`${styles.content} ${wide ? styles.wide : ''}`}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          {description && <Dialog.Description className={styles.description}>{description}</Dialog.Description>}
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              onSubmit();
            }}
          >
            <div className={styles.body}>{children}</div>
            <div className={styles.footer}>
              <Button variant="secondary" onClick={onCancel} disabled={pending}>
                <FormattedMessage id="admin.dialog.cancel" defaultMessage="Cancel" />
              </Button>
              <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
                {pending ? pendingLabel : submitLabel}
              </Button>
            </div>
          </form>
          <Dialog.Close className={styles.close} aria-label={intl.formatMessage({ id: 'admin.dialog.close', defaultMessage: 'Close' })}>
            <XIcon size={18} />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
