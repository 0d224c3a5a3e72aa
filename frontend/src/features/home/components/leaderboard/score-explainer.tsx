// "How is the score computed?": the formula the server uses (see GET /api/leaderboard in the
// OpenAPI document), in words, part by part and in full. Formulas stay left to right in Arabic.
import { FormattedMessage } from 'react-intl';

import { Chevron } from '../calculator/chevron';
import disclosure from '../disclosure.module.css';
import styles from './leaderboard.module.css';

function Formula({ children }: { children: string }) {
  return (
    <code className={styles.formula} dir="ltr">
      {children}
    </code>
  );
}

export function ScoreExplainer() {
  return (
    <details className={disclosure.disclosure}>
      <summary className={disclosure.summary}>
        <FormattedMessage id="leaderboard.score.howTitle" defaultMessage="How is the score computed?" />
        <Chevron className={disclosure.chevron} />
      </summary>
      <div className={`${disclosure.body} ${styles.disclosureText}`}>
        <p>
          <FormattedMessage
            id="leaderboard.score.how.intro"
            defaultMessage="The Batala score runs from 0 to 100 and adds up three parts. Each part grows with a venue's results for the month and levels off as it nears its maximum, so progress on all three counts for more than one huge figure."
          />
        </p>
        <ul className={styles.parts}>
          <li>
            <strong>
              <FormattedMessage
                id="leaderboard.score.how.kg"
                defaultMessage="Food rescued weighs most: up to 50 points."
              />
            </strong>{' '}
            <Formula>50 × (1 − e^(−kg / 1000))</Formula>
          </li>
          <li>
            <strong>
              <FormattedMessage id="leaderboard.score.how.meals" defaultMessage="Meals donated: up to 30 points." />
            </strong>{' '}
            <Formula>30 × (1 − e^(−meals / 2381))</Formula>
          </li>
          <li>
            <strong>
              <FormattedMessage id="leaderboard.score.how.aed" defaultMessage="Money saved: up to 20 points." />
            </strong>{' '}
            <Formula>20 × (1 − e^(−AED / 10000))</Formula>
          </li>
        </ul>
        <p>
          <FormattedMessage
            id="leaderboard.score.how.example"
            defaultMessage="A venue that rescues one tonne of food in a month (about 2,381 meals and AED 10,000 saved) scores 63.2. Scores are shown to one decimal; a tie goes to the venue that rescued more food, then to the first by name."
          />
        </p>
        <p className={styles.fullFormula}>
          <Formula>100 × (0.5 × (1 − e^(−kg / 1000)) + 0.3 × (1 − e^(−meals / 2381)) + 0.2 × (1 − e^(−AED / 10000)))</Formula>
        </p>
      </div>
    </details>
  );
}
