// A dialog holding a form (Add Venue, Edit Entry…) on radix Dialog. Controlled by the caller.
// Put the fields in `children` and the Cancel/submit buttons in `footer`; wrap both in your
// own <form> by passing `onSubmit`.
import type { FormEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Dialog } from 'radix-ui';

import { XIcon } from '../../../components/ui/icons';
import styles from './dialog.module.css';

export interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** When given, children and footer sit in a <form> that calls it (default prevented). */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
  /** The buttons; a submit button there submits the form. */
  footer?: ReactNode;
  /** Wider dialog for long content (40rem instead of 28rem). */
  wide?: boolean;
}

export function FormDialog({ open, onOpenChange, title, description, onSubmit, children, footer, wide = false }: FormDialogProps) {
  const intl = useIntl();
  const body = (
    <>
      <div className={styles.body}>{children}</div>
      {footer && <div className={styles.footer}>{footer}</div>}
    </>
  );
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
          {onSubmit ? (
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                onSubmit(event);
              }}
            >
              {body}
            </form>
          ) : (
            body
          )}
          <Dialog.Close className={styles.close} aria-label={intl.formatMessage({ id: 'admin.dialog.close', defaultMessage: 'Close' })}>
            <XIcon size={18} />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
