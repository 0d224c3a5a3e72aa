// Content management (/admin/content, spec §2): the knowledge-base sources behind the expert. A
// case-insensitive search with a count, Add Content, a card per source (20 at a time, then "Show
// more") with delete after confirmation, and a retrieval test box.
import { useState } from 'react';
import { FormattedMessage, defineMessages, useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';

import { BookIcon, ExternalSharpIcon, PlusIcon, TrashIcon } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast';
import { formatDate, formatNumber } from '../../../lib/format';
import { Button } from '../components/button';
import { ConfirmDialog } from '../components/confirm-dialog';
import { EmptyState } from '../components/empty-state';
import { ErrorState } from '../components/error-state';
import { LoadingState } from '../components/loading-state';
import { PageHeader } from '../components/page-header';
import { SearchInput } from '../components/search-input';
import { StatusBadge } from '../components/status-badge';
import { AddContentDialog } from './add-content-dialog';
import { PAGE_SIZE, filterSources, preview, type Source } from './content-form';
import { SOURCES_KEY, deleteSource, useSources } from './data';
import { contentMessages, untyped } from './messages';
import { RetrievalProbe } from './retrieval-probe';
import { sourceTypeLabel } from './source-type';
import styles from './content-admin.module.css';

const messages = untyped(
  defineMessages({
    search: { id: 'admin.content.search', defaultMessage: 'Search sources by title, URL or content' },
    count: { id: 'admin.content.count', defaultMessage: '{count, plural, one {# source} other {# sources}}' },
    addedOn: { id: 'admin.content.addedOn', defaultMessage: 'Added on {date}' },
    chars: { id: 'admin.content.chars', defaultMessage: '{count} characters' },
    chunks: { id: 'admin.content.chunks', defaultMessage: '{count, plural, one {# chunk} other {# chunks}}' },
    delete: { id: 'admin.content.delete', defaultMessage: 'Delete "{title}"' },
    showing: { id: 'admin.content.showing', defaultMessage: 'Showing {shown} of {total}' },
    showMore: { id: 'admin.content.showMore', defaultMessage: 'Show more' },
  }),
);

function SourceCard({ source, onDelete }: { source: Source; onDelete: () => void }) {
  const intl = useIntl();
  const chars = Array.from(source.content_text).length;
  return (
    <li className={styles.card}>
      <div className={styles.cardHead}>
        <div className={styles.cardTitleRow}>
          <h3 className={styles.cardTitle}>
            <bdi>{source.title}</bdi>
          </h3>
          <StatusBadge tone="info">{sourceTypeLabel(intl, source.source_type)}</StatusBadge>
          {source.language && source.language !== 'en' && <StatusBadge>{source.language}</StatusBadge>}
        </div>
        <Button
          variant="ghost"
          size="sm"
          iconOnly
          className={styles.deleteButton}
          aria-label={intl.formatMessage(messages.delete, { title: source.title })}
          title={intl.formatMessage(messages.delete, { title: source.title })}
          onClick={onDelete}
          icon={<TrashIcon size={16} />}
        />
      </div>
      {source.url && (
        <a className={styles.url} href={source.url} target="_blank" rel="noopener noreferrer" dir="ltr">
          <span>{source.url}</span>
          <ExternalSharpIcon size={14} />
        </a>
      )}
      <p className={styles.preview} dir="auto">
        {preview(source.content_text)}
      </p>
      <p className={styles.cardMeta}>
        <span>{intl.formatMessage(messages.addedOn, { date: formatDate(intl, source.created_at) })}</span>
        <span aria-hidden="true">·</span>
        <span>{intl.formatMessage(messages.chars, { count: formatNumber(intl, chars) })}</span>
        <span aria-hidden="true">·</span>
        <span>{intl.formatMessage(messages.chunks, { count: source.chunk_count })}</span>
      </p>
    </li>
  );
}

export function ContentAdminPage() {
  const intl = useIntl();
  const { mutate } = useSWRConfig();
  const sources = useSources();
  const [query, setQuery] = useState('');
  const [limit, setLimit] = useState(PAGE_SIZE);
  const [adding, setAdding] = useState(false);
  const [toDelete, setToDelete] = useState<{ source: Source; busy: boolean } | null>(null);

  const listed = filterSources(sources.data ?? [], query);
  const shown = listed.slice(0, limit);
  const refresh = () => mutate(SOURCES_KEY);

  const confirmDelete = async () => {
    if (!toDelete) return;
    setToDelete({ ...toDelete, busy: true });
    try {
      await deleteSource(toDelete.source.id);
      toast({ title: intl.formatMessage(contentMessages.deleted), description: intl.formatMessage(contentMessages.deletedText), variant: 'success' });
      setToDelete(null);
      await refresh();
    } catch {
      toast({ title: intl.formatMessage(contentMessages.error), description: intl.formatMessage(contentMessages.deleteFailed), variant: 'destructive' });
      setToDelete(null);
    }
  };

  let body;
  if (sources.error && !sources.data) {
    body = (
      <ErrorState
        message={<FormattedMessage id="admin.content.error" defaultMessage="Error loading content sources. Please try again." />}
        onRetry={() => void sources.mutate()}
      />
    );
  } else if (!sources.data) {
    body = <LoadingState label={<FormattedMessage id="admin.content.loading" defaultMessage="Loading content sources..." />} />;
  } else if (listed.length === 0) {
    body = (
      <EmptyState
        icon={<BookIcon size={28} />}
        title={<FormattedMessage id="admin.content.empty.title" defaultMessage="No Content Sources" />}
        description={
          query.trim() ? (
            <FormattedMessage id="admin.content.empty.noMatch" defaultMessage="No sources match your search criteria." />
          ) : (
            <FormattedMessage id="admin.content.empty.none" defaultMessage="No knowledge base sources have been added yet." />
          )
        }
        action={
          query.trim() ? undefined : (
            <Button icon={<PlusIcon />} onClick={() => setAdding(true)}>
              <FormattedMessage id="admin.content.add" defaultMessage="Add Content" />
            </Button>
          )
        }
      />
    );
  } else {
    body = (
      <>
        <ul className={styles.list}>
          {shown.map((source) => (
            <SourceCard key={source.id} source={source} onDelete={() => setToDelete({ source, busy: false })} />
          ))}
        </ul>
        {listed.length > PAGE_SIZE && (
          <div className={styles.more}>
            <p className={styles.sectionText} aria-live="polite">
              {intl.formatMessage(messages.showing, { shown: formatNumber(intl, shown.length), total: formatNumber(intl, listed.length) })}
            </p>
            {shown.length < listed.length && (
              <Button variant="secondary" onClick={() => setLimit((current) => current + PAGE_SIZE)}>
                {intl.formatMessage(messages.showMore)}
              </Button>
            )}
          </div>
        )}
      </>
    );
  }

  return (
    <div className={styles.page}>
      <PageHeader
        title={<FormattedMessage id="admin.content.title" defaultMessage="Content Management" />}
        subtitle={
          <FormattedMessage
            id="admin.content.subtitle"
            defaultMessage="Manage the knowledge base sources that ground the expert's answers."
          />
        }
        actions={
          <Button icon={<PlusIcon />} onClick={() => setAdding(true)}>
            <FormattedMessage id="admin.content.add" defaultMessage="Add Content" />
          </Button>
        }
      />

      <RetrievalProbe />

      <section className={styles.sources} aria-labelledby="content-sources-title">
        <div className={styles.listHead}>
          <h2 id="content-sources-title" className={styles.sectionTitle}>
            <FormattedMessage id="admin.content.sources.title" defaultMessage="Knowledge Base Sources" />
          </h2>
          {sources.data && <StatusBadge tone="info">{intl.formatMessage(messages.count, { count: listed.length })}</StatusBadge>}
        </div>
        <div className={styles.searchRow}>
          <SearchInput
            value={query}
            onChange={(value) => {
              setQuery(value);
              setLimit(PAGE_SIZE);
            }}
            label={intl.formatMessage(messages.search)}
          />
        </div>
        {body}
      </section>

      <AddContentDialog open={adding} onOpenChange={setAdding} onAdded={() => refresh()} />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open && !toDelete?.busy) setToDelete(null);
        }}
        title={intl.formatMessage(contentMessages.confirmTitle)}
        description={toDelete ? intl.formatMessage(contentMessages.confirmText, { title: toDelete.source.title }) : ''}
        confirmLabel={intl.formatMessage(toDelete?.busy ? contentMessages.deleting : contentMessages.confirmDelete)}
        destructive
        pending={toDelete?.busy ?? false}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}

export default ContentAdminPage;
