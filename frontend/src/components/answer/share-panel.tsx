// The answer's share panel (spec §4, §7): messaging, microblog, professional network and copy
// link up front; the social network, chat, e-mail and image download behind "More options".
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { ChevronDownIcon, ImageIcon, LinkIcon, MailIcon, ShareIcon } from '../ui/icons';
import { toast } from '../ui/toast';
import { copyText } from './copy-text';
import { cityMessages, personaMessages, type City, type Persona } from './options';
import { formatMonthlySavings } from './savings';
import { homeShareUrl, shareLinks, type ShareNetwork } from './share-links';
import styles from './share-panel.module.css';

export const COPIED_MS = 2000;

interface Props {
  question: string;
  persona: Persona;
  city: City;
  answer: string;
  savings: number | null | undefined;
}

function Mark({ network }: { network: ShareNetwork }) {
  const glyph: Record<ShareNetwork, ReactNode> = {
    messaging: (
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path
          d="M12 3.5a8.5 8.5 0 0 0-7.3 12.8L3.5 20.5l4.3-1.1A8.5 8.5 0 1 0 12 3.5z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
        <path d="M9.2 8.3c.3-.3.8-.3 1 .1l.7 1.5c.1.3 0 .6-.2.8l-.5.5a5 5 0 0 0 2.6 2.6l.5-.5c.2-.2.5-.3.8-.2l1.5.7c.4.2.4.7.1 1-.9 1-2.4 1-4.3-.3a9 9 0 0 1-2.5-2.5c-1.3-1.9-1.2-3.3-.2-4.2z" fill="currentColor" />
      </svg>
    ),
    microblog: (
      <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
        <path d="M4 4h4.5l11.5 16h-4.5zM19.5 4 13.6 10.6M4.5 20l5.9-6.6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    ),
    professional: <span className={styles.glyphText}>in</span>,
    social: <span className={styles.glyphText}>f</span>,
    chat: (
      <svg viewBox="0 0 24 24" width="15" height="15" aria-hidden="true" focusable="false">
        <path d="m21 4-3 16-6-5-3 4v-5.5L18 6 7.5 12.5 3 11z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      </svg>
    ),
    email: <MailIcon size={15} />,
  };
  return <span className={`${styles.mark} ${styles[network]}`}>{glyph[network]}</span>;
}

export function SharePanel({ question, persona, city, answer, savings }: Props) {
  const intl = useIntl();
  const [expanded, setExpanded] = useState(false);
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const moreId = useId();

  useEffect(() => () => clearTimeout(timer.current), []);

  const url = homeShareUrl(window.location.origin, { question, persona, city });
  const links = shareLinks({
    url,
    question,
    answer,
    context: `${intl.formatMessage(personaMessages[persona])} · ${intl.formatMessage(cityMessages[city])}`,
    savings:
      savings === null || savings === undefined
        ? ''
        : intl.formatMessage(
            { id: 'share.savingsLine', defaultMessage: 'Estimated savings: {savings}' },
            { savings: formatMonthlySavings(intl, savings) },
          ),
    subject: intl.formatMessage({ id: 'share.email.subject', defaultMessage: 'Food-waste advice from Batala' }),
  });

  const names: Record<ShareNetwork, string> = {
    messaging: intl.formatMessage({ id: 'share.network.messaging', defaultMessage: 'WhatsApp' }),
    microblog: intl.formatMessage({ id: 'share.network.microblog', defaultMessage: 'X' }),
    professional: intl.formatMessage({ id: 'share.network.professional', defaultMessage: 'LinkedIn' }),
    social: intl.formatMessage({ id: 'share.network.social', defaultMessage: 'Facebook' }),
    chat: intl.formatMessage({ id: 'share.network.chat', defaultMessage: 'Telegram' }),
    email: intl.formatMessage({ id: 'share.network.email', defaultMessage: 'Email' }),
  };

  const networkLink = (network: ShareNetwork) => {
    const external = network !== 'email';
    return (
      <a
        key={network}
        className={styles.option}
        href={links[network]}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        aria-label={intl.formatMessage({ id: 'share.on', defaultMessage: 'Share on {network}' }, { network: names[network] })}
      >
        <Mark network={network} />
        <span>{names[network]}</span>
      </a>
    );
  };

  const copyLink = async () => {
    try {
      await copyText(url);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
      toast({
        title: intl.formatMessage({ id: 'share.copied.toast', defaultMessage: 'Link copied to clipboard' }),
        variant: 'success',
      });
    } catch {
      toast({
        title: intl.formatMessage({ id: 'share.copyFailed.title', defaultMessage: 'Error' }),
        description: intl.formatMessage({ id: 'share.copyFailed.message', defaultMessage: 'Failed to copy link' }),
        variant: 'destructive',
      });
    }
  };

  const downloadImage = () =>
    toast({
      title: intl.formatMessage({ id: 'share.image.comingSoon.title', defaultMessage: 'Coming Soon' }),
      description: intl.formatMessage({
        id: 'share.image.comingSoon.message',
        defaultMessage: 'Image download feature will be available soon!',
      }),
    });

  return (
    <div className={styles.panel}>
      <h3 className={styles.title}>
        <ShareIcon size={18} />
        <FormattedMessage id="share.title" defaultMessage="Share this answer" />
      </h3>
      <div className={styles.options}>
        {networkLink('messaging')}
        {networkLink('microblog')}
        {networkLink('professional')}
        <button type="button" className={`${styles.option} ${copied ? styles.copied : ''}`} onClick={() => void copyLink()}>
          <span className={`${styles.mark} ${styles.copy}`}>
            <LinkIcon size={15} />
          </span>
          <span aria-live="polite">
            {copied ? (
              <FormattedMessage id="share.copied" defaultMessage="Copied!" />
            ) : (
              <FormattedMessage id="share.copyLink" defaultMessage="Copy link" />
            )}
          </span>
        </button>
      </div>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={expanded}
        aria-controls={moreId}
        onClick={() => setExpanded((open) => !open)}
      >
        {expanded ? (
          <FormattedMessage id="share.fewer" defaultMessage="Fewer options" />
        ) : (
          <FormattedMessage id="share.more" defaultMessage="More options" />
        )}
        <span className={`${styles.chevron} ${expanded ? styles.chevronOpen : ''}`}>
          <ChevronDownIcon size={16} />
        </span>
      </button>
      <div id={moreId} className={styles.options} hidden={!expanded}>
        {networkLink('social')}
        {networkLink('chat')}
        {networkLink('email')}
        <button type="button" className={styles.option} onClick={downloadImage}>
          <span className={`${styles.mark} ${styles.copy}`}>
            <ImageIcon size={15} />
          </span>
          <span>
            <FormattedMessage id="share.image" defaultMessage="Download as image" />
          </span>
        </button>
      </div>
    </div>
  );
}
