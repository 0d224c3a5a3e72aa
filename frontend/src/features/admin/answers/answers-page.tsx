// Answers admin (/admin/answers, spec §2): search (answer, question, slug) and a published
// filter on the server, a count badge, a card per answer with a Publish switch, every part of
// the answer, and what readers said about it (negative feedback stands out).
import { useId, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Switch } from 'radix-ui';

import { formatMonthlySavings } from '../../../components/answer/savings';
import { AnswerIcon, ChevronDownIcon, ExternalSharpIcon, ThumbDownSlimIcon, ThumbUpSlimIcon } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast';
import { formatDate, formatNumber, formatPercent } from '../../../lib/format';
import { useUnauthorizedRedirect } from '../api/unauthorized';
import { Button, buttonClass } from '../components/button';
import { EmptyState } from '../components/empty-state';
import { ErrorState } from '../components/error-state';
import { Toolbar } from '../components/field';
import { FilterSelect } from '../components/filter-select';
import { LoadingState } from '../components/loading-state';
import { untyped } from '../components/messages';
import { PageHeader } from '../components/page-header';
import { Pagination } from '../components/pagination';
import { pageCount } from '../components/pagination-window';
import { SearchInput } from '../components/search-input';
import { StatusBadge } from '../components/status-badge';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import {
  confidenceRatio,
  setAnswerPublished,
  shortId,
  useAdminAnswers,
  useRefreshAnswers,
  type AdminAnswer,
  type PublishedFilter,
} from './api';
import styles from './answers-page.module.css';

const messages = untyped(
  defineMessages({
    title: { id: 'admin.answers.title', defaultMessage: 'Answers' },
    subtitle: { id: 'admin.answers.subtitle', defaultMessage: 'Review expert answers and publish the good ones: published answers are listed and indexed.' },
    searchLabel: { id: 'admin.answers.searchLabel', defaultMessage: 'Search answers' },
    search: { id: 'admin.answers.search', defaultMessage: 'Search answer text, question or slug' },
    filter: { id: 'admin.answers.filter', defaultMessage: 'Show' },
    all: { id: 'admin.answers.filter.all', defaultMessage: 'All answers' },
    publishedOnly: { id: 'admin.answers.filter.published', defaultMessage: 'Published' },
    unpublishedOnly: { id: 'admin.answers.filter.unpublished', defaultMessage: 'Unpublished' },
    count: { id: 'admin.answers.count', defaultMessage: '{count, plural, one {# answer} other {# answers}}' },
    loading: { id: 'admin.answers.loading', defaultMessage: 'Loading answers...' },
    error: { id: 'admin.answers.error', defaultMessage: 'Error loading answers. Please try again.' },
    emptyTitle: { id: 'admin.answers.empty.title', defaultMessage: 'No answers found' },
    emptyFiltered: { id: 'admin.answers.empty.filtered', defaultMessage: 'No answers match your search criteria.' },
    emptyNone: { id: 'admin.answers.empty.none', defaultMessage: 'No answers have been given yet.' },
    clearFilters: { id: 'admin.answers.clearFilters', defaultMessage: 'Clear Filters' },
    heading: { id: 'admin.answers.heading', defaultMessage: 'Expert Answer #{id}' },
    published: { id: 'admin.answers.published', defaultMessage: 'Published' },
    unpublished: { id: 'admin.answers.unpublished', defaultMessage: 'Unpublished' },
    publishSwitch: { id: 'admin.answers.publishSwitch', defaultMessage: 'Publish' },
    question: { id: 'admin.answers.question', defaultMessage: 'Original question' },
    answer: { id: 'admin.answers.answer', defaultMessage: 'Answer' },
    keyTips: { id: 'admin.answers.keyTips', defaultMessage: 'Key Tips' },
    showDetails: { id: 'admin.answers.showDetails', defaultMessage: 'Show tips, context and sources' },
    hideDetails: { id: 'admin.answers.hideDetails', defaultMessage: 'Hide tips, context and sources' },
    context: { id: 'admin.answers.context', defaultMessage: 'UAE Context' },
    savings: { id: 'admin.answers.savings', defaultMessage: 'Estimated Savings' },
    sources: { id: 'admin.answers.sources', defaultMessage: 'Cited Sources' },
    noSources: { id: 'admin.answers.noSources', defaultMessage: 'No sources cited' },
    confidence: { id: 'admin.answers.confidence', defaultMessage: '{percent} confidence' },
    created: { id: 'admin.answers.created', defaultMessage: 'Created {date}' },
    live: { id: 'admin.answers.live', defaultMessage: 'Live on Batala' },
    viewLive: { id: 'admin.answers.viewLive', defaultMessage: 'View live' },
    viewLiveLabel: { id: 'admin.answers.viewLiveLabel', defaultMessage: 'View the live answer page in a new tab' },
    feedback: { id: 'admin.answers.feedback', defaultMessage: 'Reader feedback' },
    noFeedback: { id: 'admin.answers.feedback.none', defaultMessage: 'No feedback yet.' },
    feedbackCount: { id: 'admin.answers.feedback.count', defaultMessage: '{count, plural, one {# response} other {# responses}}' },
    helpful: { id: 'admin.answers.feedback.helpful', defaultMessage: '{count} helpful' },
    notHelpful: { id: 'admin.answers.feedback.notHelpful', defaultMessage: '{count} not helpful' },
    needsAttention: { id: 'admin.answers.feedback.attention', defaultMessage: 'Needs attention' },
    rating: { id: 'admin.answers.feedback.rating', defaultMessage: 'Rating' },
    accuracy: { id: 'admin.answers.feedback.accuracy', defaultMessage: 'Accuracy' },
    clarity: { id: 'admin.answers.feedback.clarity', defaultMessage: 'Clarity' },
    usefulness: { id: 'admin.answers.feedback.usefulness', defaultMessage: 'Usefulness' },
    outOfFive: { id: 'admin.answers.feedback.outOfFive', defaultMessage: '{value}/5' },
    comments: { id: 'admin.answers.feedback.comments', defaultMessage: 'Latest comments' },
    commentRating: { id: 'admin.answers.feedback.commentRating', defaultMessage: '{rating}/5' },
    updated: { id: 'admin.answers.toast.updated', defaultMessage: 'Answer Updated' },
    nowPublished: { id: 'admin.answers.toast.published', defaultMessage: 'Answer #{id} is now published.' },
    nowUnpublished: { id: 'admin.answers.toast.unpublished', defaultMessage: 'Answer #{id} is now unpublished.' },
    errorTitle: { id: 'admin.toast.error', defaultMessage: 'Error' },
    failed: { id: 'admin.answers.toast.failed', defaultMessage: 'Failed to update answer status.' },
  }),
);

