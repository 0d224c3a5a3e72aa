// The admin dashboard (/admin, spec §2): four counts, quick actions to every section, the five
// newest questions and up to five events waiting for review.
import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

import { cityMessages, parseCity, parsePersona, personaMessages } from '../../../components/answer/options';
import {
  AnswerIcon,
  BarChartIcon,
  BookIcon,
  BulbIcon,
  CalendarIcon,
  ChevronForwardIcon,
  CupIcon,
  QuestionIcon,
} from '../../../components/ui/icons';
import { ApiError } from '../../../lib/api/client';
import { buttonClass } from '../components/button';
import { EmptyState } from '../components/empty-state';
import { ErrorState } from '../components/error-state';
import { LoadingState } from '../components/loading-state';
import { untyped } from '../components/messages';
import { PageHeader } from '../components/page-header';
import { StatCard, StatGrid } from '../components/stat-card';
import { StatusBadge } from '../components/status-badge';
import { useAdminEvents } from '../events/api';
import { eventTypeMessages } from '../events/messages';
import { DEFAULT_QUESTION_FILTERS, useAdminQuestions } from '../questions/api';
import { useOverview } from './api';
import styles from './dashboard-page.module.css';

const RECENT = 5;

const messages = untyped(defineMessages({
  title: { id: 'admin.dashboard.title', defaultMessage: 'Admin Dashboard' },
  subtitle: { id: 'admin.dashboard.subtitle', defaultMessage: 'What needs attention on Batala today.' },
  totalQuestions: { id: 'admin.dashboard.stat.questions', defaultMessage: 'Total Questions' },
  publishedAnswers: { id: 'admin.dashboard.stat.published', defaultMessage: 'Published Answers' },
  pendingEvents: { id: 'admin.dashboard.stat.pending', defaultMessage: 'Pending Events' },
  venues: { id: 'admin.dashboard.stat.venues', defaultMessage: 'Registered Venues' },
  openGaps: { id: 'admin.dashboard.stat.openGaps', defaultMessage: 'Open Knowledge Gaps' },
  toReview: { id: 'admin.dashboard.toReview', defaultMessage: 'To review' },
  urgent: { id: 'admin.dashboard.urgent', defaultMessage: 'Urgent' },
  statsError: { id: 'admin.dashboard.statsError', defaultMessage: 'Failed to fetch overview: {reason}' },
  quickActions: { id: 'admin.dashboard.quickActions', defaultMessage: 'Quick Actions' },
  qaQuestions: { id: 'admin.dashboard.action.questions', defaultMessage: 'Review questions' },
  qaQuestionsText: { id: 'admin.dashboard.action.questionsText', defaultMessage: 'Search, filter and export what people ask.' },
  qaAnswers: { id: 'admin.dashboard.action.answers', defaultMessage: 'Publish answers' },
  qaAnswersText: { id: 'admin.dashboard.action.answersText', defaultMessage: 'Check expert answers and their feedback.' },
  qaEvents: { id: 'admin.dashboard.action.events', defaultMessage: 'Moderate events' },
  qaEventsText: { id: 'admin.dashboard.action.eventsText', defaultMessage: 'Approve, reject or feature submissions.' },
  qaLeaderboard: { id: 'admin.dashboard.action.leaderboard', defaultMessage: 'Update the leaderboard' },
  qaLeaderboardText: { id: 'admin.dashboard.action.leaderboardText', defaultMessage: 'Manage venues and monthly results.' },
  qaContent: { id: 'admin.dashboard.action.content', defaultMessage: 'Add knowledge' },
  qaContentText: { id: 'admin.dashboard.action.contentText', defaultMessage: 'Feed sources to the expert.' },
  qaAnalytics: { id: 'admin.dashboard.action.analytics', defaultMessage: 'View analytics' },
  qaAnalyticsText: { id: 'admin.dashboard.action.analyticsText', defaultMessage: 'Usage trends and CSV exports.' },
  recentQuestions: { id: 'admin.dashboard.recentQuestions', defaultMessage: 'Recent Questions' },
  pendingList: { id: 'admin.dashboard.pendingEvents', defaultMessage: 'Pending Events' },
  viewAll: { id: 'admin.dashboard.viewAll', defaultMessage: 'View all' },
  questionsLoading: { id: 'admin.questions.loading', defaultMessage: 'Loading questions...' },
  questionsError: { id: 'admin.questions.error', defaultMessage: 'Error loading questions. Please try again.' },
  noQuestions: { id: 'admin.questions.empty.none', defaultMessage: 'No questions have been submitted yet.' },
  eventsLoading: { id: 'admin.events.loading', defaultMessage: 'Loading events...' },
  eventsError: { id: 'admin.events.error', defaultMessage: 'Error loading events. Please try again.' },
  noPending: { id: 'admin.dashboard.noPending', defaultMessage: 'No events are waiting for review.' },
  answered: { id: 'admin.questions.answered', defaultMessage: 'Answered' },
}));

