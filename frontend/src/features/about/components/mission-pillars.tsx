import type { ReactNode } from 'react';
import { FormattedMessage, defineMessages, useIntl, type MessageDescriptor } from 'react-intl';

import { AwarenessIcon, BusinessIcon, CommunityIcon, SproutIcon } from '../../../components/ui/icons/first-load';
import styles from './mission-pillars.module.css';
import shared from './shared.module.css';

const messages = defineMessages({
  awarenessTitle: { id: 'about.mission.awareness.title', defaultMessage: 'Raise Awareness' },
  awarenessText: {
    id: 'about.mission.awareness.text',
    defaultMessage:
      'Make the scale of food waste in the UAE, and what anyone can do about it, clear to everyone who buys, cooks or serves food.',
  },
  businessesTitle: { id: 'about.mission.businesses.title', defaultMessage: 'Empower Businesses' },
  businessesText: {
    id: 'about.mission.businesses.text',
    defaultMessage:
      'Give restaurants, hotels, caterers and retailers sourced, practical answers, and a calculator that puts a figure on what they could save.',
  },
  communitiesTitle: { id: 'about.mission.communities.title', defaultMessage: 'Connect Communities' },
  communitiesText: {
    id: 'about.mission.communities.text',
    defaultMessage:
      'Link kitchens with donation, composting and surplus partners, and bring people together through events and challenges.',
  },
  changeTitle: { id: 'about.mission.change.title', defaultMessage: 'Inspire Change' },
  changeText: {
    id: 'about.mission.change.text',
    defaultMessage: 'Celebrate progress on the leaderboard, so that every venue’s gains encourage the next one to act.',
  },
});

interface Pillar {
  key: string;
  icon: ReactNode;
  title: MessageDescriptor;
  text: MessageDescriptor;
}

const PILLARS: readonly Pillar[] = [
  { key: 'awareness', icon: <AwarenessIcon size={24} />, title: messages.awarenessTitle, text: messages.awarenessText },
  { key: 'businesses', icon: <BusinessIcon size={24} />, title: messages.businessesTitle, text: messages.businessesText },
  { key: 'communities', icon: <CommunityIcon size={24} />, title: messages.communitiesTitle, text: messages.communitiesText },
  { key: 'change', icon: <SproutIcon size={24} />, title: messages.changeTitle, text: messages.changeText },
];

export function MissionPillars() {
  const intl = useIntl();
  return (
    <section id="mission" className={shared.band} aria-labelledby="about-mission-title">
      <div className="container">
        <header className={shared.header}>
          <p className={shared.kicker}>
            <FormattedMessage id="about.mission.kicker" defaultMessage="Why we exist" />
          </p>
          <h2 id="about-mission-title" className="section-title">
            <FormattedMessage id="about.mission.title" defaultMessage="Our mission" />
          </h2>
          <p className={`section-lead ${shared.lead}`}>
            <FormattedMessage
              id="about.mission.lead"
              defaultMessage="Batala exists to help the UAE waste less food and keep the food it serves safe: one kitchen, one household and one answer at a time."
            />
          </p>
        </header>

        <ul className={`${shared.grid} ${styles.list}`}>
          {PILLARS.map((pillar, index) => (
            <li key={pillar.key} className={`card ${styles.pillar}`}>
              <div className={styles.top}>
                <span className={shared.iconBadge}>{pillar.icon}</span>
                <span className={styles.number} aria-hidden="true">
                  {intl.formatNumber(index + 1, { minimumIntegerDigits: 2 })}
                </span>
              </div>
              <h3 className={shared.cardTitle}>{intl.formatMessage(pillar.title)}</h3>
              <p className={shared.cardText}>{intl.formatMessage(pillar.text)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
