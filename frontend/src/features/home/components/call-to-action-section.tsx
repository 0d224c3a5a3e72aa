import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

import { ScrollLink } from './scroll-link';
import styles from './call-to-action-section.module.css';

/** Anchor `about`: the closing call to action, pointing to the other sections and the about page. */
export function CallToActionSection() {
  return (
    <section id="about" className={`section ${styles.cta}`} aria-labelledby="cta-title">
      <div className="container">
        <div className={styles.panel}>
          <div className={styles.intro}>
            <h2 id="cta-title" className={styles.title}>
              <FormattedMessage id="home.cta.title" defaultMessage="Ready to waste less?" />
            </h2>
            <p className={styles.lead}>
              <FormattedMessage
                id="home.cta.lead"
                defaultMessage="Join 500+ UAE businesses cutting food waste, saving money and keeping food safe with Batala."
              />
            </p>
            <div className={styles.actions}>
              <ScrollLink targetId="ask" className={`button ${styles.solid}`}>
                <FormattedMessage id="home.cta.ask" defaultMessage="Ask a Question" />
              </ScrollLink>
              <Link to="/about" className={`button ${styles.outline}`}>
                <FormattedMessage id="home.cta.about" defaultMessage="About" />
              </Link>
            </div>
          </div>

          <ul className={styles.cards}>
            <li className={styles.card}>
              <h3 className={styles.cardTitle}>
                <FormattedMessage id="home.cta.try.title" defaultMessage="Have a question?" />
              </h3>
              <p className={styles.cardText}>
                <FormattedMessage
                  id="home.cta.try.text"
                  defaultMessage="Get practical advice for your kitchen, shop or home."
                />
              </p>
              <ScrollLink targetId="ask" className={`button ${styles.small}`}>
                <FormattedMessage id="home.cta.try.button" defaultMessage="Try Now" />
              </ScrollLink>
            </li>
            <li className={styles.card}>
              <h3 className={styles.cardTitle}>
                <FormattedMessage id="home.cta.calculate.title" defaultMessage="Know your savings" />
              </h3>
              <p className={styles.cardText}>
                <FormattedMessage
                  id="home.cta.calculate.text"
                  defaultMessage="See what throwing away less food is worth to your business."
                />
              </p>
              <ScrollLink targetId="calculator" className={`button ${styles.small}`}>
                <FormattedMessage id="home.cta.calculate.button" defaultMessage="Calculate" />
              </ScrollLink>
            </li>
            <li className={styles.card}>
              <h3 className={styles.cardTitle}>
                <FormattedMessage id="home.cta.rankings.title" defaultMessage="See who leads" />
              </h3>
              <p className={styles.cardText}>
                <FormattedMessage
                  id="home.cta.rankings.text"
                  defaultMessage="Compare UAE venues on this month’s sustainability score."
                />
              </p>
              <ScrollLink targetId="leaderboard" className={`button ${styles.small}`}>
                <FormattedMessage id="home.cta.rankings.button" defaultMessage="View Rankings" />
              </ScrollLink>
            </li>
          </ul>
        </div>
      </div>
    </section>
  );
}
