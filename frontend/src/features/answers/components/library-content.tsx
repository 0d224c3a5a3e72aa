// The library of published answers (/answers): questions Batala has answered and an admin has
// reviewed, newest first, searched and filtered by topic, asker and language. The filters live
// in the address (?q=&topic=&persona=&language=&page=), so a filtered list can be shared.
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, defineMessages, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';

import { cityMessages, isPersona, PERSONAS, personaMessages, type Persona } from '../../../components/answer/options';
import { SelectField, type SelectOption } from '../../../components/answer/select-field';
import { ArrowIcon, CalendarIcon, SearchIcon } from '../../../components/ui/icons';
import { formatDate, formatNumber } from '../../../lib/format';
import { useLibrary, type AnswerLanguage, type LibraryAnswer, type LibraryQuery } from '../api/use-library';
import { isTopic, TOPICS, topicMessages, type Topic } from '../../../lib/topics';
import { LibrarySkeleton } from './library-skeleton';
import styles from './library.module.css';

const ALL = 'all';
type Choice<T extends string> = T | typeof ALL;

const messages = defineMessages({
  metaTitle: { id: 'library.meta.title', defaultMessage: 'Answer library: food safety and food waste questions | Batala' },
  metaDescription: {
    id: 'library.meta.description',
    defaultMessage: 'Questions from UAE kitchens, shops and homes, answered by Batala with the rules of each emirate and the sources behind them.',
  },
  search: { id: 'library.search.label', defaultMessage: 'Search the answers' },
  searchPlaceholder: { id: 'library.search.placeholder', defaultMessage: 'e.g. cooked rice, donating bread, buffet' },
  topic: { id: 'library.filter.topic', defaultMessage: 'Topic' },
  allTopics: { id: 'library.filter.allTopics', defaultMessage: 'All topics' },
  persona: { id: 'library.filter.persona', defaultMessage: 'Asked by' },
  allPersonas: { id: 'library.filter.allPersonas', defaultMessage: 'Everyone' },
  language: { id: 'library.filter.language', defaultMessage: 'Language' },
  allLanguages: { id: 'library.filter.allLanguages', defaultMessage: 'Both languages' },
  english: { id: 'library.filter.english', defaultMessage: 'English' },
  arabic: { id: 'library.filter.arabic', defaultMessage: 'Arabic' },
  pages: { id: 'library.pagination.label', defaultMessage: 'Pages of answers' },
});

function readQuery(params: URLSearchParams): LibraryQuery {
  const topic = params.get('topic');
  const persona = params.get('persona');
  const language = params.get('language');
  const page = Number(params.get('page') ?? '1');
  return {
    q: (params.get('q') ?? '').trim().slice(0, 200),
    topic: isTopic(topic) ? topic : null,
    persona: isPersona(persona) ? persona : null,
    language: language === 'en' || language === 'ar' ? language : null,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

function Filter<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: Choice<T>;
  options: readonly SelectOption<Choice<T>>[];
  onChange: (value: Choice<T>) => void;
}) {
  const id = useId();
  return (
    <div className={styles.filter}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <SelectField id={id} value={value} onChange={onChange} options={options} placeholder={label} />
    </div>
  );
}

function AnswerItem({ answer }: { answer: LibraryAnswer }) {
  const intl = useIntl();
  const lang = answer.language === 'ar' ? 'ar' : 'en';
  return (
    <li className={styles.item}>
      <h2 className={styles.question} lang={lang} dir="auto">
        <Link to={`/q/${answer.slug}`} className={styles.questionLink}>
          {answer.question}
        </Link>
      </h2>
      <p className={styles.excerpt} lang={lang} dir="auto">
        {answer.excerpt}
      </p>
      <p className={styles.meta}>
        {answer.topic && isTopic(answer.topic) && <span className={styles.chip}>{intl.formatMessage(topicMessages[answer.topic])}</span>}
        <span>
          {intl.formatMessage(personaMessages[answer.persona])} · {intl.formatMessage(cityMessages[answer.city])}
        </span>
        <span className={styles.date}>
          <CalendarIcon size={14} />
          <time dateTime={answer.created_at}>{formatDate(intl, answer.created_at)}</time>
        </span>
      </p>
    </li>
  );
}

function SearchForm({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
  const intl = useIntl();
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form className={styles.search} role="search" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {intl.formatMessage(messages.search)}
      </label>
      <input
        id={id}
        type="search"
        className={styles.searchInput}
        value={draft}
        maxLength={200}
        placeholder={intl.formatMessage(messages.searchPlaceholder)}
        onChange={(event) => setDraft(event.target.value)}
      />
      <button type="submit" className="button">
        <SearchIcon />
        <FormattedMessage id="library.search.submit" defaultMessage="Search" />
      </button>
    </form>
  );
}

