import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

import { CONTACT } from '../../../content/contact';
import styles from './policy-sections.module.css';
import shared from './shared.module.css';

interface Policy {
  id: 'privacy' | 'terms' | 'cookies';
  title: ReactNode;
  summary: ReactNode;
  points: readonly { key: string; text: ReactNode }[];
}

const email = (
  <a href={`mailto:${CONTACT.email}`} dir="ltr">
    {CONTACT.email}
  </a>
);

const POLICIES: readonly Policy[] = [
  {
    id: 'privacy',
    title: <FormattedMessage id="about.privacy.title" defaultMessage="Privacy Policy" />,
    summary: (
      <FormattedMessage
        id="about.privacy.summary"
        defaultMessage="Here is what Batala stores. We never ask for your name to answer a question."
      />
    ),
    points: [
      {
        key: 'questions',
        text: (
          <FormattedMessage
            id="about.privacy.questions"
            defaultMessage="The questions you ask and the answers you receive are stored with the role and city you chose, without your name."
          />
        ),
      },
      {
        key: 'visitors',
        text: (
          <FormattedMessage
            id="about.privacy.visitors"
            defaultMessage="We count unique visitors with an anonymous first-party cookie, not by tracking IP addresses."
          />
        ),
      },
      {
        key: 'feedback',
        text: (
          <FormattedMessage
            id="about.privacy.feedback"
            defaultMessage="Feedback on an answer is stored with the technical details your browser sends, such as its IP address and browser type, and with any optional details you add, such as an e-mail address."
          />
        ),
      },
      {
        key: 'events',
        text: (
          <FormattedMessage
            id="about.privacy.events"
            defaultMessage="An event submission includes the organiser contact details you enter, which our team uses to review the event."
          />
        ),
      },
      {
        key: 'language',
        text: (
          <FormattedMessage
            id="about.privacy.language"
            defaultMessage="Your language choice is kept in your browser’s local storage."
          />
        ),
      },
      {
        key: 'contact',
        text: (
          <FormattedMessage
            id="about.privacy.contact"
            defaultMessage="Questions about your data? Write to {email}."
            values={{ email }}
          />
        ),
      },
    ],
  },
  {
    id: 'terms',
    title: <FormattedMessage id="about.terms.title" defaultMessage="Terms of Service" />,
    summary: (
      <FormattedMessage
        id="about.terms.summary"
        defaultMessage="Batala gives general guidance to help you act. The authority in your emirate has the final word."
      />
    ),
    points: [
      {
        key: 'guidance',
        text: (
          <FormattedMessage
            id="about.terms.guidance"
            defaultMessage="Answers are general guidance, not a substitute for the rules of the competent authority, such as Dubai Municipality or the Abu Dhabi Agriculture and Food Safety Authority (ADAFSA). When in doubt, follow the authority."
          />
        ),
      },
      {
        key: 'estimates',
        text: (
          <FormattedMessage
            id="about.terms.estimates"
            defaultMessage="Savings figures are estimates based on what you enter and on published averages, not a promise of results."
          />
        ),
      },
      {
        key: 'sources',
        text: (
          <FormattedMessage
            id="about.terms.sources"
            defaultMessage="Cited sources link to their publishers’ websites, which are responsible for their own content."
          />
        ),
      },
      {
        key: 'personal',
        text: (
          <FormattedMessage
            id="about.terms.personal"
            defaultMessage="Please don’t include personal or confidential information in your questions."
          />
        ),
      },
      {
        key: 'events',
        text: (
          <FormattedMessage
            id="about.terms.events"
            defaultMessage="Events submitted by visitors are reviewed by our team before they are published."
          />
        ),
      },
    ],
  },
  {
    id: 'cookies',
    title: <FormattedMessage id="about.cookies.title" defaultMessage="Cookie Policy" />,
    summary: (
      <FormattedMessage
        id="about.cookies.summary"
        defaultMessage="Batala uses as little browser storage as it can: one cookie for visitors, one for administrators."
      />
    ),
    points: [
      {
        key: 'visitor',
        text: (
          <FormattedMessage
            id="about.cookies.visitor"
            defaultMessage="Visitor cookie: an anonymous first-party cookie that counts unique visitors for our analytics."
          />
        ),
      },
      {
        key: 'admin',
        text: (
          <FormattedMessage
            id="about.cookies.admin"
            defaultMessage="Session cookie: an HttpOnly cookie set only when an administrator signs in, to keep them signed in."
          />
        ),
      },
      {
        key: 'language',
        text: (
          <FormattedMessage
            id="about.cookies.language"
            defaultMessage="Language: your choice of English or Arabic is kept in your browser’s local storage, not in a cookie."
          />
        ),
      },
      {
        key: 'ads',
        text: (
          <FormattedMessage
            id="about.cookies.ads"
            defaultMessage="We use no advertising cookies."
          />
        ),
      },
    ],
  },
];

export function PolicySections() {
  return (
    <div className={shared.band}>
      <div className={`container ${styles.grid}`}>
        {POLICIES.map((policy) => (
          <section
            key={policy.id}
            id={policy.id}
            className={`card ${styles.policy}`}
            aria-labelledby={`about-${policy.id}-title`}
          >
            <h2 id={`about-${policy.id}-title`} className={styles.title}>
              {policy.title}
            </h2>
            <p className={styles.summary}>{policy.summary}</p>
            <ul className={styles.points}>
              {policy.points.map((point) => (
                <li key={point.key}>{point.text}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
