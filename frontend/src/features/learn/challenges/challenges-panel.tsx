// The three built-in challenges (spec §3). There is no backend for them, so what the cards track is
// the visitor's own: the steps they tick (their completion), their team size and when they started,
// all kept in this browser. Loaded as its own chunk.
import { useId, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';

import { ClockIcon, GiftIcon, PeopleIcon } from '../../../components/ui/icons';
import { formatDate } from '../../../lib/format';
import type { Challenge, ChallengeDifficulty } from '../types';
import { untyped } from '../untyped';
import { CHALLENGES } from './challenges.data';
import {
  EMPTY_PROGRESS,
  TEAM_MAX,
  TEAM_MIN,
  clampTeam,
  completionPercent,
  readProgress,
  reset,
  start,
  toggleStep,
  writeProgress,
  type ChallengeProgress,
  type ProgressMap,
} from './challenge-progress';
import styles from './challenges.module.css';

const messages = untyped(
  defineMessages({
    listLabel: { id: 'learn.challenges.list', defaultMessage: 'Challenges' },
    intro: {
      id: 'learn.challenges.intro',
      defaultMessage: 'Pick a challenge, press Start and tick each step as you go. Your progress stays in this browser.',
    },
    easy: { id: 'learn.challenges.difficulty.easy', defaultMessage: 'Easy' },
    medium: { id: 'learn.challenges.difficulty.medium', defaultMessage: 'Medium' },
    hard: { id: 'learn.challenges.difficulty.hard', defaultMessage: 'Hard' },
    difficulty: { id: 'learn.challenges.difficulty.label', defaultMessage: 'Difficulty: {level}' },
    duration: { id: 'learn.challenges.duration', defaultMessage: 'Duration' },
    days: { id: 'learn.challenges.days', defaultMessage: '{count, plural, one {# day} other {# days}}' },
    team: { id: 'learn.challenges.team', defaultMessage: 'Your team' },
    teamHint: { id: 'learn.challenges.team.hint', defaultMessage: 'People taking part with you' },
    completion: { id: 'learn.challenges.completion', defaultMessage: 'Your completion' },
    completionValue: {
      id: 'learn.challenges.completion.value',
      defaultMessage: '{percent}% ({done} of {total} steps)',
    },
    reward: { id: 'learn.challenges.reward', defaultMessage: 'Reward' },
    steps: { id: 'learn.challenges.steps', defaultMessage: 'Steps' },
    stepsPreview: { id: 'learn.challenges.steps.preview', defaultMessage: 'See the {count} steps' },
    start: { id: 'learn.challenges.start', defaultMessage: 'Start challenge' },
    reset: { id: 'learn.challenges.reset', defaultMessage: 'Reset' },
    started: { id: 'learn.challenges.started', defaultMessage: 'Started on {date}' },
    done: { id: 'learn.challenges.done', defaultMessage: 'Challenge complete! You have earned the {reward}.' },
  }),
);

const DIFFICULTY = { easy: messages.easy, medium: messages.medium, hard: messages.hard } satisfies Record<
  ChallengeDifficulty,
  unknown
>;

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

interface CardProps {
  challenge: Challenge;
  progress: ChallengeProgress;
  onChange: (next: ChallengeProgress) => void;
}

function ChallengeCard({ challenge, progress, onChange }: CardProps) {
  const intl = useIntl();
  const lang = intl.locale.startsWith('ar') ? 'ar' : 'en';
  const ids = useId();
  const [teamText, setTeamText] = useState(String(progress.team));
  // The stored size changed elsewhere (a clamp on blur): show it.
  const [shownTeam, setShownTeam] = useState(progress.team);
  if (shownTeam !== progress.team) {
    setShownTeam(progress.team);
    setTeamText(String(progress.team));
  }

  const total = challenge.steps.length;
  const percent = completionPercent(progress, total);
  const ticked = progress.done.filter((i) => i < total).length;
  const started = progress.startedAt !== null;
  const finished = started && total > 0 && ticked === total;
  const level = intl.formatMessage(DIFFICULTY[challenge.difficulty]);
  const titleId = `${ids}-title`;

  const commitTeam = (raw: string) => {
    const value = clampTeam(Number.parseInt(raw, 10));
    setTeamText(String(value));
    if (value !== progress.team) onChange({ ...progress, team: value });
  };

  return (
    <article className={`card ${styles.card}`} aria-labelledby={titleId} data-difficulty={challenge.difficulty}>
      <header className={styles.header}>
        <h3 id={titleId} className={styles.title}>
          {challenge.title[lang]}
        </h3>
        <span className={`${styles.badge} ${styles[challenge.difficulty]}`}>
          <span className="visually-hidden">{intl.formatMessage(messages.difficulty, { level })}</span>
          <span aria-hidden="true">{level}</span>
        </span>
      </header>
      <p className={styles.description}>{challenge.description[lang]}</p>

      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>
            <ClockIcon size={16} />
            {intl.formatMessage(messages.duration)}
          </dt>
          <dd>{intl.formatMessage(messages.days, { count: challenge.durationDays })}</dd>
        </div>
        <div className={styles.fact}>
          <dt>
            <PeopleIcon size={16} />
            <label htmlFor={`${ids}-team`}>{intl.formatMessage(messages.team)}</label>
          </dt>
          <dd>
            <input
              id={`${ids}-team`}
              className={styles.team}
              type="number"
              inputMode="numeric"
              min={TEAM_MIN}
              max={TEAM_MAX}
              step={1}
              value={teamText}
              aria-describedby={`${ids}-team-hint`}
              onChange={(event) => {
                setTeamText(event.target.value);
                const value = Number.parseInt(event.target.value, 10);
                if (Number.isFinite(value) && value >= TEAM_MIN && value <= TEAM_MAX && value !== progress.team) {
                  onChange({ ...progress, team: value });
                }
              }}
              onBlur={(event) => commitTeam(event.target.value)}
            />
            <span id={`${ids}-team-hint`} className={styles.hint}>
              {intl.formatMessage(messages.teamHint)}
            </span>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>
            <GiftIcon size={16} />
            {intl.formatMessage(messages.reward)}
          </dt>
          <dd>{challenge.reward[lang]}</dd>
        </div>
      </dl>

      <div className={styles.completion}>
        <div className={styles.completionTop}>
          <span id={`${ids}-completion`} className={styles.completionLabel}>
            {intl.formatMessage(messages.completion)}
          </span>
          <span className={styles.completionValue}>
            {intl.formatMessage(messages.completionValue, { percent, done: ticked, total })}
          </span>
        </div>
        <div
          className={styles.bar}
          role="progressbar"
          aria-labelledby={`${ids}-completion`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <span className={styles.barFill} style={{ inlineSize: `${percent}%` }} />
        </div>
      </div>

      {started ? (
        <fieldset className={styles.steps}>
          <legend className={styles.stepsTitle}>{intl.formatMessage(messages.steps)}</legend>
          <ol className={styles.stepList}>
            {challenge.steps.map((step, index) => (
              <li key={index}>
                <label className={styles.step}>
                  <input
                    type="checkbox"
                    checked={progress.done.includes(index)}
                    onChange={() => onChange(toggleStep(progress, index))}
                  />
                  <span>{step[lang]}</span>
                </label>
              </li>
            ))}
          </ol>
        </fieldset>
      ) : (
        <details className={styles.preview}>
          <summary>{intl.formatMessage(messages.stepsPreview, { count: total })}</summary>
          <ol className={styles.previewList}>
            {challenge.steps.map((step, index) => (
              <li key={index}>{step[lang]}</li>
            ))}
          </ol>
        </details>
      )}

      <div role="status" className={styles.doneRegion}>
        {finished && <p className={styles.done}>{intl.formatMessage(messages.done, { reward: challenge.reward[lang] })}</p>}
      </div>

      <footer className={styles.actions}>
        {started ? (
          <>
            <span className={styles.started}>
              {intl.formatMessage(messages.started, { date: formatDate(intl, new Date(progress.startedAt as number)) })}
            </span>
            <button type="button" className="button button-secondary" onClick={() => onChange(reset(progress))}>
              {intl.formatMessage(messages.reset)}
            </button>
          </>
        ) : (
          <button type="button" className="button" onClick={() => onChange(start(progress, Date.now()))}>
            {intl.formatMessage(messages.start)}
          </button>
        )}
      </footer>
    </article>
  );
}

export default function ChallengesPanel() {
  const intl = useIntl();
  const [map, setMap] = useState<ProgressMap>(() => readProgress(storage()));

  const update = (id: string, next: ChallengeProgress) => {
    setMap((before) => {
      const after = { ...before, [id]: next };
      writeProgress(storage(), after);
      return after;
    });
  };

  return (
    <div className={styles.panel}>
      <p className={styles.intro}>{intl.formatMessage(messages.intro)}</p>
      <ul className={styles.list} aria-label={intl.formatMessage(messages.listLabel)}>
        {CHALLENGES.map((challenge) => (
          <li key={challenge.id} className={styles.item}>
            <ChallengeCard
              challenge={challenge}
              progress={map[challenge.id] ?? EMPTY_PROGRESS}
              onChange={(next) => update(challenge.id, next)}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
