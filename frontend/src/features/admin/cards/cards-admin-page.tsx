// Guidance cards (/admin/cards): every card, searched by id, title or phrasing, with who last
// changed it and whether it is retired; "New card" and each card open the editor.
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

import { personaMessages } from '../../../components/answer/options';
import { BookIcon, PlusIcon } from '../../../components/ui/icons';
import { isTopic, topicMessages } from '../../../lib/topics';
import { buttonClass } from '../components/button';
import { EmptyState } from '../components/empty-state';
import { ErrorState } from '../components/error-state';
import { Toolbar } from '../components/field';
import { LoadingState } from '../components/loading-state';
import { untyped } from '../components/messages';
import { PageHeader } from '../components/page-header';
import { SearchInput } from '../components/search-input';
import { StatusBadge } from '../components/status-badge';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useAdminCards, type CardSummary } from './api';
import styles from './cards.module.css';

const messages = untyped(
  defineMessages({
    title: { id: 'admin.cards.title', defaultMessage: 'Guidance cards' },
    subtitle: {
      id: 'admin.cards.subtitle',
      defaultMessage: 'The expert answers Batala gives: write, edit or retire them. A saved card answers the next question at once.',
    },
    newCard: { id: 'admin.cards.new', defaultMessage: 'New card' },
    search: { id: 'admin.cards.search', defaultMessage: 'Search id, title or phrasing' },
    searchLabel: { id: 'admin.cards.searchLabel', defaultMessage: 'Search cards' },
    count: { id: 'admin.cards.count', defaultMessage: '{count, plural, one {# card} other {# cards}}' },
    loading: { id: 'admin.cards.loading', defaultMessage: 'Loading cards...' },
    error: { id: 'admin.cards.error', defaultMessage: 'Error loading cards. Please try again.' },
    empty: { id: 'admin.cards.empty', defaultMessage: 'No cards match your search.' },
    emptyTitle: { id: 'admin.cards.emptyTitle', defaultMessage: 'No cards' },
    retired: { id: 'admin.cards.retired', defaultMessage: 'Retired' },
    byAdmin: { id: 'admin.cards.byAdmin', defaultMessage: 'Edited by {name}' },
    curated: { id: 'admin.cards.curated', defaultMessage: 'From the curated files' },
  }),
);

export function CardsAdminPage() {
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search, 300);
  const cards = useAdminCards(q);
  const list = cards.data ?? [];

  return (
    <>
      <PageHeader
        title={intl.formatMessage(messages.title)}
        subtitle={intl.formatMessage(messages.subtitle)}
        actions={
          <>
            {cards.data && <StatusBadge tone="info">{intl.formatMessage(messages.count, { count: list.length })}</StatusBadge>}
            <Link to="/admin/cards/new" className={buttonClass({ variant: 'primary' })}>
              <PlusIcon />
              {intl.formatMessage(messages.newCard)}
            </Link>
          </>
        }
      />
      <Toolbar>
        <div className={styles.searchCell}>
          <SearchInput
            value={search}
            onChange={setSearch}
            label={intl.formatMessage(messages.searchLabel)}
            placeholder={intl.formatMessage(messages.search)}
          />
        </div>
      </Toolbar>
      {cards.error ? (
        <ErrorState message={intl.formatMessage(messages.error)} onRetry={() => void cards.mutate()} />
      ) : !cards.data ? (
        <LoadingState label={intl.formatMessage(messages.loading)} />
      ) : list.length === 0 ? (
        <EmptyState icon={<BookIcon size={28} />} title={intl.formatMessage(messages.emptyTitle)} description={intl.formatMessage(messages.empty)} />
      ) : (
        <ul className={styles.list}>
          {list.map((card) => (
            <li key={card.id}>
              <CardRow card={card} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function CardRow({ card }: { card: CardSummary }) {
  const intl = useIntl();
  const arabic = intl.locale.startsWith('ar');
  return (
    <article className={styles.row} aria-label={arabic ? card.title.ar : card.title.en}>
      <div className={styles.rowText}>
        <h2 className={styles.rowTitle}>
          <Link to={`/admin/cards/${card.id}`}>{arabic ? card.title.ar : card.title.en}</Link>
        </h2>
        <p className={styles.rowMeta}>
          <code dir="ltr">{card.id}</code>
          <span>{isTopic(card.topic) ? intl.formatMessage(topicMessages[card.topic]) : card.topic}</span>
          <span>{card.personas.map((p) => intl.formatMessage(personaMessages[p])).join(' · ')}</span>
          <span>
            {card.by_admin && card.updated_by
              ? intl.formatMessage(messages.byAdmin, { name: card.updated_by })
              : intl.formatMessage(messages.curated)}
          </span>
        </p>
      </div>
      {card.retired_at && <StatusBadge tone="neutral">{intl.formatMessage(messages.retired)}</StatusBadge>}
    </article>
  );
}