export function AnswersPage() {
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search, 300);
  const [published, setPublished] = useState<PublishedFilter>('all');
  const [page, setPage] = useState(1);
  const [busyId, setBusyId] = useState<string | null>(null);
  const answers = useAdminAnswers({ q, published, page });
  const refresh = useRefreshAnswers();
  const redirectIfSignedOut = useUnauthorizedRedirect();
  const data = answers.data;

  const filtered = q.trim() !== '' || published !== 'all';
  const filterOptions: { value: PublishedFilter; label: string }[] = [
    { value: 'all', label: intl.formatMessage(messages.all) },
    { value: 'published', label: intl.formatMessage(messages.publishedOnly) },
    { value: 'unpublished', label: intl.formatMessage(messages.unpublishedOnly) },
  ];

  const toggle = async (answer: AdminAnswer, next: boolean) => {
    setBusyId(answer.id);
    try {
      await setAnswerPublished(answer.id, next);
      toast({
        title: intl.formatMessage(messages.updated),
        description: intl.formatMessage(next ? messages.nowPublished : messages.nowUnpublished, { id: shortId(answer.id) }),
        variant: 'success',
      });
      await refresh();
    } catch (error) {
      if (!redirectIfSignedOut(error)) {
        toast({ title: intl.formatMessage(messages.errorTitle), description: intl.formatMessage(messages.failed), variant: 'destructive' });
      }
    } finally {
      setBusyId(null);
    }
  };

  return (
    <>
      <PageHeader
        title={intl.formatMessage(messages.title)}
        subtitle={intl.formatMessage(messages.subtitle)}
        actions={data && <StatusBadge tone="info">{intl.formatMessage(messages.count, { count: data.total })}</StatusBadge>}
      />
      <Toolbar>
        <div className={styles.searchCell}>
          <SearchInput
            value={search}
            onChange={(value) => {
              setSearch(value);
              setPage(1);
            }}
            label={intl.formatMessage(messages.searchLabel)}
            placeholder={intl.formatMessage(messages.search)}
          />
        </div>
        <FilterSelect
          label={intl.formatMessage(messages.filter)}
          value={published}
          onChange={(value) => {
            setPublished(value);
            setPage(1);
          }}
          options={filterOptions}
        />
      </Toolbar>

      {answers.error && !data ? (
        <ErrorState message={intl.formatMessage(messages.error)} onRetry={() => void answers.mutate()} />
      ) : !data ? (
        <LoadingState label={intl.formatMessage(messages.loading)} />
      ) : data.items.length === 0 ? (
        <EmptyState
          icon={<AnswerIcon size={28} />}
          title={intl.formatMessage(messages.emptyTitle)}
          description={intl.formatMessage(filtered ? messages.emptyFiltered : messages.emptyNone)}
          action={
            filtered && (
              <Button
                variant="secondary"
                onClick={() => {
                  setSearch('');
                  setPublished('all');
                  setPage(1);
                }}
              >
                {intl.formatMessage(messages.clearFilters)}
              </Button>
            )
          }
        />
      ) : (
        <div aria-busy={answers.isValidating || undefined}>
          <ul className={styles.list}>
            {data.items.map((answer) => (
              <li key={answer.id}>
                <AnswerCard answer={answer} busy={busyId === answer.id} onToggle={(next) => void toggle(answer, next)} />
              </li>
            ))}
          </ul>
          <Pagination page={data.page} totalPages={pageCount(data.total, data.page_size || 20)} onPageChange={setPage} />
        </div>
      )}
    </>
  );
}

