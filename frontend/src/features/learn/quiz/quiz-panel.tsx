// The Knowledge Quiz (spec §4): a round of 5 questions from the 105-question bank, one at a time;
// a pick locks the options, shows right and wrong (in colour, with an icon and in words) and the
// explanation; after the last question, the score and a fresh round. Loaded as its own chunk.
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { FormattedMessage, defineMessages, useIntl, type MessageDescriptor } from 'react-intl';

import { CheckIcon, CrossIcon, TrophyIcon } from '../../../components/ui/icons';
import type { QuizQuestion } from '../types';
import { untyped } from '../untyped';
import { loadQuizBank } from './quiz-bank';
import { drawQuestions, newQuizId, readSeen, writeSeen } from './quiz-draw';
import { trackQuizComplete, trackQuizStart } from './quiz-analytics';
import { progress, quizReducer, startState } from './quiz-state';
import styles from './quiz.module.css';

const messages = untyped(defineMessages({
  loading: { id: 'learn.quiz.loading', defaultMessage: 'Loading the questions…' },
  errorTitle: { id: 'learn.quiz.error.title', defaultMessage: 'The quiz could not be loaded' },
  errorText: { id: 'learn.quiz.error.text', defaultMessage: 'Please check your connection and try again.' },
  retry: { id: 'learn.quiz.error.retry', defaultMessage: 'Try again' },
  emptyTitle: { id: 'learn.quiz.empty.title', defaultMessage: 'The questions are on their way' },
  emptyText: { id: 'learn.quiz.empty.text', defaultMessage: 'The quiz opens as soon as its questions are ready. Please check back soon.' },
  counter: { id: 'learn.quiz.counter', defaultMessage: 'Question {current} of {total}' },
  score: { id: 'learn.quiz.score', defaultMessage: 'Score: {score}' },
  progress: { id: 'learn.quiz.progress', defaultMessage: 'Quiz progress' },
  optionsLabel: { id: 'learn.quiz.options', defaultMessage: 'Answers' },
  markCorrect: { id: 'learn.quiz.mark.correct', defaultMessage: 'Correct answer' },
  markWrong: { id: 'learn.quiz.mark.wrong', defaultMessage: 'Your answer, incorrect' },
  markPicked: { id: 'learn.quiz.mark.picked', defaultMessage: 'Your answer' },
  correct: { id: 'learn.quiz.feedback.correct', defaultMessage: 'Correct!' },
  wrong: { id: 'learn.quiz.feedback.wrong', defaultMessage: 'Not quite. The right answer is {answer}.' },
  next: { id: 'learn.quiz.next', defaultMessage: 'Next Question' },
  finish: { id: 'learn.quiz.finish', defaultMessage: 'See My Score' },
  completeTitle: { id: 'learn.quiz.complete.title', defaultMessage: 'Quiz Complete!' },
  completeScore: { id: 'learn.quiz.complete.score', defaultMessage: 'You scored {score} out of {total}' },
  remarkPerfect: { id: 'learn.quiz.complete.perfect', defaultMessage: 'A perfect round: you know your food waste facts.' },
  remarkGood: { id: 'learn.quiz.complete.good', defaultMessage: 'Well done: most of those are habits you can share with your team.' },
  remarkLow: { id: 'learn.quiz.complete.low', defaultMessage: 'Every explanation is a tip you can use. Have another go!' },
  repeatNote: {
    id: 'learn.quiz.complete.note',
    defaultMessage: 'Questions you have just answered are set aside for 10 minutes, so the next round brings new ones.',
  },
  tryNew: { id: 'learn.quiz.tryNew', defaultMessage: 'Try New Questions' },
}));

