// The guidance-card editor (/admin/cards/new, /admin/cards/{id}): every field in English and
// Arabic, checked by the server against the rules every card keeps before it goes live, with a
// preview of the answer the card gives a persona in an emirate, its earlier versions, and
// Retire. Opened from the knowledge gaps, it starts from the gap's questions as phrasings, and
// saving resolves them.
import { useId, useState, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation, useNavigate, useParams } from 'react-router-dom';

import {
  CITIES,
  PERSONAS,
  cityMessages,
  personaMessages,
  type City,
  type Persona,
} from '../../../components/answer/options';
import { PlusIcon, TrashIcon } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api/client';
import { TOPICS, topicMessages } from '../../../lib/topics';
import { useUnauthorizedRedirect } from '../api/unauthorized';
import { Button } from '../components/button';
import { ConfirmDialog } from '../components/confirm-dialog';
import { ErrorState } from '../components/error-state';
import { Field, inputClass } from '../components/field';
import { FilterSelect } from '../components/filter-select';
import { LoadingState } from '../components/loading-state';
import { untyped } from '../components/messages';
import { PageHeader } from '../components/page-header';
import { StatusBadge } from '../components/status-badge';
import {
  draftFromQuestions,
  previewCard,
  retireCard,
  saveCard,
  useAdminCard,
  useRefreshCards,
  type CardBody,
  type CardPreview,
  type CardResponse,
} from './api';
import { cardProblem } from './card-problems';
import styles from './cards.module.css';