function isLink(source: string): boolean {
  return /^https?:\/\//i.test(source);
}

function AnswerCard({ answer, busy, onToggle }: { answer: AdminAnswer; busy: boolean; onToggle: (next: boolean) => void }) {
  const intl = useIntl();
  const switchId = useId();
  const headingId = useId();
  const detailsId = useId();
  // Twenty full answers make a very long page: the supporting parts open on demand.
  const [expanded, setExpanded] = useState(false);
  const ratio = confidenceRatio(answer.confidence);
  const livePath = `/q/${answer.slug}`;

  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <header className={styles.cardHeader}>
        <div className={styles.titleBlock}>
          <h2 id={headingId} className={styles.cardTitle}>
            {intl.formatMessage(messages.heading, { id: shortId(answer.id) })}
          </h2>
          <p className={styles.meta}>
            <StatusBadge tone={answer.published ? 'success' : 'neutral'}>
              {intl.formatMessage(answer.published ? messages.published : messages.unpublished)}
            </StatusBadge>
            <code dir="ltr" className={styles.slug}>
              {answer.slug}
            </code>
          </p>
        </div>
        <div className={styles.controls}>
          <div className={styles.switchRow}>
            <label htmlFor={switchId} className={styles.switchLabel}>
              {intl.formatMessage(messages.publishSwitch)}
            </label>
            <Switch.Root
              id={switchId}
              className={styles.switch}
              checked={answer.published}
              disabled={busy}
              onCheckedChange={onToggle}
              dir={intl.locale.startsWith('ar') ? 'rtl' : 'ltr'}
            >
              <Switch.Thumb className={styles.thumb} />
            </Switch.Root>
          </div>
          {answer.published && answer.slug && (
            <a
              className={buttonClass({ variant: 'secondary', size: 'sm' })}
              href={livePath}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={intl.formatMessage(messages.viewLiveLabel)}
            >
              <ExternalSharpIcon size={16} />
              {intl.formatMessage(messages.viewLive)}
            </a>
          )}
        </div>
      </header>

      <section className={styles.question} aria-label={intl.formatMessage(messages.question)}>
        <h3 className={styles.label}>{intl.formatMessage(messages.question)}</h3>
        <p dir="auto">{answer.question_text}</p>
      </section>

      <section>
        <h3 className={styles.label}>{intl.formatMessage(messages.answer)}</h3>
        <p className={styles.answerText} dir="auto">{answer.answer_text}</p>
      </section>

      <button
        type="button"
        className={styles.detailsToggle}
        aria-expanded={expanded}
        aria-controls={detailsId}
        onClick={() => setExpanded((open) => !open)}
      >
        <ChevronDownIcon size={16} />
        {intl.formatMessage(expanded ? messages.hideDetails : messages.showDetails)}
      </button>
      <div id={detailsId} className={styles.details} hidden={!expanded}>
        {answer.key_tips.length > 0 && (
          <section>
            <h3 className={styles.label}>{intl.formatMessage(messages.keyTips)}</h3>
            <ol className={styles.tips}>
              {answer.key_tips.map((tip, index) => (
                <li key={index} dir="auto">
                  {tip}
                </li>
              ))}
            </ol>
          </section>
        )}

        <div className={styles.facts}>
          {answer.local_context && (
            <section className={styles.fact}>
              <h3 className={styles.label}>{intl.formatMessage(messages.context)}</h3>
              <p dir="auto">{answer.local_context}</p>
            </section>
          )}
          <section className={styles.fact}>
            <h3 className={styles.label}>{intl.formatMessage(messages.savings)}</h3>
            <p className={styles.savings}>{formatMonthlySavings(intl, answer.estimated_savings_aed)}</p>
          </section>
        </div>

        <section>
          <h3 className={styles.label}>{intl.formatMessage(messages.sources)}</h3>
          {answer.cited_sources.length === 0 ? (
            <p className={styles.muted}>{intl.formatMessage(messages.noSources)}</p>
          ) : (
            <ul className={styles.sources}>
              {answer.cited_sources.map((source, index) => (
                <li key={index}>
                  {isLink(source) ? (
                    <a href={source} target="_blank" rel="noopener noreferrer" dir="ltr">
                      {source}
                    </a>
                  ) : (
                    source
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      <FeedbackSummary feedback={answer.feedback} />

      <footer className={styles.footer}>
        {ratio !== null && (
          <StatusBadge tone={ratio >= 0.7 ? 'success' : ratio >= 0.4 ? 'warning' : 'danger'}>
            {intl.formatMessage(messages.confidence, { percent: formatPercent(intl, ratio) })}
          </StatusBadge>
        )}
        <span>{intl.formatMessage(messages.created, { date: formatDate(intl, answer.created_at) })}</span>
        {answer.published && <span className={styles.live}>{intl.formatMessage(messages.live)}</span>}
      </footer>
    </article>
  );
}

function FeedbackSummary({ feedback }: { feedback: AdminAnswer['feedback'] }) {
  const intl = useIntl();
  const negative =
    feedback.count > 0 &&
    (feedback.not_helpful > feedback.helpful || (feedback.average_rating != null && feedback.average_rating < 3));
  const average = (value: number | null | undefined) =>
    value == null ? '–' : intl.formatMessage(messages.outOfFive, { value: formatNumber(intl, value, 1) });

  return (
    <section className={`${styles.feedback} ${negative ? styles.negative : ''}`}>
      <div className={styles.feedbackHeader}>
        <h3 className={styles.label}>{intl.formatMessage(messages.feedback)}</h3>
        {feedback.count > 0 && (
          <span className={styles.muted}>{intl.formatMessage(messages.feedbackCount, { count: feedback.count })}</span>
        )}
        {negative && <StatusBadge tone="danger">{intl.formatMessage(messages.needsAttention)}</StatusBadge>}
      </div>
      {feedback.count === 0 ? (
        <p className={styles.muted}>{intl.formatMessage(messages.noFeedback)}</p>
      ) : (
        <>
          <div className={styles.votes}>
            <span className={styles.up}>
              <ThumbUpSlimIcon size={16} />
              {intl.formatMessage(messages.helpful, { count: formatNumber(intl, feedback.helpful) })}
            </span>
            <span className={feedback.not_helpful > 0 ? styles.down : styles.muted}>
              <ThumbDownSlimIcon size={16} />
              {intl.formatMessage(messages.notHelpful, { count: formatNumber(intl, feedback.not_helpful) })}
            </span>
          </div>
          <dl className={styles.averages}>
            <div>
              <dt>{intl.formatMessage(messages.rating)}</dt>
              <dd>{average(feedback.average_rating)}</dd>
            </div>
            <div>
              <dt>{intl.formatMessage(messages.accuracy)}</dt>
              <dd>{average(feedback.average_accuracy)}</dd>
            </div>
            <div>
              <dt>{intl.formatMessage(messages.clarity)}</dt>
              <dd>{average(feedback.average_clarity)}</dd>
            </div>
            <div>
              <dt>{intl.formatMessage(messages.usefulness)}</dt>
              <dd>{average(feedback.average_usefulness)}</dd>
            </div>
          </dl>
          {feedback.latest_comments.length > 0 && (
            <>
              <h4 className={styles.subLabel}>{intl.formatMessage(messages.comments)}</h4>
              <ul className={styles.comments}>
                {feedback.latest_comments.map((comment, index) => {
                  const bad = comment.helpful === false || (comment.rating != null && comment.rating <= 2);
                  return (
                    <li key={index} className={`${styles.comment} ${bad ? styles.badComment : ''}`}>
                      <p dir="auto">{comment.comment}</p>
                      <p className={styles.commentMeta}>
                        {comment.rating != null && <span>{intl.formatMessage(messages.commentRating, { rating: comment.rating })}</span>}
                        {comment.helpful === true && <ThumbUpSlimIcon size={14} />}
                        {comment.helpful === false && <ThumbDownSlimIcon size={14} />}
                        <span>{formatDate(intl, comment.created_at)}</span>
                      </p>
                    </li>
                  );
                })}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  );
}
