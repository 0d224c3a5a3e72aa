// The public answer page (/q/{slug}, spec §2): the question, when it was answered, how sure we
// are, the answer, key tips, the call to action, sources, feedback and share.
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';

import { AnswerText } from '../../../components/answer/answer-text';
import { ConfidenceBadge } from '../../../components/answer/confidence-badge';
import { FeedbackWidget } from '../../../components/answer/feedback-widget';
import { cityMessages, personaMessages } from '../../../components/answer/options';
import { hostOf, knownSourceName, safeHref } from '../../../components/answer/source-names';
import { ArrowIcon, CalendarIcon, CoinsIcon, ExternalIcon, PinIcon, SparkIcon } from '../../../components/ui/icons';
import { formatAed, formatDate } from '../../../lib/format';
import { useAnswer, type AnswerView } from '../api/use-answer';
import { AnswerNotFound } from './answer-not-found';
import { AnswerSkeleton } from './answer-skeleton';
import { ShareAnswerButton } from './share-answer-button';
import styles from './answer-page.module.css';

export const META_DESCRIPTION_LENGTH = 150;

function firstCharacters(text: string, count: number): string {
  return Array.from(text.replace(/\s+/g, ' ').trim()).slice(0, count).join('');
}

function isValidDate(value: string): boolean {
  return !Number.isNaN(new Date(value).getTime());
}

/**
 * What a search engine reads on a published answer: its one address (the page in English and
 * in Arabic are the same answer) and the question and answer as FAQ structured data.
 */
function SearchMeta({ answer }: { answer: AnswerView }) {
  const page = `${window.location.origin}/q/${answer.slug}`;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: answer.language === 'ar' ? 'ar' : 'en',
    mainEntity: [
      {
        '@type': 'Question',
        name: answer.question_text,
        dateCreated: answer.created_at,
        acceptedAnswer: { '@type': 'Answer', text: answer.answer_text, url: page },
      },
    ],
  };
  return (
    <>
      <link rel="canonical" href={page} />
      <link rel="alternate" hrefLang="en" href={page} />
      <link rel="alternate" hrefLang="ar" href={`${page}?lang=ar`} />
      <link rel="alternate" hrefLang="x-default" href={page} />
      {/* JSON.stringify cannot close the script element: "<" is escaped. */}
      <script type="application/ld+json">{JSON.stringify(data).replace(/</g, '\\u003c')}</script>
    </>
  );
}