const messages = untyped(
  defineMessages({
    newTitle: { id: 'admin.card.newTitle', defaultMessage: 'New guidance card' },
    editTitle: { id: 'admin.card.editTitle', defaultMessage: 'Edit guidance card' },
    subtitle: {
      id: 'admin.card.subtitle',
      defaultMessage: 'Every field in both languages. The first sentence of the answer is the answer itself; every step is an action.',
    },
    fromGaps: {
      id: 'admin.card.fromGaps',
      defaultMessage: '{count, plural, one {Written for # knowledge gap: saving resolves it.} other {Written for # knowledge gaps: saving resolves them.}}',
    },
    loading: { id: 'admin.card.loading', defaultMessage: 'Loading the card...' },
    error: { id: 'admin.card.error', defaultMessage: 'Error loading the card. Please try again.' },
    basics: { id: 'admin.card.section.basics', defaultMessage: 'The need' },
    id: { id: 'admin.card.field.id', defaultMessage: 'Id' },
    idHint: { id: 'admin.card.field.idHint', defaultMessage: 'Lower-case words joined by hyphens, e.g. pickling-lemons-at-home. It cannot change later.' },
    topic: { id: 'admin.card.field.topic', defaultMessage: 'Topic' },
    titleEn: { id: 'admin.card.field.titleEn', defaultMessage: 'Title (English)' },
    titleAr: { id: 'admin.card.field.titleAr', defaultMessage: 'Title (Arabic)' },
    personas: { id: 'admin.card.field.personas', defaultMessage: 'For' },
    facts: { id: 'admin.card.field.facts', defaultMessage: 'Facts it rests on' },
    factsHint: { id: 'admin.card.field.factsHint', defaultMessage: 'Numbers of the sourced UAE facts, separated by commas.' },
    phrasings: { id: 'admin.card.section.phrasings', defaultMessage: 'How people ask' },
    phrasingsEn: { id: 'admin.card.field.phrasingsEn', defaultMessage: 'English phrasings' },
    phrasingsAr: { id: 'admin.card.field.phrasingsAr', defaultMessage: 'Arabic phrasings' },
    phrasingsHint: { id: 'admin.card.field.phrasingsHint', defaultMessage: 'One a line, at least 3, as users type them.' },
    answer: { id: 'admin.card.section.answer', defaultMessage: 'The answer' },
    answerEn: { id: 'admin.card.field.answerEn', defaultMessage: 'Answer (English)' },
    answerAr: { id: 'admin.card.field.answerAr', defaultMessage: 'Answer (Arabic)' },
    steps: { id: 'admin.card.section.steps', defaultMessage: 'Steps (3 to 6)' },
    step: { id: 'admin.card.step', defaultMessage: 'Step {number}' },
    stepEn: { id: 'admin.card.field.stepEn', defaultMessage: 'Step (English)' },
    stepAr: { id: 'admin.card.field.stepAr', defaultMessage: 'Step (Arabic)' },
    addStep: { id: 'admin.card.addStep', defaultMessage: 'Add a step' },
    remove: { id: 'admin.card.remove', defaultMessage: 'Remove' },
    notes: { id: 'admin.card.section.notes', defaultMessage: 'Rules and authorities' },
    federal: { id: 'admin.card.note.federal', defaultMessage: 'Across the UAE' },
    noteEn: { id: 'admin.card.field.noteEn', defaultMessage: 'Note (English)' },
    noteAr: { id: 'admin.card.field.noteAr', defaultMessage: 'Note (Arabic)' },
    addNote: { id: 'admin.card.addNote', defaultMessage: 'Add a note for' },
    chooseEmirate: { id: 'admin.card.chooseEmirate', defaultMessage: 'Choose an emirate' },
    sources: { id: 'admin.card.section.sources', defaultMessage: 'Sources (1 to 4, on the publishers’ allow-list)' },
    source: { id: 'admin.card.source', defaultMessage: 'Source {number}' },
    publisher: { id: 'admin.card.field.publisher', defaultMessage: 'Publisher' },
    sourceTitle: { id: 'admin.card.field.sourceTitle', defaultMessage: 'Page title' },
    url: { id: 'admin.card.field.url', defaultMessage: 'Address (the publisher’s own page)' },
    addSource: { id: 'admin.card.addSource', defaultMessage: 'Add a source' },
    save: { id: 'admin.card.save', defaultMessage: 'Save and publish' },
    saved: { id: 'admin.card.saved', defaultMessage: 'Card saved' },
    refused: { id: 'admin.card.refused', defaultMessage: 'The card was not saved' },
    retire: { id: 'admin.card.retire', defaultMessage: 'Retire' },
    retireTitle: { id: 'admin.card.retireTitle', defaultMessage: 'Retire this card?' },
    retireText: { id: 'admin.card.retireText', defaultMessage: 'It will stop answering questions at once. Its last version is kept.' },
    retired: { id: 'admin.card.retired', defaultMessage: 'Retired' },
    preview: { id: 'admin.card.section.preview', defaultMessage: 'Preview' },
    previewHint: { id: 'admin.card.previewHint', defaultMessage: 'The answer this card gives to its first phrasing, before you save it.' },
    persona: { id: 'admin.card.preview.persona', defaultMessage: 'Persona' },
    emirate: { id: 'admin.card.preview.emirate', defaultMessage: 'Emirate' },
    language: { id: 'admin.card.preview.language', defaultMessage: 'Language' },
    english: { id: 'admin.card.preview.english', defaultMessage: 'English' },
    arabic: { id: 'admin.card.preview.arabic', defaultMessage: 'Arabic' },
    showPreview: { id: 'admin.card.preview.show', defaultMessage: 'Show the answer' },
    previewLocal: { id: 'admin.card.preview.local', defaultMessage: 'Local context' },
    versions: { id: 'admin.card.section.versions', defaultMessage: 'Earlier versions' },
    noVersions: { id: 'admin.card.noVersions', defaultMessage: 'No admin has changed this card yet.' },
    versionEdited: { id: 'admin.card.version.edited', defaultMessage: 'Replaced by {name} on {date}' },
    versionRetired: { id: 'admin.card.version.retired', defaultMessage: 'Retired by {name} on {date}' },
    errorTitle: { id: 'admin.toast.error', defaultMessage: 'Error' },
  }),
);

interface GapQuestionState {
  question_id: string;
  text: string;
  language: string;
}

function lines(text: string): string[] {
  return text.split('\n').map((line) => line.trim()).filter(Boolean);
}

