import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

import { CONTACT } from '../../content/contact';
import styles from './footer.module.css';

export function Footer() {
  const intl = useIntl();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brandColumn}>
          <p className={styles.brand}>
            <FormattedMessage id="brand.name" defaultMessage="Batala" />
          </p>
          <p className={styles.blurb}>
            <FormattedMessage
              id="footer.blurb"
              defaultMessage="Sourced advice that helps UAE restaurants, hotels, caterers, retailers and households waste less food and keep it safe."
            />
          </p>
          <ul className={styles.contact}>
            <li>
              <a href={`mailto:${CONTACT.email}`} dir="ltr">
                {CONTACT.email}
              </a>
            </li>
            <li>
              <a href={`tel:${CONTACT.phone.replaceAll(' ', '')}`} dir="ltr">
                {CONTACT.phone}
              </a>
            </li>
            <li>
              <FormattedMessage id="footer.location" defaultMessage="Abu Dhabi, UAE" />
            </li>
          </ul>
        </div>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={styles.heading}>
            <FormattedMessage id="footer.quickLinks" defaultMessage="Quick Links" />
          </h2>
          <ul className={styles.links}>
            <li>
              <Link to="/#home">
                <FormattedMessage id="nav.home" defaultMessage="Home" />
              </Link>
            </li>
            <li>
              <Link to="/#calculator">
                <FormattedMessage id="nav.calculator" defaultMessage="Calculator" />
              </Link>
            </li>
            <li>
              <Link to="/#leaderboard">
                <FormattedMessage id="nav.leaderboard" defaultMessage="Leaderboard" />
              </Link>
            </li>
            <li>
              <Link to="/#about">
                <FormattedMessage id="nav.about" defaultMessage="About" />
              </Link>
            </li>
          </ul>
        </nav>

        <nav aria-labelledby="footer-resources">
          <h2 id="footer-resources" className={styles.heading}>
            <FormattedMessage id="footer.resources" defaultMessage="Resources" />
          </h2>
          <ul className={styles.links}>
            <li>
              <Link to="/answers">
                <FormattedMessage id="footer.faq" defaultMessage="FAQ" />
              </Link>
            </li>
            <li>
              <Link to="/#engagement">
                <FormattedMessage id="footer.blog" defaultMessage="Blog" />
              </Link>
            </li>
            <li>
              <Link to="/about#benefits">
                <FormattedMessage id="footer.caseStudies" defaultMessage="Case Studies" />
              </Link>
            </li>
            <li>
              <a href={`mailto:${CONTACT.email}`}>
                <FormattedMessage id="footer.contact" defaultMessage="Contact" />
              </a>
            </li>
          </ul>
        </nav>
      </div>

      <div className={`container ${styles.bottom}`}>
        <p>
          <FormattedMessage id="footer.copyright" defaultMessage="© 2024 Batala. All rights reserved." />
        </p>
        <nav aria-label={intl.formatMessage({ id: 'footer.legal', defaultMessage: 'Legal' })}>
          <ul className={styles.legal}>
            <li>
              <Link to="/about#privacy">
                <FormattedMessage id="footer.privacy" defaultMessage="Privacy Policy" />
              </Link>
            </li>
            <li>
              <Link to="/about#terms">
                <FormattedMessage id="footer.terms" defaultMessage="Terms of Service" />
              </Link>
            </li>
            <li>
              <Link to="/about#cookies">
                <FormattedMessage id="footer.cookies" defaultMessage="Cookie Policy" />
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
