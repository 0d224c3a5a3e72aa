import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';

import { ChatIcon } from '../../../components/ui/icons/first-load';
import type { AskedAnswer } from '../api/ask';
import { AskForm } from './ask-form';
import { StatsBanner } from './stats-banner';
import styles from './hero-section.module.css';

// The answer display is its own chunk: fetched when a question is asked, not on first visit.
const loadAnswerCard = () => import('./answer-card');
const AnswerCard = lazy(loadAnswerCard);

/** The opening band: headline, who Batala serves, the ask container and the figures. */
export function HeroSection() {
  const intl = useIntl();
  const { search } = useLocation();
  const [result, setResult] = useState<AskedAnswer | null>(null);
  return (
    <section id="home" className={styles.hero} aria-labelledby="home-title">
      <div className={`container ${styles.inner}`}>
        <div className={styles.grid}>
          <div className={styles.intro}>
            <p className={styles.eyebrow}>
              <FormattedMessage id="home.hero.eyebrow" defaultMessage="Food-waste and food-safety advice for the UAE" />
            </p>
            <h1 id="home-title" className={styles.title}>
              <FormattedMessage id="home.hero.title" defaultMessage="Cut food waste. Keep food safe." />
            </h1>
            <p className={styles.subtitle}>
              <FormattedMessage
                id="home.hero.subtitle"
                defaultMessage="Ask a question and get expert, sourced advice with clear action steps, local UAE context and an estimate of what you could save."
              />
            </p>
            <ul
              className={styles.audience}
              aria-label={intl.formatMessage({ id: 'home.hero.audienceLabel', defaultMessage: 'Who Batala helps' })}
            >
              <li>
                <FormattedMessage id="home.hero.audience.restaurants" defaultMessage="Restaurants" />
              </li>
              <li>
                <FormattedMessage id="home.hero.audience.hotels" defaultMessage="Hotels" />
              </li>
              <li>
                <FormattedMessage id="home.hero.audience.catering" defaultMessage="Catering" />
              </li>
              <li>
                <FormattedMessage id="home.hero.audience.retail" defaultMessage="Retail" />
              </li>
              <li>
                <FormattedMessage id="home.hero.audience.households" defaultMessage="Households" />
              </li>
            </ul>
          </div>

          <div id="ask" className={`card ${styles.ask}`} aria-labelledby="ask-title">
            <div className={styles.askHeader}>
              <span className={styles.askIcon}>
                <ChatIcon size={22} />
              </span>
              <h2 id="ask-title" className={styles.askTitle}>
                <FormattedMessage id="home.ask.title" defaultMessage="Ask the Expert" />
              </h2>
            </div>
            <p className={styles.askLead}>
              <FormattedMessage
                id="home.ask.lead"
                defaultMessage="Choose your role and city, then ask about storage, safety or waste."
              />
            </p>
            {/* A shared link (?q=&p=&c=) refills the form: a new query starts a fresh form. */}
            <AskForm key={search} onAnswered={setResult} onAskStart={() => void loadAnswerCard()} />
          </div>
        </div>

        {result && (
          <div className={styles.answer}>
            <Suspense fallback={<div className={styles.answerLoading} aria-busy="true" />}>
              <AnswerCard key={result.answer.answer_id} result={result} />
            </Suspense>
          </div>
        )}

        <StatsBanner />
      </div>
    </section>
  );
}