export function CardEditorPage() {
  const { id } = useParams();
  const location = useLocation();
  const creating = !id;
  const gaps = ((location.state as { questions?: GapQuestionState[] } | null)?.questions ?? []).filter(
    (q) => typeof q?.question_id === 'string',
  );
  const card = useAdminCard(id ?? null);
  const intl = useIntl();

  if (!creating && card.error) return <ErrorState message={intl.formatMessage(messages.error)} onRetry={() => void card.mutate()} />;
  if (!creating && !card.data) return <LoadingState label={intl.formatMessage(messages.loading)} />;
  return (
    <CardEditor
      key={id ?? 'new'}
      initial={card.data?.card ?? draftFromQuestions(gaps)}
      stored={card.data ?? null}
      resolves={gaps.map((q) => q.question_id)}
    />
  );
}

function CardEditor({ initial, stored, resolves }: { initial: CardBody; stored: CardResponse | null; resolves: string[] }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const refresh = useRefreshCards();
  const redirectIfSignedOut = useUnauthorizedRedirect();
  const field = useId();
  const [card, setCard] = useState<CardBody>(initial);
  const [phrasingsEn, setPhrasingsEn] = useState(initial.phrasings_en.join('\n'));
  const [phrasingsAr, setPhrasingsAr] = useState(initial.phrasings_ar.join('\n'));
  const [facts, setFacts] = useState(initial.facts.join(', '));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [retiring, setRetiring] = useState(false);
  const [emirate, setEmirate] = useState<City | ''>('');
  const [previewPersona, setPreviewPersona] = useState<Persona>(initial.personas[0] ?? 'household');
  const [previewCity, setPreviewCity] = useState<City>('dubai');
  const [previewLanguage, setPreviewLanguage] = useState<'en' | 'ar'>('en');
  const [preview, setPreview] = useState<CardPreview | null>(null);
  const t = (descriptor: (typeof messages)[keyof typeof messages], values?: Record<string, string | number>) =>
    intl.formatMessage(descriptor, values);

  const current = (): CardBody => ({
    ...card,
    id: card.id.trim(),
    phrasings_en: lines(phrasingsEn),
    phrasings_ar: lines(phrasingsAr),
    facts: facts
      .split(/[,\s]+/)
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0),
  });
  const update = (changes: Partial<CardBody>) => setCard((previous) => ({ ...previous, ...changes }));

  const failed = (error: unknown) => {
    if (redirectIfSignedOut(error)) return;
    const message = cardProblem(intl, error instanceof ApiError ? error.message : String(error));
    setProblem(message);
    toast({ title: t(messages.refused), description: message, variant: 'destructive' });
  };

  const save = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const body = current();
      const message = await saveCard(body, resolves);
      toast({ title: t(messages.saved), description: message, variant: 'success' });
      await refresh();
      navigate(`/admin/cards/${body.id}`, { replace: true });
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  const showPreview = async () => {
    setProblem(null);
    try {
      setPreview(await previewCard(current(), previewPersona, previewCity, previewLanguage));
    } catch (error) {
      failed(error);
    }
  };

  const retire = async () => {
    try {
      const message = await retireCard(card.id);
      toast({ title: t(messages.retired), description: message, variant: 'success' });
      setRetiring(false);
      await refresh();
    } catch (error) {
      setRetiring(false);
      failed(error);
    }
  };

  const togglePersona = (list: Persona[], persona: Persona) =>
    list.includes(persona) ? list.filter((p) => p !== persona) : [...list, persona];
  const noteEmirates = CITIES.filter((city) => card.notes[city] === undefined);
  const date = (value: string) => intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' });

  const text = (id: string, label: string, value: string, onChange: (value: string) => void, options: { rows?: number; dir?: 'rtl' | 'ltr'; hint?: string; required?: boolean; disabled?: boolean } = {}): ReactNode => (
    <Field id={id} label={label} required={options.required ?? true} hint={options.hint}>
      {options.rows ? (
        <textarea id={id} className={inputClass} rows={options.rows} dir={options.dir} value={value} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input id={id} className={inputClass} dir={options.dir} value={value} disabled={options.disabled} onChange={(e) => onChange(e.target.value)} />
      )}
    </Field>
  );

  return (
    <>
      <PageHeader
        title={t(stored ? messages.editTitle : messages.newTitle)}
        subtitle={t(messages.subtitle)}
        actions={stored?.summary.retired_at && <StatusBadge tone="neutral">{t(messages.retired)}</StatusBadge>}
      />
      <div className={styles.editor}>
        <form
          className={styles.form}
          aria-label={t(stored ? messages.editTitle : messages.newTitle)}
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          {resolves.length > 0 && <p className={styles.banner}>{t(messages.fromGaps, { count: resolves.length })}</p>}
          {problem && (
            <p className={styles.problem} role="alert">
              {problem}
            </p>
          )}

          <section className={styles.section}>
            <h2 className={styles.sectionTitle}>{t(messages.basics)}</h2>
            <div className={styles.pair}>
              {text(`${field}-id`, t(messages.id), card.id, (id) => update({ id }), { dir: 'ltr', hint: t(messages.idHint), disabled: stored !== null })}
              <FilterSelect
                label={t(messages.topic)}
                value={card.topic}
                onChange={(topic) => update({ topic })}
                options={TOPICS.map((topic) => ({ value: topic, label: intl.formatMessage(topicMessages[topic]) }))}
              />
            </div>
            <div className={styles.pair}>
              {text(`${field}-title-en`, t(messages.titleEn), card.title_en, (title_en) => update({ title_en }), { dir: 'ltr' })}
              {text(`${field}-title-ar`, t(messages.titleAr), card.title_ar, (title_ar) => update({ title_ar }), { dir: 'rtl' })}
            </div>
            <fieldset className={styles.checks}>
              <legend>{t(messages.personas)}</legend>
              {PERSONAS.map((persona) => (
                <label key={persona} className={styles.check}>
                  <input
                    type="checkbox"
                    checked={card.personas.includes(persona)}
                    onChange={() => update({ personas: togglePersona(card.personas, persona) })}
                  />
                  {intl.formatMessage(personaMessages[persona])}
                </label>
              ))}
            </fieldset>
            {text(`${field}-facts`, t(messages.facts), facts, setFacts, { dir: 'ltr', hint: t(messages.factsHint), required: false })}
          </section>

          <section className={styles.section}>
            <h2 className={styles.sectionTitle}>{t(messages.phrasings)}</h2>
            <div className={styles.pair}>
              {text(`${field}-phrasings-en`, t(messages.phrasingsEn), phrasingsEn, setPhrasingsEn, { rows: 5, dir: 'ltr', hint: t(messages.phrasingsHint) })}
              {text(`${field}-phrasings-ar`, t(messages.phrasingsAr), phrasingsAr, setPhrasingsAr, { rows: 5, dir: 'rtl', hint: t(messages.phrasingsHint) })}
            </div>
          </section>

          <section className={styles.section}>
            <h2 className={styles.sectionTitle}>{t(messages.answer)}</h2>
            <div className={styles.pair}>
              {text(`${field}-answer-en`, t(messages.answerEn), card.answer_en, (answer_en) => update({ answer_en }), { rows: 5, dir: 'ltr' })}
              {text(`${field}-answer-ar`, t(messages.answerAr), card.answer_ar, (answer_ar) => update({ answer_ar }), { rows: 5, dir: 'rtl' })}
            </div>
          </section>

          <section className={styles.section}>
            <h2 className={styles.sectionTitle}>{t(messages.steps)}</h2>
            {card.steps.map((step, index) => {
              const set = (changes: Partial<typeof step>) =>
                update({ steps: card.steps.map((s, i) => (i === index ? { ...s, ...changes } : s)) });
              return (
                <div key={index} className={styles.item} role="group" aria-label={t(messages.step, { number: index + 1 })}>
                  <div className={styles.itemHeader}>
                    <span>{t(messages.step, { number: index + 1 })}</span>
                    {card.steps.length > 3 && (
                      <Button variant="ghost" size="sm" icon={<TrashIcon />} onClick={() => update({ steps: card.steps.filter((_, i) => i !== index) })}>
                        {t(messages.remove)}
                      </Button>
                    )}
                  </div>
                  <div className={styles.pair}>
                    {text(`${field}-step-${index}-en`, t(messages.stepEn), step.en, (en) => set({ en }), { rows: 2, dir: 'ltr' })}
                    {text(`${field}-step-${index}-ar`, t(messages.stepAr), step.ar, (ar) => set({ ar }), { rows: 2, dir: 'rtl' })}
                  </div>
                  <fieldset className={styles.checks}>
                    <legend>{t(messages.personas)}</legend>
                    {card.personas.map((persona) => (
                      <label key={persona} className={styles.check}>
                        <input
                          type="checkbox"
                          checked={step.personas.includes(persona)}
                          onChange={() => set({ personas: togglePersona(step.personas, persona) })}
                        />
                        {intl.formatMessage(personaMessages[persona])}
                      </label>
                    ))}
                  </fieldset>
                </div>
              );
            })}
            {card.steps.length < 6 && (
              <div className={styles.actions}>
                <Button
                  variant="secondary"
                  icon={<PlusIcon />}
                  onClick={() => update({ steps: [...card.steps, { personas: [...card.personas], en: '', ar: '' }] })}
                >
                  {t(messages.addStep)}
                </Button>
              </div>
            )}
          </section>

          <section className={styles.section}>
            <h2 className={styles.sectionTitle}>{t(messages.notes)}</h2>
            {Object.entries(card.notes).map(([place, note]) => {
              const label = place === 'federal' ? t(messages.federal) : intl.formatMessage(cityMessages[place as City]);
              const set = (changes: Partial<typeof note>) => update({ notes: { ...card.notes, [place]: { ...note, ...changes } } });
              return (
                <div key={place} className={styles.item} role="group" aria-label={label}>
                  <div className={styles.itemHeader}>
                    <span>{label}</span>
                    {place !== 'federal' && (
                      <Button
                        variant="ghost"
                        size="sm"
                        icon={<TrashIcon />}
                        onClick={() => update({ notes: Object.fromEntries(Object.entries(card.notes).filter(([p]) => p !== place)) })}
                      >
                        {t(messages.remove)}
                      </Button>
                    )}
                  </div>
                  <div className={styles.pair}>
                    {text(`${field}-note-${place}-en`, t(messages.noteEn), note.en, (en) => set({ en }), { rows: 3, dir: 'ltr' })}
                    {text(`${field}-note-${place}-ar`, t(messages.noteAr), note.ar, (ar) => set({ ar }), { rows: 3, dir: 'rtl' })}
                  </div>
                </div>
              );
            })}
            {noteEmirates.length > 0 && (
              <div className={styles.actions}>
                <FilterSelect<City | 'none'>
                  label={t(messages.addNote)}
                  value={emirate || 'none'}
                  onChange={(city) => {
                    if (city === 'none') return;
                    update({ notes: { ...card.notes, [city]: { en: '', ar: '' } } });
                    setEmirate('');
                  }}
                  options={[
                    { value: 'none', label: t(messages.chooseEmirate) },
                    ...noteEmirates.map((city) => ({ value: city, label: intl.formatMessage(cityMessages[city]) })),
                  ]}
                />
              </div>
            )}
          </section>

          <section className={styles.section}>
            <h2 className={styles.sectionTitle}>{t(messages.sources)}</h2>
            {card.sources.map((source, index) => {
              const set = (changes: Partial<typeof source>) =>
                update({ sources: card.sources.map((s, i) => (i === index ? { ...s, ...changes } : s)) });
              return (
                <div key={index} className={styles.item} role="group" aria-label={t(messages.source, { number: index + 1 })}>
                  <div className={styles.itemHeader}>
                    <span>{t(messages.source, { number: index + 1 })}</span>
                    {card.sources.length > 1 && (
                      <Button variant="ghost" size="sm" icon={<TrashIcon />} onClick={() => update({ sources: card.sources.filter((_, i) => i !== index) })}>
                        {t(messages.remove)}
                      </Button>
                    )}
                  </div>
                  <div className={styles.pair}>
                    {text(`${field}-source-${index}-publisher`, t(messages.publisher), source.publisher, (publisher) => set({ publisher }))}
                    {text(`${field}-source-${index}-title`, t(messages.sourceTitle), source.title, (title) => set({ title }))}
                  </div>
                  {text(`${field}-source-${index}-url`, t(messages.url), source.url, (url) => set({ url }), { dir: 'ltr' })}
                </div>
              );
            })}
            {card.sources.length < 4 && (
              <div className={styles.actions}>
                <Button variant="secondary" icon={<PlusIcon />} onClick={() => update({ sources: [...card.sources, { publisher: '', title: '', url: '' }] })}>
                  {t(messages.addSource)}
                </Button>
              </div>
            )}
          </section>

          <div className={styles.actions}>
            <Button type="submit" disabled={busy}>
              {t(messages.save)}
            </Button>
            {stored && !stored.summary.retired_at && (
              <Button variant="danger" onClick={() => setRetiring(true)}>
                {t(messages.retire)}
              </Button>
            )}
          </div>
        </form>

        <aside className={styles.aside}>
          <section className={styles.section} aria-labelledby={`${field}-preview`}>
            <h2 id={`${field}-preview`} className={styles.sectionTitle}>
              {t(messages.preview)}
            </h2>
            <p className={styles.muted}>{t(messages.previewHint)}</p>
            <FilterSelect
              label={t(messages.persona)}
              value={previewPersona}
              onChange={setPreviewPersona}
              options={PERSONAS.map((p) => ({ value: p, label: intl.formatMessage(personaMessages[p]) }))}
            />
            <FilterSelect
              label={t(messages.emirate)}
              value={previewCity}
              onChange={setPreviewCity}
              options={CITIES.map((c) => ({ value: c, label: intl.formatMessage(cityMessages[c]) }))}
            />
            <FilterSelect
              label={t(messages.language)}
              value={previewLanguage}
              onChange={setPreviewLanguage}
              options={[
                { value: 'en' as const, label: t(messages.english) },
                { value: 'ar' as const, label: t(messages.arabic) },
              ]}
            />
            <div className={styles.actions}>
              <Button variant="secondary" onClick={() => void showPreview()}>
                {t(messages.showPreview)}
              </Button>
            </div>
            {preview && (
              <div lang={previewLanguage} dir={previewLanguage === 'ar' ? 'rtl' : 'ltr'} aria-live="polite">
                <p className={styles.muted}>{preview.question}</p>
                <p className={styles.previewAnswer}>{preview.answer}</p>
                <ol className={styles.previewList}>
                  {preview.key_tips.map((tip) => (
                    <li key={tip}>{tip}</li>
                  ))}
                </ol>
                <p className={styles.muted}>
                  <strong>{t(messages.previewLocal)}:</strong> {preview.local_context}
                </p>
              </div>
            )}
          </section>

          {stored && (
            <section className={styles.section} aria-labelledby={`${field}-versions`}>
              <h2 id={`${field}-versions`} className={styles.sectionTitle}>
                {t(messages.versions)}
              </h2>
              {stored.versions.length === 0 ? (
                <p className={styles.muted}>{t(messages.noVersions)}</p>
              ) : (
                <ul className={styles.versions}>
                  {stored.versions.map((version, index) => (
                    <li key={index}>
                      {t(version.change === 'retired' ? messages.versionRetired : messages.versionEdited, {
                        name: version.changed_by,
                        date: date(version.changed_at),
                      })}
                      <p className={styles.muted} dir="auto">
                        {version.card.title_en}: {version.card.answer_en}
                      </p>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )}
        </aside>
      </div>

      <ConfirmDialog
        open={retiring}
        onOpenChange={setRetiring}
        title={t(messages.retireTitle)}
        description={t(messages.retireText)}
        confirmLabel={t(messages.retire)}
        destructive
        onConfirm={() => void retire()}
      />
    </>
  );
}
