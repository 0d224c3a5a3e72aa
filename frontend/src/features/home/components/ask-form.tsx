// The hero's ask form (spec §2, §4, §5, §8): role, city and question; validation and error toasts;
// `?q=&p=&c=` prefill from shared links; the form clears once an answer arrives.
import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';

import {
  CITIES,
  PERSONAS,
  QUESTION_MAX,
  cityMessages,
  parseCity,
  parsePersona,
  personaMessages,
  type City,
  type Persona,
} from '../../../components/answer/options';
import { SelectField, preloadSelect } from '../../../components/answer/select-field';
import { toast } from '../../../components/ui/toast';
import { validateAsk, type AskProblem, type AskedAnswer } from '../api/ask';
import { useAsk } from '../hooks/use-ask';
import { scrollToId } from '../use-hash-scroll';
import styles from './ask-form.module.css';

interface Props {
  onAnswered: (result: AskedAnswer) => void;
  /** Called when a question starts, so the answer display can load ahead. */
  onAskStart?: () => void;
}

/** Reads the prefill of a shared link; the form is re-keyed on the query, so this runs per link. */
function usePrefill() {
  const [params] = useSearchParams();
  return {
    question: params.get('q')?.slice(0, 2000) ?? '',
    persona: parsePersona(params.get('p')),
    city: parseCity(params.get('c')),
  };
}

export function AskForm({ onAnswered, onAskStart }: Props) {
  const intl = useIntl();
  const prefill = usePrefill();
  const [question, setQuestion] = useState(prefill.question);
  const [persona, setPersona] = useState<Persona | ''>(prefill.persona ?? '');
  const [city, setCity] = useState<City | ''>(prefill.city ?? '');
  const { ask, pending } = useAsk();
  const id = useId();
  const ids = { persona: `${id}-persona`, city: `${id}-city`, question: `${id}-question`, hint: `${id}-hint`, count: `${id}-count` };

  // A shared link lands on the form, filled in: bring it into view (it sits below the intro on phones).
  const prefilled = prefill.question !== '';
  useEffect(() => {
    if (prefilled) scrollToId('ask');
  }, [prefilled]);

  const length = [...question].length;
  const canSubmit = question.trim() !== '' && persona !== '' && city !== '' && !pending;

  // The server writes its messages in English: in Arabic they are set apart as their own
  // left-to-right run, so their punctuation stays where it belongs.
  const isolate = (text: string) => (intl.locale.startsWith('ar') && text ? `\u2068${text}\u2069` : text);

  const showProblem = (problem: AskProblem) => {
    const values = Object.fromEntries(Object.entries(problem.values ?? {}).map(([key, value]) => [key, isolate(value)]));
    toast({
      title: intl.formatMessage(problem.title),
      description:
        typeof problem.description === 'string'
          ? isolate(problem.description)
          : intl.formatMessage(problem.description, values).trim(),
      variant: 'destructive',
    });
  };

  const submit = async () => {
    if (pending) return;
    const problem = validateAsk(question, persona, city);
    if (problem) {
      showProblem(problem);
      return;
    }
    if (!persona || !city) return;
    onAskStart?.();
    const asked = { question: question.trim(), persona, city };
    const outcome = await ask({ question: asked.question, persona, location: city, channel: 'web' });
    if (outcome.ok) {
      setQuestion('');
      setPersona('');
      setCity('');
      onAnswered({ answer: outcome.answer, ...asked });
    } else if (outcome.problem) {
      showProblem(outcome.problem);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  // Ctrl/⌘ + Enter asks from the keyboard, and explains what is missing when the button cannot.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    }
  };

  const examples = [
    intl.formatMessage({ id: 'ask.example.rice', defaultMessage: 'How long can cooked rice stay in the fridge?' }),
    intl.formatMessage({ id: 'ask.example.donate', defaultMessage: 'How can my restaurant donate surplus food safely?' }),
    intl.formatMessage({ id: 'ask.example.buffet', defaultMessage: 'How do I cut waste from a hotel breakfast buffet?' }),
  ];

  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      onPointerEnter={preloadSelect}
      onFocus={preloadSelect}
      aria-busy={pending}
      noValidate
    >
      <div className={styles.selects}>
        <div className={styles.field}>
          <label htmlFor={ids.persona} className={styles.label}>
            <FormattedMessage id="ask.persona.label" defaultMessage="Your role" />
          </label>
          <SelectField
            id={ids.persona}
            value={persona}
            onChange={setPersona}
            placeholder={intl.formatMessage({ id: 'ask.persona.placeholder', defaultMessage: 'Select your role' })}
            options={PERSONAS.map((value) => ({ value, label: intl.formatMessage(personaMessages[value]) }))}
            disabled={pending}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.city} className={styles.label}>
            <FormattedMessage id="ask.city.label" defaultMessage="Your city" />
          </label>
          <SelectField
            id={ids.city}
            value={city}
            onChange={setCity}
            placeholder={intl.formatMessage({ id: 'ask.city.placeholder', defaultMessage: 'Select your emirate' })}
            options={CITIES.map((value) => ({ value, label: intl.formatMessage(cityMessages[value]) }))}
            disabled={pending}
          />
        </div>
      </div>

      <div className={styles.field}>
        <label htmlFor={ids.question} className={styles.label}>
          <FormattedMessage id="ask.question.label" defaultMessage="Your question" />
        </label>
        <textarea
          id={ids.question}
          className={styles.textarea}
          value={question}
          onChange={(event) => setQuestion(event.target.value)}
          onKeyDown={onKeyDown}
          rows={4}
          dir="auto"
          placeholder={intl.formatMessage({
            id: 'ask.question.placeholder',
            defaultMessage: 'e.g. How should I cool and store leftover biryani so it stays safe?',
          })}
          aria-describedby={`${ids.hint} ${ids.count}`}
          aria-invalid={length > QUESTION_MAX || undefined}
          aria-keyshortcuts="Control+Enter Meta+Enter"
          readOnly={pending}
        />
        <div className={styles.hintRow}>
          <span id={ids.hint} className={styles.hint}>
            <FormattedMessage id="ask.question.hint" defaultMessage="Between 10 and 500 characters, in English or Arabic." />
          </span>
          <span id={ids.count} className={`${styles.count} ${length > QUESTION_MAX ? styles.countOver : ''}`}>
            <FormattedMessage
              id="ask.question.count"
              defaultMessage="{count}/{max}"
              values={{ count: intl.formatNumber(length), max: QUESTION_MAX }}
            />
          </span>
        </div>
      </div>

      {question === '' && !pending && (
        <div className={styles.examples}>
          <span className={styles.examplesLabel}>
            <FormattedMessage id="ask.example.label" defaultMessage="Try:" />
          </span>
          {examples.map((example) => (
            <button key={example} type="button" className={styles.example} onClick={() => setQuestion(example)}>
              {example}
            </button>
          ))}
        </div>
      )}

      <div className={styles.actions}>
        <button type="submit" className={`button ${styles.submit}`} disabled={!canSubmit}>
          {pending && <span className={styles.spinner} aria-hidden="true" />}
          {pending ? (
            <FormattedMessage id="ask.submit.pending" defaultMessage="Getting Answer..." />
          ) : (
            <FormattedMessage id="ask.submit" defaultMessage="Get Answer" />
          )}
        </button>
        <p className={styles.status} role="status">
          {pending && (
            <FormattedMessage
              id="ask.pending.status"
              defaultMessage="Checking trusted UAE and international sources for your answer…"
            />
          )}
        </p>
      </div>
    </form>
  );
}
