// "Test retrieval": ask the knowledge base as the expert would (hybrid search, optionally filtered
// by language, persona and city) and see the ranked chunks it would draw on, so an admin can check
// that newly added content is found.
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, defineMessages, useIntl } from 'react-intl';

import { CITIES, PERSONAS, cityMessages, personaMessages } from '../../../components/answer/options';
import { SearchIcon } from '../../../components/ui/icons';
import { ApiError } from '../../../lib/api/client';
import { formatNumber } from '../../../lib/format';
import { Button } from '../components/button';
import { searchKnowledge, type City, type KnowledgeHit, type Persona } from './data';
import { untyped } from './messages';
import styles from './content-admin.module.css';

const messages = untyped(
  defineMessages({
    question: { id: 'admin.content.probe.question', defaultMessage: 'Question' },
    placeholder: { id: 'admin.content.probe.placeholder', defaultMessage: 'e.g. How long can cooked rice stay in the fridge?' },
    any: { id: 'admin.content.probe.any', defaultMessage: 'Any' },
    english: { id: 'admin.content.probe.english', defaultMessage: 'English' },
    arabic: { id: 'admin.content.probe.arabic', defaultMessage: 'Arabic' },
    required: { id: 'admin.content.probe.required', defaultMessage: 'Type a question to search for.' },
    failed: { id: 'admin.content.probe.failed', defaultMessage: 'The search failed: {reason}' },
    resultsLabel: { id: 'admin.content.probe.resultsLabel', defaultMessage: 'Chunks found, best first' },
    rank: { id: 'admin.content.probe.rank', defaultMessage: 'Rank {rank}' },
    score: { id: 'admin.content.probe.score', defaultMessage: 'Score {score}' },
  }),
);

const EXCERPT_CHARS = 360;
const K = 8;

function excerpt(text: string): string {
  const chars = Array.from(text);
  return chars.length > EXCERPT_CHARS ? `${chars.slice(0, EXCERPT_CHARS).join('').trimEnd()}…` : text;
}

type Language = '' | 'en' | 'ar';

