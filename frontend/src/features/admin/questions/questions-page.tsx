// Questions admin (/admin/questions, spec §2): counts, a debounced search, filters (status,
// persona, city) and sort on the server, a card per question with its answer, 20 a page with a
// sliding window of page buttons, and a CSV export of what the filters select.
import { useEffect, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';

import { CITIES, PERSONAS, cityMessages, parseCity, parsePersona, personaMessages } from '../../../components/answer/options';
import { DownloadIcon, ExternalSharpIcon, QuestionIcon } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast';
import { formatDate } from '../../../lib/format';
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
import { StatCard, StatGrid } from '../components/stat-card';
import { StatusBadge } from '../components/status-badge';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import {
  QUESTIONS_PAGE_SIZE,
  QUESTION_SORTS,
  downloadQuestionsCsv,
  isFiltered,
  questionFiltersFromParams,
  questionParams,
  useAdminQuestions,
  type AdminQuestion,
  type QuestionFilters,
  type QuestionSort,
  type QuestionStatus,
} from './api';
import styles from './questions-page.module.css';

const messages = untyped(
  defineMessages({
    title: { id: 'admin.questions.title', defaultMessage: 'Questions' },
    subtitle: { id: 'admin.questions.subtitle', defaultMessage: 'Everything people have asked the expert, with the answers they got.' },
    total: { id: 'admin.questions.stat.total', defaultMessage: 'Total' },
    answeredStat: { id: 'admin.questions.stat.answered', defaultMessage: 'Answered' },
    unansweredStat: { id: 'admin.questions.stat.unanswered', defaultMessage: 'Unanswered' },
    filteredStat: { id: 'admin.questions.stat.filtered', defaultMessage: 'Filtered' },
    searchLabel: { id: 'admin.questions.searchLabel', defaultMessage: 'Search questions' },
    search: { id: 'admin.questions.search', defaultMessage: 'Search questions or answer slugs' },
    status: { id: 'admin.questions.filter.status', defaultMessage: 'Status' },
    statusAll: { id: 'admin.questions.filter.statusAll', defaultMessage: 'All questions' },
    statusAnswered: { id: 'admin.questions.filter.answered', defaultMessage: 'Answered' },
    statusUnanswered: { id: 'admin.questions.filter.unanswered', defaultMessage: 'Unanswered' },
    persona: { id: 'admin.questions.filter.persona', defaultMessage: 'Persona' },
    personaAll: { id: 'admin.questions.filter.personaAll', defaultMessage: 'All personas' },
    city: { id: 'admin.questions.filter.city', defaultMessage: 'City' },
    cityAll: { id: 'admin.questions.filter.cityAll', defaultMessage: 'All cities' },
    sort: { id: 'admin.questions.filter.sort', defaultMessage: 'Sort' },
    newest: { id: 'admin.questions.sort.newest', defaultMessage: 'Newest first' },
    oldest: { id: 'admin.questions.sort.oldest', defaultMessage: 'Oldest first' },
    answeredFirst: { id: 'admin.questions.sort.answeredFirst', defaultMessage: 'Answered first' },
    unansweredFirst: { id: 'admin.questions.sort.unansweredFirst', defaultMessage: 'Unanswered first' },
    exportCsv: { id: 'admin.questions.export', defaultMessage: 'Export CSV' },
    exporting: { id: 'admin.questions.exporting', defaultMessage: 'Exporting...' },
    exportOk: { id: 'admin.export.success', defaultMessage: 'Export Successful' },
    exportOkText: { id: 'admin.questions.exportSuccessText', defaultMessage: 'Questions data exported successfully.' },
    exportFailed: { id: 'admin.export.failed', defaultMessage: 'Export Failed' },
    exportFailedText: { id: 'admin.export.failedText', defaultMessage: 'Failed to export data. Please try again.' },
    loading: { id: 'admin.questions.loading', defaultMessage: 'Loading questions...' },
    error: { id: 'admin.questions.error', defaultMessage: 'Error loading questions. Please try again.' },
    emptyTitle: { id: 'admin.questions.empty.title', defaultMessage: 'No questions found' },
    emptyFiltered: { id: 'admin.questions.empty.filtered', defaultMessage: 'No questions match your search criteria.' },
    emptyNone: { id: 'admin.questions.empty.none', defaultMessage: 'No questions have been submitted yet.' },
    clearFilters: { id: 'admin.questions.clearFilters', defaultMessage: 'Clear Filters' },
    answered: { id: 'admin.questions.answered', defaultMessage: 'Answered' },
    unanswered: { id: 'admin.questions.unanswered', defaultMessage: 'Unanswered' },
    unpublished: { id: 'admin.questions.unpublished', defaultMessage: 'Not published' },
    channel: { id: 'admin.questions.channel', defaultMessage: 'Channel: {channel}' },
    askedOn: { id: 'admin.questions.askedOn', defaultMessage: 'Asked on {date}' },
    answerPath: { id: 'admin.questions.answerPath', defaultMessage: 'Answer: {path}' },
    openAnswer: { id: 'admin.questions.openAnswer', defaultMessage: 'Open answer' },
    openAnswerLabel: { id: 'admin.questions.openAnswerLabel', defaultMessage: 'Open the answer in a new tab' },
    showing: { id: 'admin.questions.showing', defaultMessage: 'Showing {from}–{to} of {total}' },
  }),
);

const SORT_LABEL: Record<QuestionSort, keyof typeof messages> = {
  newest: 'newest',
  oldest: 'oldest',
  answered_first: 'answeredFirst',
  unanswered_first: 'unansweredFirst',
};

export function QuestionsPage() {
  const intl = useIntl();
  // The filters live in the address too, so a reload or a shared link keeps them.
  const [params, setParams] = useSearchParams();
  const [initial] = useState(() => questionFiltersFromParams(params));
  const [search, setSearch] = useState(initial.q);
  const q = useDebouncedValue(search, 300);
  const [filters, setFilters] = useState<Omit<QuestionFilters, 'q'>>(() => ({
    status: initial.status,
    persona: initial.persona,
    city: initial.city,
    sort: initial.sort,
    page: initial.page,
  }));
  const [exporting, setExporting] = useState(false);
  const redirectIfSignedOut = useUnauthorizedRedirect();

  const current: QuestionFilters = { ...filters, q };
  const address = questionParams(current).toString();
  const addressRef = useRef(address);
  useEffect(() => {
    addressRef.current = address;
    setParams(new URLSearchParams(address), { replace: true });
  }, [address, setParams]);
  // A link to this page with other filters (the sidebar's, say) while it is open: follow it.
  const linked = params.toString();
  useEffect(() => {
    if (linked === addressRef.current) return;
    const next = questionFiltersFromParams(new URLSearchParams(linked));
    setSearch(next.q);
    setFilters({ status: next.status, persona: next.persona, city: next.city, sort: next.sort, page: next.page });
  }, [linked]);
  const questions = useAdminQuestions(current);
  const data = questions.data;

  const update = (patch: Partial<Omit<QuestionFilters, 'q'>>) => setFilters((value) => ({ ...value, page: 1, ...patch }));
  // A new search goes back to page 1.
  const onSearch = (value: string) => {
    setSearch(value);
    setFilters((current) => (current.page === 1 ? current : { ...current, page: 1 }));
  };
  const clear = () => {
    setSearch('');
    setFilters((value) => ({ ...value, status: 'all', persona: 'all', city: 'all', page: 1 }));
  };

  const onExport = async () => {
    setExporting(true);
    try {
      await downloadQuestionsCsv(current);
      toast({ title: intl.formatMessage(messages.exportOk), description: intl.formatMessage(messages.exportOkText), variant: 'success' });
    } catch (error) {
      if (!redirectIfSignedOut(error)) {
        toast({
          title: intl.formatMessage(messages.exportFailed),
          description: error instanceof Error && error.message.startsWith('Export failed') ? error.message : intl.formatMessage(messages.exportFailedText),
          variant: 'destructive',
        });
      }
    } finally {
      setExporting(false);
    }
  };

  const statusOptions: { value: QuestionStatus; label: string }[] = [
    { value: 'all', label: intl.formatMessage(messages.statusAll) },
    { value: 'answered', label: intl.formatMessage(messages.statusAnswered) },
    { value: 'unanswered', label: intl.formatMessage(messages.statusUnanswered) },
  ];
  const personaOptions = [
    { value: 'all' as const, label: intl.formatMessage(messages.personaAll) },
    ...PERSONAS.map((value) => ({ value, label: intl.formatMessage(personaMessages[value]) })),
  ];
  const cityOptions = [
    { value: 'all' as const, label: intl.formatMessage(messages.cityAll) },
    ...CITIES.map((value) => ({ value, label: intl.formatMessage(cityMessages[value]) })),
  ];
  const sortOptions = QUESTION_SORTS.map((value) => ({ value, label: intl.formatMessage(messages[SORT_LABEL[value]]) }));

  const filtered = isFiltered(current);
  const totalPages = data ? pageCount(data.total, data.page_size || QUESTIONS_PAGE_SIZE) : 1;
  const loadingStats = !data && !questions.error;

  return (
    <>
      <PageHeader
        title={intl.formatMessage(messages.title)}
        subtitle={intl.formatMessage(messages.subtitle)}
        actions={
          <Button variant="secondary" icon={<DownloadIcon />} disabled={exporting} onClick={() => void onExport()}>
            {intl.formatMessage(exporting ? messages.exporting : messages.exportCsv)}
          </Button>
        }
      />

      <StatGrid>
        <StatCard label={intl.formatMessage(messages.total)} value={data?.stats.total} loading={loadingStats} />
        <StatCard label={intl.formatMessage(messages.answeredStat)} value={data?.stats.answered} loading={loadingStats} />
        <StatCard label={intl.formatMessage(messages.unansweredStat)} value={data?.stats.unanswered} loading={loadingStats} />
        <StatCard label={intl.formatMessage(messages.filteredStat)} value={data?.total} loading={loadingStats} />
      </StatGrid>

      <Toolbar>
        <div className={styles.searchCell}>
          <SearchInput
            value={search}
            onChange={onSearch}
            label={intl.formatMessage(messages.searchLabel)}
            placeholder={intl.formatMessage(messages.search)}
          />
        </div>
        <FilterSelect label={intl.formatMessage(messages.status)} value={filters.status} onChange={(status) => update({ status })} options={statusOptions} />
        <FilterSelect label={intl.formatMessage(messages.persona)} value={filters.persona} onChange={(persona) => update({ persona })} options={personaOptions} />
        <FilterSelect label={intl.formatMessage(messages.city)} value={filters.city} onChange={(city) => update({ city })} options={cityOptions} />
        <FilterSelect label={intl.formatMessage(messages.sort)} value={filters.sort} onChange={(sort) => update({ sort })} options={sortOptions} />
      </Toolbar>

      {questions.error && !data ? (
        <ErrorState message={intl.formatMessage(messages.error)} onRetry={() => void questions.mutate()} />
      ) : !data ? (
        <LoadingState label={intl.formatMessage(messages.loading)} />
      ) : data.items.length === 0 ? (
        <EmptyState
          icon={<QuestionIcon size={28} />}
          title={intl.formatMessage(messages.emptyTitle)}
          description={intl.formatMessage(filtered ? messages.emptyFiltered : messages.emptyNone)}
          action={
            filtered && (
              <Button variant="secondary" onClick={clear}>
                {intl.formatMessage(messages.clearFilters)}
              </Button>
            )
          }
        />
      ) : (
        <div aria-busy={questions.isValidating || undefined}>
          <p className={styles.showing}>
            {intl.formatMessage(messages.showing, {
              from: (data.page - 1) * data.page_size + 1,
              to: (data.page - 1) * data.page_size + data.items.length,
              total: data.total,
            })}
          </p>
          <ul className={styles.list}>
            {data.items.map((question) => (
              <li key={question.id}>
                <QuestionCard question={question} />
              </li>
            ))}
          </ul>
          <Pagination page={data.page} totalPages={totalPages} onPageChange={(page) => update({ page })} />
        </div>
      )}
    </>
  );
}

function QuestionCard({ question }: { question: AdminQuestion }) {
  const intl = useIntl();
  const persona = parsePersona(question.persona);
  const city = parseCity(question.city);
  const answer = question.answer;
  const path = answer ? `/q/${answer.slug}` : null;

  return (
    <article className={styles.card}>
      <div className={styles.cardTop}>
        <h2 className={styles.question} dir="auto">{question.text}</h2>
        {answer && path && (
          <a
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
            href={path}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={intl.formatMessage(messages.openAnswerLabel)}
          >
            <ExternalSharpIcon size={16} />
            {intl.formatMessage(messages.openAnswer)}
          </a>
        )}
      </div>
      <p className={styles.meta}>
        {answer ? (
          <StatusBadge tone="success">{intl.formatMessage(messages.answered)}</StatusBadge>
        ) : (
          <StatusBadge tone="warning">{intl.formatMessage(messages.unanswered)}</StatusBadge>
        )}
        {answer && !answer.published && <StatusBadge>{intl.formatMessage(messages.unpublished)}</StatusBadge>}
        <StatusBadge tone="info">{persona ? intl.formatMessage(personaMessages[persona]) : question.persona}</StatusBadge>
        <StatusBadge tone="info">{city ? intl.formatMessage(cityMessages[city]) : question.city}</StatusBadge>
        {question.channel && <StatusBadge>{intl.formatMessage(messages.channel, { channel: question.channel })}</StatusBadge>}
      </p>
      {answer?.excerpt && <p className={styles.excerpt} dir="auto">{answer.excerpt}</p>}
      <p className={styles.footer}>
        <span>{intl.formatMessage(messages.askedOn, { date: formatDate(intl, question.created_at) })}</span>
        {path && (
          <span>
            {intl.formatMessage(messages.answerPath, {
              path: (
                <code key="path" dir="ltr">
                  {path}
                </code>
              ),
            })}
          </span>
        )}
      </p>
    </article>
  );
}