interface QuickAction {
  to: string;
  icon: ReactNode;
  title: keyof typeof messages;
  text: keyof typeof messages;
}

const QUICK_ACTIONS: QuickAction[] = [
  { to: '/admin/questions', icon: <QuestionIcon size={22} />, title: 'qaQuestions', text: 'qaQuestionsText' },
  { to: '/admin/answers', icon: <AnswerIcon size={22} />, title: 'qaAnswers', text: 'qaAnswersText' },
  { to: '/admin/events', icon: <CalendarIcon size={22} />, title: 'qaEvents', text: 'qaEventsText' },
  { to: '/admin/leaderboard', icon: <CupIcon size={22} />, title: 'qaLeaderboard', text: 'qaLeaderboardText' },
  { to: '/admin/content', icon: <BookIcon size={22} />, title: 'qaContent', text: 'qaContentText' },
  { to: '/admin/analytics', icon: <BarChartIcon size={22} />, title: 'qaAnalytics', text: 'qaAnalyticsText' },
];

/** The server's message, else what the failure said (e.g. "503: Service Unavailable"). */
function overviewFailure(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

export function DashboardPage() {
  const intl = useIntl();
  const overview = useOverview();
  const questions = useAdminQuestions(DEFAULT_QUESTION_FILTERS);
  const pending = useAdminEvents('pending', '');
  const stats = overview.data;
  const loading = !stats && !overview.error;

  const cityLabel = (city: string) => {
    const code = parseCity(city);
    return code ? intl.formatMessage(cityMessages[code]) : city;
  };
  const personaLabel = (persona: string) => {
    const code = parsePersona(persona);
    return code ? intl.formatMessage(personaMessages[code]) : persona;
  };

  return (
    <>
      <PageHeader title={intl.formatMessage(messages.title)} subtitle={intl.formatMessage(messages.subtitle)} />

      {overview.error ? (
        <div className={styles.block}>
          <ErrorState
            message={intl.formatMessage(messages.statsError, { reason: overviewFailure(overview.error) })}
            onRetry={() => void overview.mutate()}
          />
        </div>
      ) : (
        <StatGrid>
          <StatCard
            label={intl.formatMessage(messages.totalQuestions)}
            value={stats?.total_questions}
            loading={loading}
            icon={<QuestionIcon />}
          />
          <StatCard
            label={intl.formatMessage(messages.publishedAnswers)}
            value={stats?.published_answers}
            loading={loading}
            icon={<AnswerIcon />}
          />
          <StatCard
            label={intl.formatMessage(messages.pendingEvents)}
            value={stats?.pending_events}
            loading={loading}
            icon={<CalendarIcon />}
            badge={stats && stats.pending_events > 0 && <StatusBadge tone="danger">{intl.formatMessage(messages.urgent)}</StatusBadge>}
          />
          <StatCard
            label={intl.formatMessage(messages.openGaps)}
            value={stats?.open_gaps}
            loading={loading}
            icon={<BulbIcon />}
            badge={stats && stats.open_gaps > 0 && <StatusBadge tone="warning">{intl.formatMessage(messages.toReview)}</StatusBadge>}
          />
          <StatCard
            label={intl.formatMessage(messages.venues)}
            value={stats?.registered_venues}
            loading={loading}
            icon={<CupIcon />}
          />
        </StatGrid>
      )}

      <section className={styles.block} aria-labelledby="quick-actions">
        <h2 id="quick-actions" className={styles.sectionTitle}>
          {intl.formatMessage(messages.quickActions)}
        </h2>
        <ul className={styles.actions}>
          {QUICK_ACTIONS.map((action) => (
            <li key={action.to}>
              <Link to={action.to} className={styles.action}>
                <span className={styles.actionIcon}>{action.icon}</span>
                <span className={styles.actionText}>
                  <strong>{intl.formatMessage(messages[action.title])}</strong>
                  <span>{intl.formatMessage(messages[action.text])}</span>
                </span>
                <span className={styles.chevron}>
                  <ChevronForwardIcon size={16} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <div className={styles.columns}>
        <section className={styles.panel} aria-labelledby="recent-questions">
          <header className={styles.panelHeader}>
            <h2 id="recent-questions" className={styles.sectionTitle}>
              {intl.formatMessage(messages.recentQuestions)}
            </h2>
            <Link to="/admin/questions" className={buttonClass({ variant: 'ghost', size: 'sm' })}>
              {intl.formatMessage(messages.viewAll)}
            </Link>
          </header>
          {questions.error ? (
            <ErrorState message={intl.formatMessage(messages.questionsError)} onRetry={() => void questions.mutate()} />
          ) : !questions.data ? (
            <LoadingState label={intl.formatMessage(messages.questionsLoading)} />
          ) : questions.data.items.length === 0 ? (
            <EmptyState icon={<QuestionIcon size={28} />} title={intl.formatMessage(messages.noQuestions)} />
          ) : (
            <ul className={styles.rows}>
              {questions.data.items.slice(0, RECENT).map((question) => (
                <li key={question.id} className={styles.row}>
                  <p className={styles.rowTitle} dir="auto">{question.text}</p>
                  <p className={styles.rowMeta}>
                    <span>{personaLabel(question.persona)}</span>
                    <span aria-hidden="true">·</span>
                    <span>{cityLabel(question.city)}</span>
                    {question.answer && <StatusBadge tone="success">{intl.formatMessage(messages.answered)}</StatusBadge>}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section className={styles.panel} aria-labelledby="pending-events">
          <header className={styles.panelHeader}>
            <h2 id="pending-events" className={styles.sectionTitle}>
              {intl.formatMessage(messages.pendingList)}
            </h2>
            <Link to="/admin/events" className={buttonClass({ variant: 'ghost', size: 'sm' })}>
              {intl.formatMessage(messages.viewAll)}
            </Link>
          </header>
          {pending.error ? (
            <ErrorState message={intl.formatMessage(messages.eventsError)} onRetry={() => void pending.mutate()} />
          ) : !pending.data ? (
            <LoadingState label={intl.formatMessage(messages.eventsLoading)} />
          ) : pending.data.length === 0 ? (
            <EmptyState icon={<CalendarIcon size={28} />} title={intl.formatMessage(messages.noPending)} />
          ) : (
            <ul className={styles.rows}>
              {pending.data.slice(0, RECENT).map((event) => (
                <li key={event.id} className={styles.row}>
                  <p className={styles.rowTitle} dir="auto">{event.title}</p>
                  <p className={styles.rowMeta}>
                    <span>{intl.formatMessage(eventTypeMessages[event.event_type])}</span>
                    <span aria-hidden="true">·</span>
                    <span>{cityLabel(event.city)}</span>
                  </p>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