export default function LibraryContent() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const { data, error, isLoading, mutate } = useLibrary(query);

  const update = (changes: Partial<Record<'q' | 'topic' | 'persona' | 'language' | 'page', string | null>>) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '' || value === ALL) next.delete(key);
          else next.set(key, value);
        }
        // Any change but the page's own starts again from the first page.
        if (!('page' in changes)) next.delete('page');
        if (next.get('page') === '1') next.delete('page');
        return next;
      },
      { preventScrollReset: !('page' in changes) },
    );
  };

  const topicOptions: SelectOption<Choice<Topic>>[] = [
    { value: ALL, label: intl.formatMessage(messages.allTopics) },
    ...TOPICS.map((topic) => ({ value: topic, label: intl.formatMessage(topicMessages[topic]) })),
  ];
  const personaOptions: SelectOption<Choice<Persona>>[] = [
    { value: ALL, label: intl.formatMessage(messages.allPersonas) },
    ...PERSONAS.map((persona) => ({ value: persona, label: intl.formatMessage(personaMessages[persona]) })),
  ];
  const languageOptions: SelectOption<Choice<AnswerLanguage>>[] = [
    { value: ALL, label: intl.formatMessage(messages.allLanguages) },
    { value: 'en', label: intl.formatMessage(messages.english) },
    { value: 'ar', label: intl.formatMessage(messages.arabic) },
  ];
  const filtered = Boolean(query.q || query.topic || query.persona || query.language);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;

  return (
    <div className={`container ${styles.page}`}>
      <title>{intl.formatMessage(messages.metaTitle)}</title>
      <meta name="description" content={intl.formatMessage(messages.metaDescription)} />

      <header className={styles.hero}>
        <p className={styles.eyebrow}>
          <FormattedMessage id="library.eyebrow" defaultMessage="Answer library" />
        </p>
        <h1 className={styles.title}>
          <FormattedMessage id="library.title" defaultMessage="Questions Batala has answered" />
        </h1>
        <p className={styles.subtitle}>
          <FormattedMessage
            id="library.subtitle"
            defaultMessage="Real questions from UAE restaurants, hotels, caterers, shops and homes, answered with the rule, the steps and the emirate's authority, and reviewed by our team before they appear here."
          />
        </p>
      </header>

      <section className={styles.controls} aria-label={intl.formatMessage(messages.search)}>
        {/* Keyed by the search in the address, so the box follows it (back button, a shared link). */}
        <SearchForm key={query.q} initial={query.q} onSearch={(q) => update({ q })} />
        <div className={styles.filters}>
          <Filter label={intl.formatMessage(messages.topic)} value={query.topic ?? ALL} options={topicOptions} onChange={(topic) => update({ topic })} />
          <Filter
            label={intl.formatMessage(messages.persona)}
            value={query.persona ?? ALL}
            options={personaOptions}
            onChange={(persona) => update({ persona })}
          />
          <Filter
            label={intl.formatMessage(messages.language)}
            value={query.language ?? ALL}
            options={languageOptions}
            onChange={(language) => update({ language })}
          />
        </div>
      </section>

      {error && !data ? (
        <div className={styles.state} role="alert">
          <p className={styles.stateTitle}>
            <FormattedMessage id="library.error.title" defaultMessage="We could not load the answers" />
          </p>
          <button type="button" className="button button-secondary" onClick={() => void mutate()}>
            <FormattedMessage id="library.error.retry" defaultMessage="Try again" />
          </button>
        </div>
      ) : isLoading || !data ? (
        <LibrarySkeleton />
      ) : data.items.length === 0 ? (
        <div className={styles.state}>
          <p className={styles.stateTitle}>
            <FormattedMessage id="library.empty.title" defaultMessage="No published answers match" />
          </p>
          <p className={styles.stateText}>
            <FormattedMessage
              id="library.empty.text"
              defaultMessage="Try other words or fewer filters, or ask your own question on the home page."
            />
          </p>
          <div className={styles.stateActions}>
            {filtered && (
              <button
                type="button"
                className="button button-secondary"
                onClick={() => update({ q: null, topic: null, persona: null, language: null })}
              >
                <FormattedMessage id="library.empty.clear" defaultMessage="Clear the filters" />
              </button>
            )}
            <Link to="/#ask" className="button">
              <FormattedMessage id="library.empty.ask" defaultMessage="Ask a question" />
            </Link>
          </div>
        </div>
      ) : (
        <>
          <p className={styles.count} role="status">
            <FormattedMessage
              id="library.count"
              defaultMessage="{count, plural, one {# answer} other {# answers}}"
              values={{ count: data.total }}
            />
          </p>
          <ol className={styles.list}>
            {data.items.map((answer) => (
              <AnswerItem key={answer.slug} answer={answer} />
            ))}
          </ol>
          {pages > 1 && (
            <nav className={styles.pagination} aria-label={intl.formatMessage(messages.pages)}>
              <button
                type="button"
                className="button button-secondary"
                disabled={query.page <= 1}
                onClick={() => update({ page: String(query.page - 1) })}
              >
                <span className={styles.back}>
                  <ArrowIcon />
                </span>
                <FormattedMessage id="library.pagination.previous" defaultMessage="Previous" />
              </button>
              <span className={styles.pageOf}>
                <FormattedMessage
                  id="library.pagination.pageOf"
                  defaultMessage="Page {page} of {pages}"
                  values={{ page: formatNumber(intl, query.page), pages: formatNumber(intl, pages) }}
                />
              </span>
              <button
                type="button"
                className="button button-secondary"
                disabled={query.page >= pages}
                onClick={() => update({ page: String(query.page + 1) })}
              >
                <FormattedMessage id="library.pagination.next" defaultMessage="Next" />
                <span className={styles.forward}>
                  <ArrowIcon />
                </span>
              </button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