const LETTERS = { en: ['A', 'B', 'C', 'D'], ar: ['أ', 'ب', 'ج', 'د'] };

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export default function QuizPanel() {
  const intl = useIntl();
  const lang = intl.locale.startsWith('ar') ? 'ar' : 'en';
  const [bank, setBank] = useState<QuizQuestion[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [state, dispatch] = useReducer(quizReducer, startState('', []));
  const focusTarget = useRef<'question' | 'result' | null>(null);
  const questionRef = useRef<HTMLHeadingElement>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);

  const startRound = useCallback((questions: QuizQuestion[]) => {
    if (questions.length === 0) return;
    const now = Date.now();
    const draw = drawQuestions(questions, readSeen(storage(), now), now);
    writeSeen(storage(), draw.seen);
    const quizId = newQuizId();
    dispatch({ type: 'start', quizId, questions: draw.questions });
    trackQuizStart(quizId);
  }, []);

  useEffect(() => {
    let cancelled = false;
    loadQuizBank().then(
      (loaded) => {
        if (cancelled) return;
        setFailed(false);
        setBank(loaded);
        startRound(loaded);
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [attempt, startRound]);

  // Moves focus to the new question or the result, after a click that replaced what had focus.
  useEffect(() => {
    const target = focusTarget.current;
    focusTarget.current = null;
    if (target === 'question') questionRef.current?.focus();
    if (target === 'result') resultRef.current?.focus();
  }, [state.index, state.complete, state.quizId]);

  if (failed && !bank) {
    return (
      <div className={styles.state} role="alert">
        <p className={styles.stateTitle}>{intl.formatMessage(messages.errorTitle)}</p>
        <p className={styles.stateText}>{intl.formatMessage(messages.errorText)}</p>
        <button type="button" className="button button-secondary" onClick={() => setAttempt((n) => n + 1)}>
          {intl.formatMessage(messages.retry)}
        </button>
      </div>
    );
  }
  if (!bank) {
    return (
      <div className={styles.state} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        <p className={styles.stateText}>{intl.formatMessage(messages.loading)}</p>
      </div>
    );
  }
  if (bank.length === 0 || state.questions.length === 0) {
    return (
      <div className={styles.state}>
        <p className={styles.stateTitle}>{intl.formatMessage(messages.emptyTitle)}</p>
        <p className={styles.stateText}>{intl.formatMessage(messages.emptyText)}</p>
      </div>
    );
  }

  const total = state.questions.length;

  if (state.complete) {
    const ratio = state.score / total;
    const remark = ratio === 1 ? messages.remarkPerfect : ratio >= 0.6 ? messages.remarkGood : messages.remarkLow;
    return (
      <div className={`card ${styles.quiz} ${styles.complete}`}>
        <span className={styles.trophy}>
          <TrophyIcon size={36} />
        </span>
        <h3 ref={resultRef} tabIndex={-1} className={styles.completeTitle}>
          {intl.formatMessage(messages.completeTitle)}
        </h3>
        <p className={styles.completeScore}>{intl.formatMessage(messages.completeScore, { score: state.score, total })}</p>
        {/* The score as a bar: the line above says it in words. */}
        <div className={styles.bar} aria-hidden="true">
          <span className={styles.barFill} style={{ inlineSize: `${ratio * 100}%` }} />
        </div>
        <p className={styles.remark}>{intl.formatMessage(remark)}</p>
        <p className={styles.note}>{intl.formatMessage(messages.repeatNote)}</p>
        <button
          type="button"
          className="button"
          onClick={() => {
            focusTarget.current = 'question';
            startRound(bank);
          }}
        >
          {intl.formatMessage(messages.tryNew)}
        </button>
      </div>
    );
  }

  const question = state.questions[state.index] as QuizQuestion;
  const text = question[lang];
  const answered = state.selected !== null;
  const pickedRight = state.selected === question.correct;
  const last = state.index + 1 >= total;
  const letters = LETTERS[lang];

  const onNext = () => {
    if (last) {
      trackQuizComplete(state.quizId, state.score);
      focusTarget.current = 'result';
    } else {
      focusTarget.current = 'question';
    }
    dispatch({ type: 'next' });
  };

  return (
    <div className={`card ${styles.quiz}`}>
      <div className={styles.top}>
        <span className={styles.counter}>
          {intl.formatMessage(messages.counter, { current: state.index + 1, total })}
        </span>
        <span className={styles.score}>{intl.formatMessage(messages.score, { score: state.score })}</span>
      </div>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={intl.formatMessage(messages.progress)}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress(state) * 100)}
      >
        <span className={styles.barFill} style={{ inlineSize: `${progress(state) * 100}%` }} />
      </div>

      <h3 ref={questionRef} tabIndex={-1} className={styles.question} id={`quiz-q-${question.id}`}>
        {text.question}
      </h3>

      <ul className={styles.options} aria-labelledby={`quiz-q-${question.id}`}>
        {text.options.map((option, index) => {
          const isCorrect = answered && index === question.correct;
          const isWrongPick = answered && index === state.selected && !pickedRight;
          const isPick = index === state.selected;
          let mark: MessageDescriptor | null = null;
          if (isCorrect) mark = messages.markCorrect;
          else if (isWrongPick) mark = messages.markWrong;
          const className = [
            styles.option,
            isCorrect ? styles.optionCorrect : '',
            isWrongPick ? styles.optionWrong : '',
            answered && !isCorrect && !isWrongPick ? styles.optionDim : '',
          ].join(' ');
          return (
            <li key={index}>
              <button
                type="button"
                className={className}
                aria-disabled={answered || undefined}
                aria-pressed={answered ? isPick : undefined}
                onClick={() => {
                  if (!answered) dispatch({ type: 'pick', option: index });
                }}
              >
                <span className={styles.letter} aria-hidden="true">
                  {isCorrect ? <CheckIcon size={16} /> : isWrongPick ? <CrossIcon size={16} /> : letters[index]}
                </span>
                <span className={styles.optionText}>{option}</span>
                {mark && (
                  <span className={styles.mark}>
                    {intl.formatMessage(mark)}
                    {isCorrect && isPick && (
                      <span className="visually-hidden">, {intl.formatMessage(messages.markPicked)}</span>
                    )}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>

      <div className={styles.feedbackRegion} aria-live="polite">
        {answered && (
          <div className={`${styles.feedback} ${pickedRight ? styles.feedbackRight : styles.feedbackWrong}`}>
            <p className={styles.verdict}>
              <span className={styles.verdictIcon} aria-hidden="true">
                {pickedRight ? <CheckIcon size={18} /> : <CrossIcon size={18} />}
              </span>
              <span>
                {pickedRight ? (
                  intl.formatMessage(messages.correct)
                ) : (
                  <FormattedMessage
                    {...messages.wrong}
                    values={{ answer: <span className={styles.rightAnswer}>{text.options[question.correct]}</span> }}
                  />
                )}
              </span>
            </p>
            <p className={styles.explanation}>{text.explanation}</p>
          </div>
        )}
      </div>

      <div className={styles.actions}>
        <button type="button" className="button" disabled={!answered} onClick={onNext}>
          {intl.formatMessage(last ? messages.finish : messages.next)}
        </button>
      </div>
    </div>
  );
}