export function RetrievalProbe() {
  const intl = useIntl();
  const ids = useId();
  const [question, setQuestion] = useState('');
  const [language, setLanguage] = useState<Language>('');
  const [persona, setPersona] = useState<Persona | ''>('');
  const [city, setCity] = useState<City | ''>('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [results, setResults] = useState<KnowledgeHit[] | null>(null);
  const [asked, setAsked] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const q = question.trim();
    if (!q) {
      setError(intl.formatMessage(messages.required));
      return;
    }
    setPending(true);
    setError(null);
    try {
      const found = await searchKnowledge({
        q,
        k: K,
        language: language || undefined,
        persona: persona || undefined,
        city: city || undefined,
      });
      setResults(found);
      setAsked(q);
    } catch (caught) {
      const reason = caught instanceof ApiError ? (caught.serverMessage ?? caught.message) : String(caught);
      setError(intl.formatMessage(messages.failed, { reason }));
      setResults(null);
    } finally {
      setPending(false);
    }
  };

  return (
    <section className={styles.probe} aria-labelledby={`${ids}-title`}>
      <div>
        <h2 id={`${ids}-title`} className={styles.sectionTitle}>
          <FormattedMessage id="admin.content.probe.title" defaultMessage="Test retrieval" />
        </h2>
        <p className={styles.sectionText}>
          <FormattedMessage
            id="admin.content.probe.text"
            defaultMessage="Ask a question to see which passages the expert would draw on, best first. Use it to check that new content is found."
          />
        </p>
      </div>
      <form className={styles.probeForm} onSubmit={(event) => void submit(event)} noValidate role="search">
        <div className={styles.probeRow}>
          <div className={styles.probeQuestion}>
            <label htmlFor={`${ids}-q`} className={styles.smallLabel}>
              {intl.formatMessage(messages.question)}
            </label>
            <input
              id={`${ids}-q`}
              className={styles.probeInput}
              type="search"
              value={question}
              placeholder={intl.formatMessage(messages.placeholder)}
              aria-invalid={error && !question.trim() ? true : undefined}
              onChange={(event) => setQuestion(event.target.value)}
            />
          </div>
          <Button type="submit" icon={<SearchIcon size={16} />} disabled={pending} className={styles.probeButton}>
            {pending ? (
              <FormattedMessage id="admin.content.probe.searching" defaultMessage="Searching..." />
            ) : (
              <FormattedMessage id="admin.content.probe.search" defaultMessage="Search" />
            )}
          </Button>
        </div>
        <div className={styles.probeFilters}>
          <div className={styles.probeFilter}>
            <label htmlFor={`${ids}-lang`} className={styles.smallLabel}>
              <FormattedMessage id="admin.content.probe.language" defaultMessage="Language" />
            </label>
            <select id={`${ids}-lang`} className={styles.probeSelect} value={language} onChange={(event) => setLanguage(event.target.value as Language)}>
              <option value="">{intl.formatMessage(messages.any)}</option>
              <option value="en">{intl.formatMessage(messages.english)}</option>
              <option value="ar">{intl.formatMessage(messages.arabic)}</option>
            </select>
          </div>
          <div className={styles.probeFilter}>
            <label htmlFor={`${ids}-persona`} className={styles.smallLabel}>
              <FormattedMessage id="admin.content.probe.persona" defaultMessage="Persona" />
            </label>
            <select id={`${ids}-persona`} className={styles.probeSelect} value={persona} onChange={(event) => setPersona(event.target.value as Persona | '')}>
              <option value="">{intl.formatMessage(messages.any)}</option>
              {PERSONAS.map((value) => (
                <option key={value} value={value}>
                  {intl.formatMessage(personaMessages[value])}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.probeFilter}>
            <label htmlFor={`${ids}-city`} className={styles.smallLabel}>
              <FormattedMessage id="admin.content.probe.city" defaultMessage="City" />
            </label>
            <select id={`${ids}-city`} className={styles.probeSelect} value={city} onChange={(event) => setCity(event.target.value as City | '')}>
              <option value="">{intl.formatMessage(messages.any)}</option>
              {CITIES.map((value) => (
                <option key={value} value={value}>
                  {intl.formatMessage(cityMessages[value])}
                </option>
              ))}
            </select>
          </div>
        </div>
      </form>

      {error && (
        <p className={styles.formError} role="alert">
          {error}
        </p>
      )}

      <div aria-live="polite" aria-busy={pending || undefined}>
        {results && results.length === 0 && (
          <p className={styles.sectionText}>
            <FormattedMessage id="admin.content.probe.none" defaultMessage='Nothing in the knowledge base matches "{query}".' values={{ query: asked }} />
          </p>
        )}
        {results && results.length > 0 && (
          <ol className={styles.hits} aria-label={intl.formatMessage(messages.resultsLabel)}>
            {results.map((hit) => (
              <li key={hit.chunk_id} className={styles.hit}>
                <div className={styles.hitHead}>
                  <span className={styles.hitRank} aria-label={intl.formatMessage(messages.rank, { rank: hit.rank })}>
                    {formatNumber(intl, hit.rank)}
                  </span>
                  <span className={styles.hitTitle}>
                    {hit.source_url ? (
                      <a href={hit.source_url} target="_blank" rel="noopener noreferrer">
                        <bdi>{hit.source_title}</bdi>
                      </a>
                    ) : (
                      <bdi>{hit.source_title}</bdi>
                    )}
                  </span>
                  <span className={styles.hitScore}>
                    {intl.formatMessage(messages.score, {
                      score: intl.formatNumber(hit.score, { minimumFractionDigits: 4, maximumFractionDigits: 4 }),
                    })}
                  </span>
                </div>
                <p className={styles.hitText} dir="auto">
                  {excerpt(hit.text)}
                </p>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
