import type { ComponentType } from 'react';
import { FormattedMessage, defineMessages, useIntl, type MessageDescriptor } from 'react-intl';

import {
  CalculatorIcon,
  ChatIcon,
  LeafIcon,
  ShieldCheckIcon,
  TrendUpIcon,
  TrophyIcon,
} from '../../../components/ui/icons/first-load';
import type { IconProps } from '../../../components/ui/icons/icon';
import styles from './features-grid.module.css';

const messages = defineMessages({
  expertTitle: { id: 'home.features.expert.title', defaultMessage: 'Expert Q&A' },
  expertText: {
    id: 'home.features.expert.description',
    defaultMessage: 'Ask any food-waste or food-safety question and get a sourced answer with steps you can act on today.',
  },
  calculatorTitle: { id: 'home.features.calculator.title', defaultMessage: 'Savings Calculator' },
  calculatorText: {
    id: 'home.features.calculator.description',
    defaultMessage: 'Estimate how much your venue could save in AED each month by throwing away less food.',
  },
  leaderboardTitle: { id: 'home.features.leaderboard.title', defaultMessage: 'Leaderboard' },
  leaderboardText: {
    id: 'home.features.leaderboard.description',
    defaultMessage: 'See how venues across the UAE rank every month on their sustainability score.',
  },
  sustainabilityTitle: { id: 'home.features.sustainability.title', defaultMessage: 'Sustainability Focus' },
  sustainabilityText: {
    id: 'home.features.sustainability.description',
    defaultMessage: 'Advice shaped by the UAE’s national priorities for food security and waste reduction.',
  },
  trackingTitle: { id: 'home.features.tracking.title', defaultMessage: 'Performance Tracking' },
  trackingText: {
    id: 'home.features.tracking.description',
    defaultMessage: 'Follow the food you rescue, the meals you donate and the money you save over time.',
  },
  complianceTitle: { id: 'home.features.compliance.title', defaultMessage: 'Compliance Ready' },
  complianceText: {
    id: 'home.features.compliance.description',
    defaultMessage: 'Guidance grounded in UAE food-safety rules, with every source cited so you can check it.',
  },
});

interface Feature {
  key: string;
  Icon: ComponentType<IconProps>;
  title: MessageDescriptor;
  description: MessageDescriptor;
}

const FEATURES: Feature[] = [
  { key: 'expert', Icon: ChatIcon, title: messages.expertTitle, description: messages.expertText },
  { key: 'calculator', Icon: CalculatorIcon, title: messages.calculatorTitle, description: messages.calculatorText },
  { key: 'leaderboard', Icon: TrophyIcon, title: messages.leaderboardTitle, description: messages.leaderboardText },
  { key: 'sustainability', Icon: LeafIcon, title: messages.sustainabilityTitle, description: messages.sustainabilityText },
  { key: 'tracking', Icon: TrendUpIcon, title: messages.trackingTitle, description: messages.trackingText },
  { key: 'compliance', Icon: ShieldCheckIcon, title: messages.complianceTitle, description: messages.complianceText },
];

/** Six cards: what Batala offers, each an icon, a title and one sentence. */
export function FeaturesGrid() {
  const intl = useIntl();
  return (
    <section id="features" className="section" aria-labelledby="features-title">
      <div className="container">
        <h2 id="features-title" className="section-title">
          <FormattedMessage id="home.features.title" defaultMessage="Everything you need to waste less" />
        </h2>
        <p className="section-lead">
          <FormattedMessage
            id="home.features.lead"
            defaultMessage="From a single question to a monthly ranking, Batala helps UAE kitchens save food, money and the planet."
          />
        </p>
        <ul className={styles.grid}>
          {FEATURES.map(({ key, Icon, title, description }) => (
            <li key={key} className={`card ${styles.card}`}>
              <span className={styles.icon}>
                <Icon size={26} />
              </span>
              <h3 className={styles.title}>{intl.formatMessage(title)}</h3>
              <p className={styles.description}>{intl.formatMessage(description)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
