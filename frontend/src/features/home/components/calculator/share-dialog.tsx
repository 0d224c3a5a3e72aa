// The share dialog of the calculator and the leaderboard (spec §2, §4): the message, the
// microblog, professional and social networks, and copy text / copy link, each confirming
// "Copied!" for 2 seconds.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, defineMessages, useIntl } from 'react-intl';
import { Dialog } from 'radix-ui';

import { toast } from '../../../../components/ui/toast';
import { copyText } from './copy-text';
import { SHARE_NETWORKS, shareLinks, type ShareNetwork } from './share-links';
import { untyped } from './messages';
import styles from './share-dialog.module.css';

export const COPIED_MS = 2000;

const networkMessages = untyped(defineMessages({
  microblog: { id: 'calculator.share.network.microblog', defaultMessage: 'X (Twitter)' },
  professional: { id: 'calculator.share.network.professional', defaultMessage: 'LinkedIn' },
  social: { id: 'calculator.share.network.social', defaultMessage: 'Facebook' },
}));

const labels = untyped(defineMessages({
  shareOn: { id: 'calculator.share.shareOn', defaultMessage: 'Share on {network} (opens in a new tab)' },
  copyText: { id: 'calculator.share.copyText', defaultMessage: 'Copy text' },
  copyLink: { id: 'calculator.share.copyLink', defaultMessage: 'Copy link' },
  copied: { id: 'calculator.share.copied', defaultMessage: 'Copied!' },
  copyFailedTitle: { id: 'calculator.share.copyFailedTitle', defaultMessage: 'Copy failed' },
  copyFailed: { id: 'calculator.share.copyFailed', defaultMessage: 'Failed to copy' },
  close: { id: 'calculator.share.close', defaultMessage: 'Close' },
  messageLabel: { id: 'calculator.share.messageLabel', defaultMessage: 'Message' },
}));

function NetworkMark({ network }: { network: ShareNetwork }) {
  if (network === 'microblog') {
    return (
      <span className={`${styles.mark} ${styles.microblog}`}>
        <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
          <path d="M4 4h4.5l11.5 16h-4.5zM19.5 4 13.6 10.6M4.5 20l5.9-6.6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </span>
    );
  }
  return (
    <span className={`${styles.mark} ${styles[network]}`} aria-hidden="true">
      {network === 'professional' ? 'in' : 'f'}
    </span>
  );
}

function CopyIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <rect x="8.5" y="8.5" width="11" height="11" rx="2" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M15.5 8.5V6a1.5 1.5 0 0 0-1.5-1.5H6A1.5 1.5 0 0 0 4.5 6v8A1.5 1.5 0 0 0 6 15.5h2.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  );
}

function LinkIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="m5 12.5 4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** The message shared and copied; the link follows it. */
  text: string;
  /** Where the shared link leads. */
  url: string;
}

type Copied = 'text' | 'link' | null;

export function ShareDialog({ open, onOpenChange, title, description, text, url }: Props) {
  const intl = useIntl();
  const [copied, setCopied] = useState<Copied>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const links = shareLinks(text, url);

  const copy = async (what: Exclude<Copied, null>) => {
    try {
      await copyText(what === 'text' ? `${text}\n${url}` : url);
      clearTimeout(timer.current);
      setCopied(what);
      timer.current = setTimeout(() => setCopied(null), COPIED_MS);
    } catch {
      toast({
        title: intl.formatMessage(labels.copyFailedTitle),
        description: intl.formatMessage(labels.copyFailed),
        variant: 'destructive',
      });
    }
  };

  const copyButton = (what: Exclude<Copied, null>) => {
    const done = copied === what;
    return (
      <button type="button" className={`${styles.copy} ${done ? styles.done : ''}`} onClick={() => void copy(what)}>
        {done ? <CheckIcon /> : what === 'text' ? <CopyIcon /> : <LinkIcon />}
        <span>{intl.formatMessage(done ? labels.copied : what === 'text' ? labels.copyText : labels.copyLink)}</span>
      </button>
    );
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) setCopied(null);
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content}>
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={intl.formatMessage(labels.close)}>
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6 6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </div>
          <Dialog.Description className={styles.description}>{description}</Dialog.Description>

          <figure className={styles.preview}>
            <figcaption className="visually-hidden">{intl.formatMessage(labels.messageLabel)}</figcaption>
            <p className={styles.previewText}>{text}</p>
            <p className={styles.previewUrl} dir="ltr">
              {url}
            </p>
          </figure>

          <ul className={styles.networks}>
            {SHARE_NETWORKS.map((network) => {
              const name = intl.formatMessage(networkMessages[network]);
              return (
                <li key={network}>
                  <a
                    className={styles.network}
                    href={links[network]}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={intl.formatMessage(labels.shareOn, { network: name })}
                  >
                    <NetworkMark network={network} />
                    <span>{name}</span>
                  </a>
                </li>
              );
            })}
          </ul>

          <div className={styles.copyRow}>
            {copyButton('text')}
            {copyButton('link')}
          </div>
          <p className="visually-hidden" aria-live="polite">
            {copied ? <FormattedMessage id="calculator.share.copiedAnnouncement" defaultMessage="Copied to the clipboard." /> : null}
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
