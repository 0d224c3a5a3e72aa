// Knowledge gaps (/admin/gaps): the questions Batala answered unsurely, did not cover, or whose
// answer a visitor rated unhelpful, grouped by the card nearest them (similar questions
// together), with who asked, where, in which language and what they said. An admin resolves a
// group (a card now answers it) or dismisses it, with a note; a reviewed group can be reopened.
import { useId, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

import { cityMessages, personaMessages } from '../../../components/answer/options';
import { BulbIcon, CheckIcon, EditIcon, ExternalSharpIcon, XIcon } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast';
import { formatNumber } from '../../../lib/format';
import { useUnauthorizedRedirect } from '../api/unauthorized';
import { Button, buttonClass } from '../components/button';
import { ConfirmDialog } from '../components/confirm-dialog';
import { EmptyState } from '../components/empty-state';
import { ErrorState } from '../components/error-state';
import { Toolbar } from '../components/field';
import { FilterSelect } from '../components/filter-select';
import { LoadingState } from '../components/loading-state';
import { NoteField } from '../components/note-field';
import { untyped } from '../components/messages';
import { PageHeader } from '../components/page-header';
import { StatusBadge } from '../components/status-badge';
import {
  GAP_STATUSES,
  reviewGaps,
  useAdminGaps,
  useRefreshGaps,
  type GapGroup,
  type GapReason,
  type GapSort,
  type GapStatus,
} from './api';
import styles from './gaps-admin-page.module.css';

const messages = untyped(
  defineMessages({
    title: { id: 'admin.gaps.title', defaultMessage: 'Knowledge gaps' },
    subtitle: {
      id: 'admin.gaps.subtitle',
      defaultMessage: 'Questions answered unsurely, not covered yet, or rated unhelpful, grouped by the nearest guidance card.',
    },
    open: { id: 'admin.gaps.status.open', defaultMessage: 'Open' },
    resolved: { id: 'admin.gaps.status.resolved', defaultMessage: 'Resolved' },
    dismissed: { id: 'admin.gaps.status.dismissed', defaultMessage: 'Dismissed' },
    statusFilter: { id: 'admin.gaps.filter.status', defaultMessage: 'Status' },
    sortFilter: { id: 'admin.gaps.filter.sort', defaultMessage: 'Order' },
    byCount: { id: 'admin.gaps.sort.count', defaultMessage: 'Most asked' },
    byRecent: { id: 'admin.gaps.sort.recent', defaultMessage: 'Most recent' },
    openCount: { id: 'admin.gaps.openCount', defaultMessage: '{count, plural, one {# open gap} other {# open gaps}}' },
    loading: { id: 'admin.gaps.loading', defaultMessage: 'Loading knowledge gaps...' },
    error: { id: 'admin.gaps.error', defaultMessage: 'Error loading knowledge gaps. Please try again.' },
    emptyTitle: { id: 'admin.gaps.empty.title', defaultMessage: 'No knowledge gaps' },
    emptyOpen: { id: 'admin.gaps.empty.open', defaultMessage: 'Every question so far got a sure answer that nobody rated unhelpful.' },
    emptyReviewed: { id: 'admin.gaps.empty.reviewed', defaultMessage: 'No gaps have this status yet.' },
    nearest: { id: 'admin.gaps.group.nearest', defaultMessage: 'Nearest card' },
    noCard: { id: 'admin.gaps.group.noCard', defaultMessage: 'No card near these questions' },
    asked: { id: 'admin.gaps.group.asked', defaultMessage: '{count, plural, one {Asked # time} other {Asked # times}}' },
    lastAsked: { id: 'admin.gaps.group.lastAsked', defaultMessage: 'Last asked {date}' },
    notCovered: { id: 'admin.gaps.reason.notCovered', defaultMessage: 'Not covered' },
    unsure: { id: 'admin.gaps.reason.unsure', defaultMessage: 'Unsure answer' },
    ratedUnhelpful: { id: 'admin.gaps.reason.ratedUnhelpful', defaultMessage: 'Rated unhelpful' },
    english: { id: 'admin.gaps.language.en', defaultMessage: 'English' },
    arabic: { id: 'admin.gaps.language.ar', defaultMessage: 'Arabic' },
    confidence: { id: 'admin.gaps.question.confidence', defaultMessage: '{value}% confidence' },
    viewAnswer: { id: 'admin.gaps.question.view', defaultMessage: 'View the answer it got' },
    note: { id: 'admin.gaps.question.note', defaultMessage: 'Note: {note}' },
    writeCard: { id: 'admin.gaps.action.writeCard', defaultMessage: 'Write a card' },
    resolve: { id: 'admin.gaps.action.resolve', defaultMessage: 'Resolve' },
    dismiss: { id: 'admin.gaps.action.dismiss', defaultMessage: 'Dismiss' },
    reopen: { id: 'admin.gaps.action.reopen', defaultMessage: 'Reopen' },
    resolveTitle: { id: 'admin.gaps.confirm.resolveTitle', defaultMessage: 'Resolve these questions?' },
    dismissTitle: { id: 'admin.gaps.confirm.dismissTitle', defaultMessage: 'Dismiss these questions?' },
    reopenTitle: { id: 'admin.gaps.confirm.reopenTitle', defaultMessage: 'Reopen these questions?' },
    resolveText: {
      id: 'admin.gaps.confirm.resolveText',
      defaultMessage:
        '{count, plural, one {The question will leave the open list: a card now answers it.} other {The # questions will leave the open list: a card now answers them.}}',
    },
    dismissText: {
      id: 'admin.gaps.confirm.dismissText',
      defaultMessage: '{count, plural, one {The question} other {The # questions}} will leave the open list without a card.',
    },
    reopenText: {
      id: 'admin.gaps.confirm.reopenText',
      defaultMessage: '{count, plural, one {The question goes} other {The # questions go}} back on the open list.',
    },
    noteLabel: { id: 'admin.gaps.confirm.note', defaultMessage: 'Note (optional)' },
    noteHint: { id: 'admin.gaps.confirm.noteHint', defaultMessage: 'For the team, e.g. which card now answers these questions.' },
    reviewedTitle: { id: 'admin.gaps.toast.reviewed', defaultMessage: 'Gaps updated' },
    errorTitle: { id: 'admin.toast.error', defaultMessage: 'Error' },
    failed: { id: 'admin.gaps.toast.failed', defaultMessage: 'Failed to update the gaps.' },
  }),
);

const STATUS_LABEL = { open: messages.open, resolved: messages.resolved, dismissed: messages.dismissed } as const;
const REASON_LABEL: Record<GapReason, typeof messages.unsure> = {
  not_covered: messages.notCovered,
  unsure: messages.unsure,
  rated_unhelpful: messages.ratedUnhelpful,
};
const REASON_TONE = { not_covered: 'danger', unsure: 'warning', rated_unhelpful: 'accent' } as const;
const MOVE_LABEL = { resolved: messages.resolve, dismissed: messages.dismiss, open: messages.reopen } as const;
const MOVE_TITLE = { resolved: messages.resolveTitle, dismissed: messages.dismissTitle, open: messages.reopenTitle } as const;
const MOVE_TEXT = { resolved: messages.resolveText, dismissed: messages.dismissText, open: messages.reopenText } as const;

interface PendingReview {
  group: GapGroup;
  move: GapStatus;
  note: string;
  busy: boolean;
}

export function GapsAdminPage() {
  const intl = useIntl();
  const [status, setStatus] = useState<GapStatus>('open');
  const [sort, setSort] = useState<GapSort>('count');
  const gaps = useAdminGaps(status, sort);
  const refresh = useRefreshGaps();
  const redirectIfSignedOut = useUnauthorizedRedirect();
  const [pending, setPending] = useState<PendingReview | null>(null);
  const groups = gaps.data?.groups ?? [];

  const confirm = async () => {
    if (!pending) return;
    setPending({ ...pending, busy: true });
    try {
      const message = await reviewGaps(
        pending.group.questions.map((question) => question.question_id),
        pending.move,
        pending.note,
      );
      toast({ title: intl.formatMessage(messages.reviewedTitle), description: message, variant: 'success' });
      setPending(null);
      await refresh();
    } catch (error) {
      setPending(null);
      if (redirectIfSignedOut(error)) return;
      toast({ title: intl.formatMessage(messages.errorTitle), description: intl.formatMessage(messages.failed), variant: 'destructive' });
    }
  };

  return (
    <>
      <PageHeader
        title={intl.formatMessage(messages.title)}
        subtitle={intl.formatMessage(messages.subtitle)}
        actions={
          gaps.data && (
            <StatusBadge tone={gaps.data.open_count > 0 ? 'warning' : 'success'}>
              {intl.formatMessage(messages.openCount, { count: gaps.data.open_count })}
            </StatusBadge>
          )
        }
      />
      <Toolbar>
        <FilterSelect
          label={intl.formatMessage(messages.statusFilter)}
          value={status}
          onChange={setStatus}
          options={GAP_STATUSES.map((value) => ({ value, label: intl.formatMessage(STATUS_LABEL[value]) }))}
        />
        <FilterSelect
          label={intl.formatMessage(messages.sortFilter)}
          value={sort}
          onChange={setSort}
          options={[
            { value: 'count' as const, label: intl.formatMessage(messages.byCount) },
            { value: 'recent' as const, label: intl.formatMessage(messages.byRecent) },
          ]}
        />
      </Toolbar>

      {gaps.error ? (
        <ErrorState message={intl.formatMessage(messages.error)} onRetry={() => void gaps.mutate()} />
      ) : !gaps.data ? (
        <LoadingState label={intl.formatMessage(messages.loading)} />
      ) : groups.length === 0 ? (
        <EmptyState
          icon={<BulbIcon size={28} />}
          title={intl.formatMessage(messages.emptyTitle)}
          description={intl.formatMessage(status === 'open' ? messages.emptyOpen : messages.emptyReviewed)}
        />
      ) : (
        <ul className={styles.list}>
          {groups.map((group) => (
            <li key={group.card_id ?? 'none'}>
              <GroupCard group={group} status={status} onReview={(move) => setPending({ group, move, note: '', busy: false })} />
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open && !pending?.busy) setPending(null);
        }}
        title={pending ? intl.formatMessage(MOVE_TITLE[pending.move]) : ''}
        description={pending ? intl.formatMessage(MOVE_TEXT[pending.move], { count: pending.group.questions.length }) : ''}
        confirmLabel={pending ? intl.formatMessage(MOVE_LABEL[pending.move]) : ''}
        pending={pending?.busy ?? false}
        onConfirm={() => void confirm()}
      >
        {pending && pending.move !== 'open' && (
          <NoteField
            label={intl.formatMessage(messages.noteLabel)}
            hint={intl.formatMessage(messages.noteHint)}
            value={pending.note}
            disabled={pending.busy}
            onChange={(note) => setPending({ ...pending, note })}
          />
        )}
      </ConfirmDialog>
    </>
  );
}

function GroupCard({ group, status, onReview }: { group: GapGroup; status: GapStatus; onReview: (move: GapStatus) => void }) {
  const intl = useIntl();
  const titleId = useId();
  const arabic = intl.locale.startsWith('ar');
  const title = group.card_title ? (arabic ? group.card_title.ar : group.card_title.en) : intl.formatMessage(messages.noCard);
  const date = (value: string) => intl.formatDate(value, { dateStyle: 'medium', timeZone: 'Asia/Dubai' });

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.cardHeader}>
        <div className={styles.titleBlock}>
          {group.card_title && <p className={styles.eyebrow}>{intl.formatMessage(messages.nearest)}</p>}
          <h2 id={titleId} className={styles.cardTitle}>
            {title}
          </h2>
          <p className={styles.meta}>
            <span>{intl.formatMessage(messages.asked, { count: group.count })}</span>
            {group.last_asked && <span>{intl.formatMessage(messages.lastAsked, { date: date(group.last_asked) })}</span>}
          </p>
        </div>
        <StatusBadge tone="info">{formatNumber(intl, group.count)}</StatusBadge>
      </header>

      <div className={styles.chips}>
        {group.personas.map((persona) => (
          <span key={persona} className={styles.chip}>
            {intl.formatMessage(personaMessages[persona])}
          </span>
        ))}
        {group.cities.map((city) => (
          <span key={city} className={styles.chip}>
            {intl.formatMessage(cityMessages[city])}
          </span>
        ))}
        {group.languages.map((language) => (
          <span key={language} className={styles.chip}>
            {intl.formatMessage(language === 'ar' ? messages.arabic : messages.english)}
          </span>
        ))}
      </div>

      <ul className={styles.questions}>
        {group.questions.map((question) => (
          <li key={question.question_id} className={styles.question}>
            <p className={styles.questionText} dir="auto" lang={question.language}>
              {question.text}
            </p>
            <div className={styles.questionMeta}>
              {question.reasons.map((reason) => (
                <StatusBadge key={reason} tone={REASON_TONE[reason]}>
                  {intl.formatMessage(REASON_LABEL[reason])}
                </StatusBadge>
              ))}
              <span>
                {intl.formatMessage(personaMessages[question.persona])} · {intl.formatMessage(cityMessages[question.city])} ·{' '}
                {date(question.asked_at)}
              </span>
              <span>{intl.formatMessage(messages.confidence, { value: formatNumber(intl, Math.round(question.confidence * 100)) })}</span>
              <a href={`/q/${question.slug}`} target="_blank" rel="noopener noreferrer" aria-label={intl.formatMessage(messages.viewAnswer)}>
                <ExternalSharpIcon />
              </a>
            </div>
            {question.comments.map((comment, index) => (
              <p key={index} className={styles.comment} dir="auto">
                “{comment}”
              </p>
            ))}
            {question.note && (
              <p className={styles.note} dir="auto">
                {intl.formatMessage(messages.note, { note: question.note })}
              </p>
            )}
          </li>
        ))}
      </ul>

      <div className={styles.actions}>
        {status === 'open' ? (
          <>
            <Link
              to="/admin/cards/new"
              state={{ questions: group.questions.map(({ question_id, text, language }) => ({ question_id, text, language })) }}
              className={buttonClass({ variant: 'primary' })}
            >
              <EditIcon />
              {intl.formatMessage(messages.writeCard)}
            </Link>
            <Button variant="success" icon={<CheckIcon />} onClick={() => onReview('resolved')}>
              {intl.formatMessage(messages.resolve)}
            </Button>
            <Button variant="secondary" icon={<XIcon />} onClick={() => onReview('dismissed')}>
              {intl.formatMessage(messages.dismiss)}
            </Button>
          </>
        ) : (
          <Button variant="secondary" onClick={() => onReview('open')}>
            {intl.formatMessage(messages.reopen)}
          </Button>
        )}
      </div>
    </article>
  );
}
