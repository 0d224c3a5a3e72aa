import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

import styles from './about-faq.module.css';
import shared from './shared.module.css';

interface Faq {
  key: string;
  question: ReactNode;
  answer: ReactNode;
}

const FAQS: readonly Faq[] = [
  {
    key: 'what',
    question: <FormattedMessage id="about.faq.what.question" defaultMessage="What is Batala?" />,
    answer: (
      <FormattedMessage
        id="about.faq.what.answer"
        defaultMessage="Batala is a bilingual advice platform on food waste and food safety for restaurants, hotels, caterers, retailers and households in the UAE. Ask a question, say who you are and where, and get practical steps, local context and an estimate of what you could save."
      />
    ),
  },
  {
    key: 'free',
    question: <FormattedMessage id="about.faq.free.question" defaultMessage="Is Batala free?" />,
    answer: (
      <FormattedMessage
        id="about.faq.free.answer"
        defaultMessage="Yes. Asking questions, the savings calculator, the leaderboard and the learning hub are free, and you don’t need an account. Some events listed on the Events page are paid; each one shows its price."
      />
    ),
  },
  {
    key: 'sources',
    question: <FormattedMessage id="about.faq.sources.question" defaultMessage="Where do the answers come from?" />,
    answer: (
      <FormattedMessage
        id="about.faq.sources.answer"
        defaultMessage="From a curated knowledge base of sourced UAE facts: national initiatives, the rules of municipalities and food-safety authorities, and published studies. Answers are written from that base and cite their sources, so you can check them yourself."
      />
    ),
  },
  {
    key: 'arabic',
    question: <FormattedMessage id="about.faq.arabic.question" defaultMessage="Can I use Batala in Arabic?" />,
    answer: (
      <FormattedMessage
        id="about.faq.arabic.answer"
        defaultMessage="Yes. Use the language switch in the header and the whole site changes to Arabic, laid out right to left. Any answer can also be translated into Arabic with one tap."
      />
    ),
  },
  {
    key: 'event',
    question: <FormattedMessage id="about.faq.event.question" defaultMessage="How do I submit an event?" />,
    answer: (
      <FormattedMessage
        id="about.faq.event.answer"
        defaultMessage="Go to the <link>Events page</link>, open the Submit Event tab and fill in the form. Our team reviews every submission before it is published and aims to do so within 48 hours."
        values={{ link: (chunks: ReactNode) => <Link to="/events">{chunks}</Link> }}
      />
    ),
  },
];

export function AboutFaq() {
  return (
    <section id="faq" className={`${shared.band} ${shared.bandMuted}`} aria-labelledby="about-faq-title">
      <div className={`container ${styles.layout}`}>
        <header className={styles.header}>
          <p className={shared.kicker}>
            <FormattedMessage id="about.faq.kicker" defaultMessage="Good to know" />
          </p>
          <h2 id="about-faq-title" className={styles.title}>
            <FormattedMessage id="about.faq.title" defaultMessage="Frequently asked questions" />
          </h2>
          <p className={styles.lead}>
            <FormattedMessage
              id="about.faq.lead"
              defaultMessage="Short answers to what people ask us most. Can’t find yours? Ask Batala on the home page."
            />
          </p>
        </header>

        <div className={styles.list}>
          {FAQS.map((faq) => (
            <details key={faq.key} className={styles.item}>
              <summary className={styles.summary}>
                <span>{faq.question}</span>
                <svg className={styles.chevron} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                  <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </summary>
              <p className={styles.answer}>{faq.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
