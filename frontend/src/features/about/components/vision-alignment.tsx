import { FormattedMessage, defineMessages, useIntl } from 'react-intl';

import { CheckBulletIcon, HorizonIcon } from '../../../components/ui/icons/first-load';
import shared from './shared.module.css';
import styles from './vision-alignment.module.css';

const intents = defineMessages({
  target: {
    id: 'about.vision.intent.target',
    defaultMessage: 'Help the UAE reach its goal of halving food waste by 2030, one kitchen at a time.',
  },
  pillars: {
    id: 'about.vision.intent.pillars',
    defaultMessage:
      'Support two pillars of the National Food Security Strategy 2051: reducing food loss and waste, and food safety.',
  },
  skills: {
    id: 'about.vision.intent.skills',
    defaultMessage: 'Build practical food-safety and food-waste know-how in Arabic and English.',
  },
  measure: {
    id: 'about.vision.intent.measure',
    defaultMessage: 'Make progress measurable, so that venues can see and share what they save.',
  },
});

const INTENTS = [intents.target, intents.pillars, intents.skills, intents.measure] as const;

export function VisionAlignment() {
  const intl = useIntl();
  return (
    <section id="vision" className={shared.band} aria-labelledby="about-vision-title">
      <div className={`container ${styles.layout}`}>
        <div className={styles.text}>
          <span className={`${shared.iconBadge} ${shared.iconBadgeAccent}`}>
            <HorizonIcon size={28} />
          </span>
          <p className={shared.kicker}>
            <FormattedMessage id="about.vision.kicker" defaultMessage="Looking ahead" />
          </p>
          <h2 id="about-vision-title" className={styles.title}>
            <FormattedMessage id="about.vision.title" defaultMessage="Our alignment with UAE Vision 2071" />
          </h2>
          <p>
            <FormattedMessage
              id="about.vision.text"
              defaultMessage="UAE Vision 2071, the UAE Centennial 2071, is the country’s long-term national vision. We have found no food-waste target published under it, so we don’t claim one."
            />
          </p>
          <p className={styles.milestone}>
            <FormattedMessage
              id="about.vision.milestone"
              defaultMessage="The clearest food milestone on the road to 2071 is the National Food Security Strategy 2051 goal: first place in the world on the Global Food Security Index."
            />
          </p>
        </div>

        <div className={`card ${styles.intent}`}>
          <h3 className={shared.cardTitle}>
            <FormattedMessage id="about.vision.intent.title" defaultMessage="Our intent" />
          </h3>
          <ul className={styles.intentList}>
            {INTENTS.map((intent) => (
              <li key={intent.id} className={styles.intentItem}>
                <span className={styles.check}>
                  <CheckBulletIcon size={20} />
                </span>
                <span>{intl.formatMessage(intent)}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
