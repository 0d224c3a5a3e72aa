// The answer display under the hero (spec §2): the answer, action steps, UAE context, savings,
// sources, Arabic translation, share panel and feedback. Loaded once the first answer arrives.
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

import { AnswerSources } from '../../../components/answer/answer-sources';
import { AnswerText, splitParagraphs } from '../../../components/answer/answer-text';
import { ConfidenceBadge } from '../../../components/answer/confidence-badge';
import { FeedbackWidget } from '../../../components/answer/feedback-widget';
import { cityMessages, personaMessages } from '../../../components/answer/options';
import { SharePanel } from '../../../components/answer/share-panel';
import { ArrowIcon, BookIcon, CheckCircleIcon, CoinsIcon, PinIcon, TranslateIcon } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast';
import { formatAed } from '../../../lib/format';
import type { AskedAnswer } from '../api/ask';
import { translateAnswer, type Translation } from '../api/translate';
import styles from './answer-card.module.css';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export default function AnswerCard({ result }: { result: AskedAnswer }) {
  const intl = useIntl();
  const { answer, question, persona, city } = result;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const [translating, setTranslating] = useState(false);
  const [translation, setTranslation] = useState<Translation | null>(null);
  const savings = answer.estimated_savings_aed;
  const answerLang = answer.language === 'ar' ? 'ar' : 'en';

  // A new answer takes the reader to it, and screen readers start there.
  useEffect(() => {
    const heading = headingRef.current;
    if (!heading) return;
    heading.focus({ preventScroll: true });
    heading.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  }, []);

  const translate = async () => {
    setTranslating(true);
    try {
      setTranslation(await translateAnswer(answer));
      toast({
        title: intl.formatMessage({ id: 'answer.translate.success', defaultMessage: 'Translated to Arabic' }),
        variant: 'success',
      });
    } catch {
      toast({
        title: intl.formatMessage({ id: 'answer.translate.failure', defaultMessage: 'Translation failed' }),
        variant: 'destructive',
      });
    } finally {
      setTranslating(false);
    }
  };

  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <header className={styles.header}>
        <div className={styles.meta}>
          <span className={styles.eyebrow}>
            <FormattedMessage id="answer.title" defaultMessage="Expert Answer" />
          </span>
          <ConfidenceBadge confidence={answer.confidence} />
        </div>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.question} lang={answerLang} dir="auto">
          {question}
        </h2>
        <p className={styles.asker}>
          <FormattedMessage
            id="answer.askedAs"
            defaultMessage="Asked as {persona} in {city}"
            values={{ persona: intl.formatMessage(personaMessages[persona]), city: intl.formatMessage(cityMessages[city]) }}
          />
        </p>
      </header>

      <div className={styles.layout}>
        <div className={styles.main}>
          <AnswerText text={answer.answer} lang={answerLang} className={styles.answerText} />

          {answer.key_tips.length > 0 && (
            <section className={styles.block} aria-labelledby={`${headingId}-steps`}>
              <h3 id={`${headingId}-steps`} className={styles.blockTitle}>
                <FormattedMessage id="answer.actionSteps" defaultMessage="Action Steps" />
              </h3>
              <ol className={styles.steps} lang={answerLang}>
                {answer.key_tips.map((tip, index) => (
                  <li key={index} className={styles.step}>
                    <span className={styles.stepIcon}>
                      <CheckCircleIcon size={20} />
                    </span>
                    <span dir="auto">{tip}</span>
                  </li>
                ))}
              </ol>
            </section>
          )}

          {answer.local_context && (
            <section className={`${styles.block} ${styles.context}`} aria-labelledby={`${headingId}-context`}>
              <h3 id={`${headingId}-context`} className={styles.blockTitle}>
                <span className={styles.blockIcon}>
                  <PinIcon size={18} />
                </span>
                <FormattedMessage id="answer.uaeContext" defaultMessage="UAE Context" />
              </h3>
              <p className={styles.contextText} lang={answerLang} dir="auto">
                {answer.local_context}
              </p>
            </section>
          )}

          {answer.language !== 'ar' && (
            <div className={styles.translate}>
              {!translation && (
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => void translate()}
                  disabled={translating}
                >
                  <TranslateIcon size={18} />
                  {translating ? (
                    <FormattedMessage id="answer.translate.pending" defaultMessage="Translating..." />
                  ) : (
                    <FormattedMessage id="answer.translate.button" defaultMessage="Translate to Arabic" />
                  )}
                </button>
              )}
              {translation && (
                <section className={styles.translation} aria-labelledby={`${headingId}-arabic`}>
                  <h3 id={`${headingId}-arabic`} className={styles.blockTitle}>
                    <span className={styles.blockIcon}>
                      <TranslateIcon size={18} />
                    </span>
                    <FormattedMessage id="answer.translate.heading" defaultMessage="Arabic translation" />
                  </h3>
                  <div dir="rtl" lang="ar" className={styles.arabic}>
                    {splitParagraphs(translation.answer).map((paragraph, index) => (
                      <p key={index}>{paragraph}</p>
                    ))}
                    {translation.key_tips.length > 0 && (
                      <ul className={styles.arabicTips}>
                        {translation.key_tips.map((tip, index) => (
                          <li key={index}>{tip}</li>
                        ))}
                      </ul>
                    )}
                    {translation.local_context && <p className={styles.arabicContext}>{translation.local_context}</p>}
                  </div>
                </section>
              )}
            </div>
          )}
        </div>

        <aside className={styles.aside}>
          <section className={styles.savings} aria-labelledby={`${headingId}-savings`}>
            <h3 id={`${headingId}-savings`} className={styles.savingsTitle}>
              <CoinsIcon size={18} />
              <FormattedMessage id="answer.savings.title" defaultMessage="Estimated Savings" />
            </h3>
            {savings === null || savings === undefined ? (
              <>
                <p className={styles.savingsContact}>
                  <FormattedMessage id="answer.savings.contact" defaultMessage="Contact for assessment" />
                </p>
                <p className={styles.savingsNote}>
                  <FormattedMessage
                    id="answer.savings.contactNote"
                    defaultMessage="A saving depends on your operation: tell us more and we will estimate it."
                  />
                </p>
              </>
            ) : (
              <>
                <p className={styles.savingsFigure}>
                  <FormattedMessage
                    id="answer.savings.perMonth"
                    defaultMessage="{amount}/month"
                    values={{ amount: <strong className={styles.savingsAmount}>{formatAed(intl, savings)}</strong> }}
                  />
                </p>
                <p className={styles.savingsNote}>
                  <FormattedMessage
                    id="answer.savings.note"
                    defaultMessage="A typical monthly saving for your kind of operation when you act on this advice."
                  />
                </p>
              </>
            )}
          </section>

          {answer.cited_sources.length > 0 && (
            <section className={styles.block} aria-labelledby={`${headingId}-sources`}>
              <h3 id={`${headingId}-sources`} className={styles.blockTitle}>
                <span className={styles.blockIcon}>
                  <BookIcon size={18} />
                </span>
                <FormattedMessage id="answer.sources" defaultMessage="Sources" />
              </h3>
              <AnswerSources sources={answer.cited_sources} />
            </section>
          )}

          <Link to={`/q/${encodeURIComponent(answer.slug)}`} className={styles.pageLink}>
            <FormattedMessage id="answer.openPage" defaultMessage="Open answer page" />
            <ArrowIcon />
          </Link>
        </aside>
      </div>

      <footer className={styles.footer}>
        <SharePanel question={question} persona={persona} city={city} answer={answer.answer} savings={savings} />
        <FeedbackWidget key={answer.answer_id} answerId={answer.answer_id} />
      </footer>
    </article>
  );
}
