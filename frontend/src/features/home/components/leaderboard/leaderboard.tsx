// The monthly leaderboard (spec §2, §4, §9): a period select, the podium, every venue's ranking
// card, how the score is computed and a share dialog. Loaded as its own chunk by LeaderboardSection.
import { useId, useState } from 'react';
import { FormattedMessage, defineMessages, useIntl } from 'react-intl';

import { formatScore, periodLabel } from '../../../../lib/format';
import { isolateIn, untyped } from '../calculator/messages';
import { ShareDialog } from '../calculator/share-dialog';
import { sectionUrl } from '../calculator/share-links';
import { Podium } from './podium';
import { RankingList } from './ranking-list';
import { ScoreExplainer } from './score-explainer';
import { useLeaderboard, usePeriods } from './use-leaderboard';
import styles from './leaderboard.module.css';

const messages = untyped(
  defineMessages({
    shareHeading: { id: 'leaderboard.share.heading', defaultMessage: 'Batala sustainability leaderboard, {period}:' },
    shareLine: { id: 'leaderboard.share.line', defaultMessage: '{rank}. {venue}: {score}' },
    shareClosing: {
      id: 'leaderboard.share.closing',
      defaultMessage: 'Well done to the venues cutting food waste across the UAE!',
    },
    periodLoading: { id: 'leaderboard.period.loading', defaultMessage: 'Loading…' },
  }),
);

function ShareIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <circle cx="18" cy="5.5" r="2.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <circle cx="6" cy="12" r="2.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <circle cx="18" cy="18.5" r="2.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="m8.2 10.8 7.6-4.1M8.2 13.2l7.6 4.1" fill="none" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  );
}

export default function Leaderboard() {
  const intl = useIntl();
  const ids = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const [shareOpen, setShareOpen] = useState(false);
  const periods = usePeriods();
  const board = useLeaderboard(chosen);

  const shown = board.data;
  const period = chosen ?? shown?.period ?? periods.data?.[0] ?? '';
  // The select lists the periods with data, and the one on screen even if that list failed.
  const options = [...(periods.data ?? [])];
  if (period && !options.includes(period)) options.unshift(period);
  const entries = shown?.leaderboard ?? [];
  // Another month is loading: the one on screen stays, dimmed.
  const switching = board.isLoading && Boolean(shown);
  const failed = Boolean(board.error) && !board.isValidating;

  const shareText = () => {
    const label = periodLabel(intl, shown?.period ?? period);
    const lines = entries
      .slice(0, 3)
      .map((entry, index) =>
        intl.formatMessage(messages.shareLine, {
          rank: entry.rank ?? index + 1,
          venue: isolateIn(intl.locale, entry.venue_name),
          score: formatScore(intl, entry.batala_score),
        }),
      );
    return [intl.formatMessage(messages.shareHeading, { period: label }), ...lines, intl.formatMessage(messages.shareClosing)].join('\n');
  };

  let body;
  if (failed && !shown) {
    body = (
      <div className={styles.state} role="alert">
        <p className={styles.stateTitle}>
          <FormattedMessage id="leaderboard.error.title" defaultMessage="The leaderboard could not be loaded" />
        </p>
        <p className={styles.stateText}>
          <FormattedMessage id="leaderboard.error.text" defaultMessage="Please check your connection and try again." />
        </p>
        <button type="button" className="button button-secondary" onClick={() => void board.mutate()}>
          <FormattedMessage id="leaderboard.error.retry" defaultMessage="Try again" />
        </button>
      </div>
    );
  } else if (!shown) {
    body = (
      <div className={styles.loading} role="status">
        <span className="visually-hidden">
          <FormattedMessage id="leaderboard.loading" defaultMessage="Loading the rankings…" />
        </span>
        <span className={styles.loadingBar} />
        <span className={styles.loadingBar} />
        <span className={styles.loadingBar} />
      </div>
    );
  } else if (entries.length === 0) {
    body = (
      <div className={styles.state}>
        <p className={styles.stateTitle}>
          <FormattedMessage id="leaderboard.empty.title" defaultMessage="No rankings for this period yet" />
        </p>
        <p className={styles.stateText}>
          <FormattedMessage
            id="leaderboard.empty.text"
            defaultMessage="Venues' results appear here once the month's figures are in. Try another period."
          />
        </p>
      </div>
    );
  } else {
    body = (
      <>
        {failed && (
          <p className={styles.inlineError} role="alert">
            <FormattedMessage
              id="leaderboard.error.switch"
              defaultMessage="That period could not be loaded. Showing {period}."
              values={{ period: periodLabel(intl, shown.period ?? '') }}
            />{' '}
            <button type="button" className={styles.inlineButton} onClick={() => void board.mutate()}>
              <FormattedMessage id="leaderboard.error.retry" defaultMessage="Try again" />
            </button>
          </p>
        )}
        <Podium entries={entries} />
        <h3 className={styles.listTitle}>
          <FormattedMessage id="leaderboard.list.title" defaultMessage="Full ranking" />
        </h3>
        <RankingList entries={entries} />
      </>
    );
  }

  return (
    <div className={styles.board}>
      <div className={styles.toolbar}>
        <div className={styles.periodField}>
          <label htmlFor={`${ids}-period`} className={styles.label}>
            <FormattedMessage id="leaderboard.period.label" defaultMessage="Period" />
          </label>
          <div className={styles.selectWrap}>
            <select
              id={`${ids}-period`}
              className={styles.select}
              value={period}
              disabled={options.length === 0}
              onChange={(event) => setChosen(event.target.value)}
            >
              {options.length === 0 && <option value="">{intl.formatMessage(messages.periodLoading)}</option>}
              {options.map((value) => (
                <option key={value} value={value}>
                  {periodLabel(intl, value)}
                </option>
              ))}
            </select>
            <span className={styles.selectIcon} aria-hidden="true">
              <svg viewBox="0 0 24 24" width="18" height="18" focusable="false">
                <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </span>
          </div>
        </div>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => setShareOpen(true)}
          disabled={entries.length === 0}
        >
          <ShareIcon />
          <FormattedMessage id="leaderboard.share.button" defaultMessage="Share" />
        </button>
      </div>

      <div className={`${styles.content} ${switching ? styles.switching : ''}`} aria-busy={switching}>
        {body}
      </div>

      <ScoreExplainer />

      {entries.length > 0 && (
        <ShareDialog
          open={shareOpen}
          onOpenChange={setShareOpen}
          title={<FormattedMessage id="leaderboard.share.title" defaultMessage="Share the leaderboard" />}
          description={
            <FormattedMessage id="leaderboard.share.description" defaultMessage="Celebrate this month's top venues." />
          }
          text={shareText()}
          url={sectionUrl(window.location.origin, 'leaderboard', intl.locale.startsWith('ar') ? 'ar' : 'en')}
        />
      )}
    </div>
  );
}