function AnswerArticle({ answer }: { answer: AnswerView }) {
  const intl = useIntl();
  const tips = answer.key_tips.length > 0 ? answer.key_tips : answer.bullets;
  const savings = answer.estimated_savings_aed;
  const lang = answer.language === 'ar' ? 'ar' : 'en';

  return (
    <article className={`container ${styles.page}`} aria-labelledby="answer-question">
      <title>
        {intl.formatMessage({ id: 'answer.page.metaTitle', defaultMessage: '{question} | Batala' }, { question: answer.question_text })}
      </title>
      <meta name="description" content={firstCharacters(answer.answer_text, META_DESCRIPTION_LENGTH)} />
      {answer.published ? <SearchMeta answer={answer} /> : <meta name="robots" content="noindex" />}

      <header className={styles.hero}>
        <p className={styles.eyebrow}>
          <FormattedMessage id="answer.title" defaultMessage="Expert Answer" />
        </p>
        <h1 id="answer-question" className={styles.question} lang={lang} dir="auto">
          {answer.question_text}
        </h1>
        <div className={styles.meta}>
          <span className={styles.metaItem}>
            <CalendarIcon size={16} />
            {isValidDate(answer.created_at) ? (
              <time dateTime={answer.created_at}>{formatDate(intl, answer.created_at)}</time>
            ) : (
              <FormattedMessage id="answer.page.dateUnavailable" defaultMessage="Date unavailable" />
            )}
          </span>
          <span className={styles.metaItem}>
            <PinIcon size={16} />
            {intl.formatMessage(personaMessages[answer.persona])} · {intl.formatMessage(cityMessages[answer.city])}
          </span>
          <ConfidenceBadge confidence={answer.confidence} />
        </div>
      </header>

      <div className={styles.layout}>
        <div className={styles.main}>
          <section className={styles.card}>
            <AnswerText text={answer.answer_text} lang={lang} className={styles.answerText} />
          </section>

          {tips.length > 0 && (
            <section className={styles.card} aria-labelledby="answer-tips">
              <h2 id="answer-tips" className={styles.sectionTitle}>
                <FormattedMessage id="answer.page.keyTips" defaultMessage="Key Implementation Tips" />
              </h2>
              <ol className={styles.tips} lang={lang}>
                {tips.map((tip, index) => (
                  <li key={index} className={styles.tip}>
                    <span className={styles.tipNumber} aria-hidden="true">
                      {intl.formatNumber(index + 1)}
                    </span>
                    <span dir="auto">{tip}</span>
                  </li>
                ))}
              </ol>
            </section>
          )}

          {answer.local_context && (
            <section className={`${styles.card} ${styles.context}`} aria-labelledby="answer-context">
              <h2 id="answer-context" className={styles.sectionTitle}>
                <FormattedMessage id="answer.uaeContext" defaultMessage="UAE Context" />
              </h2>
              <p className={styles.contextText} lang={lang} dir="auto">
                {answer.local_context}
              </p>
            </section>
          )}

          {answer.cta_text && (
            <section className={styles.cta}>
              <span className={styles.ctaIcon}>
                <SparkIcon size={22} />
              </span>
              <p className={styles.ctaText} lang={lang} dir="auto">
                {answer.cta_text}
              </p>
              <Link to="/#calculator" className={`button ${styles.ctaButton}`}>
                <FormattedMessage id="answer.page.calculate" defaultMessage="Calculate your savings" />
              </Link>
            </section>
          )}

          {answer.cited_sources.length > 0 && (
            <section className={styles.card} aria-labelledby="answer-sources">
              <h2 id="answer-sources" className={styles.sectionTitle}>
                <FormattedMessage id="answer.page.sources" defaultMessage="Sources & References" />
              </h2>
              <ol className={styles.sources}>
                {answer.cited_sources.map((source, index) => {
                  const title =
                    source.title?.trim() ||
                    intl.formatMessage({ id: 'answer.source.numbered', defaultMessage: 'Source {n}' }, { n: index + 1 });
                  const known = knownSourceName(source.url);
                  const publisher = source.publisher?.trim() || (known ? intl.formatMessage(known) : hostOf(source.url));
                  const href = safeHref(source.url);
                  return (
                    <li key={index} className={styles.source}>
                      <span className={styles.sourceNumber} aria-hidden="true">
                        {intl.formatNumber(index + 1)}
                      </span>
                      <div className={styles.sourceBody}>
                        <span className={styles.sourceTitle} dir="auto">
                          {title}
                        </span>
                        {publisher && <span className={styles.sourcePublisher}>{publisher}</span>}
                      </div>
                      {href && (
                        <a className={styles.sourceLink} href={href} target="_blank" rel="noopener noreferrer">
                          <FormattedMessage id="answer.page.viewReference" defaultMessage="View Reference" />
                          <ExternalIcon size={14} />
                          <span className="visually-hidden">
                            <FormattedMessage id="answer.source.newTab" defaultMessage="(opens in a new tab)" />
                          </span>
                        </a>
                      )}
                    </li>
                  );
                })}
              </ol>
            </section>
          )}

        </div>

        <aside className={styles.aside}>
          <div className={styles.asideInner}>
            <section className={styles.savings} aria-labelledby="answer-savings">
              <h2 id="answer-savings" className={styles.savingsTitle}>
                <CoinsIcon size={18} />
                <FormattedMessage id="answer.savings.title" defaultMessage="Estimated Savings" />
              </h2>
              {savings === null || savings === undefined ? (
                <p className={styles.savingsContact}>
                  <FormattedMessage id="answer.savings.contact" defaultMessage="Contact for assessment" />
                </p>
              ) : (
                <p className={styles.savingsFigure}>
                  <FormattedMessage
                    id="answer.savings.perMonth"
                    defaultMessage="{amount}/month"
                    values={{ amount: <strong className={styles.savingsAmount}>{formatAed(intl, savings)}</strong> }}
                  />
                </p>
              )}
            </section>
            <div className={styles.actions}>
              <ShareAnswerButton title={answer.question_text} answer={answer.answer_text} className="button" />
              <Link to="/#ask" className="button button-secondary">
                <FormattedMessage id="answer.page.askAnother" defaultMessage="Ask Another Question" />
              </Link>
              <Link to="/" className="button button-ghost">
                <span className={styles.backIcon}>
                  <ArrowIcon />
                </span>
                <FormattedMessage id="common.backToHome" defaultMessage="Back to Home" />
              </Link>
            </div>
          </div>
        </aside>

        <div className={styles.feedback}>
          <FeedbackWidget key={answer.id} answerId={answer.id} />
        </div>
      </div>
    </article>
  );
}

export default function AnswerPageContent() {
  const { slug } = useParams();
  const { data, error, isLoading } = useAnswer(slug);
  if (isLoading) return <AnswerSkeleton />;
  if (error || !data) return <AnswerNotFound />;
  return <AnswerArticle answer={data} />;
}
