import type { ComponentType } from 'react';
import { FormattedMessage, defineMessages, useIntl, type MessageDescriptor } from 'react-intl';

import { ComingSoonCard } from './coming-soon-card';
import { BulbIcon, FlagIcon, PinIcon, type IconProps } from './icons';
import styles from './learning-hub-section.module.css';

const messages = defineMessages({
  quizName: { id: 'home.engagement.quiz.name', defaultMessage: 'Knowledge Quiz' },
  quizText: { id: 'home.engagement.quiz.description', defaultMessage: 'Five quick questions to test what you know.' },
  challengesName: { id: 'home.engagement.challenges.name', defaultMessage: 'Challenges' },
  challengesText: {
    id: 'home.engagement.challenges.description',
    defaultMessage: 'Week-long to month-long goals for your team.',
  },
  vendorsName: { id: 'home.engagement.vendors.name', defaultMessage: 'Local Vendors' },
  vendorsText: {
    id: 'home.engagement.vendors.description',
    defaultMessage: 'Donation, composting and surplus partners near you.',
  },
});

interface Tab {
  key: string;
  Icon: ComponentType<IconProps>;
  name: MessageDescriptor;
  description: MessageDescriptor;
}

const TABS: Tab[] = [
  { key: 'quiz', Icon: BulbIcon, name: messages.quizName, description: messages.quizText },
  { key: 'challenges', Icon: FlagIcon, name: messages.challengesName, description: messages.challengesText },
  { key: 'vendors', Icon: PinIcon, name: messages.vendorsName, description: messages.vendorsText },
];

/** Anchor `engagement`: the learning hub, previewing its three tabs until they arrive. */
export function LearningHubSection() {
  const intl = useIntl();
  const preview = (
    <ul className={styles.tabs} aria-label={intl.formatMessage({ id: 'home.engagement.previewLabel', defaultMessage: 'In the Learning Hub' })}>
      {TABS.map(({ key, Icon, name, description }) => (
        <li key={key} className={styles.tab}>
          <span className={styles.icon}>
            <Icon size={22} />
          </span>
          <span className={styles.text}>
            <span className={styles.name}>{intl.formatMessage(name)}</span>
            <span className={styles.description}>{intl.formatMessage(description)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
  return (
    <section id="engagement" className="section" aria-labelledby="engagement-title">
      <div className="container">
        <h2 id="engagement-title" className="section-title">
          <FormattedMessage id="home.engagement.title" defaultMessage="Learning Hub" />
        </h2>
        <p className="section-lead">
          <FormattedMessage
            id="home.engagement.lead"
            defaultMessage="Build food-saving habits: test your knowledge, take on a challenge and find local partners for your surplus."
          />
        </p>
        <ComingSoonCard preview={preview}>
          <FormattedMessage id="home.engagement.comingSoon" defaultMessage="The Learning Hub opens soon." />
        </ComingSoonCard>
      </div>
    </section>
  );
}
