// The card beside the Submit Event form: what we publish and how review works.
import { FormattedMessage, defineMessages, useIntl } from 'react-intl';

import { CheckRingIcon, ClockIcon } from '../../../components/ui/icons';
import styles from './submit-event-form.module.css';

const guidelines = defineMessages({
  focus: {
    id: 'events.guidelines.focus',
    defaultMessage: 'The event is about reducing food waste, food safety or sustainable food in the UAE.',
  },
  details: {
    id: 'events.guidelines.details',
    defaultMessage: 'The date, time, venue and organizer contact are complete and accurate.',
  },
  audience: {
    id: 'events.guidelines.audience',
    defaultMessage: 'Say who it is for (restaurants, hotels, caterers, retailers, households) and any fee.',
  },
  language: {
    id: 'events.guidelines.language',
    defaultMessage: 'English or Arabic is welcome; keep promotional wording to a minimum.',
  },
});

export function SubmissionGuidelines() {
  const intl = useIntl();
  return (
    <aside className={`card ${styles.guidelines}`} aria-labelledby="events-guidelines-title">
      <h2 id="events-guidelines-title" className={styles.guidelinesTitle}>
        <FormattedMessage id="events.guidelines.title" defaultMessage="Submission guidelines" />
      </h2>
      <ul className={styles.guidelineList}>
        {Object.values(guidelines).map((message) => (
          <li key={message.id}>
            <CheckRingIcon />
            <span>{intl.formatMessage(message)}</span>
          </li>
        ))}
      </ul>
      <div className={styles.review}>
        <ClockIcon size={22} />
        <div>
          <p className={styles.reviewTitle}>
            <FormattedMessage id="events.guidelines.reviewTitle" defaultMessage="Reviewed within 48 hours" />
          </p>
          <p className={styles.reviewText}>
            <FormattedMessage
              id="events.guidelines.reviewText"
              defaultMessage="Our team checks each submission before publication. Approved events appear under Upcoming Events."
            />
          </p>
        </div>
      </div>
    </aside>
  );
}
