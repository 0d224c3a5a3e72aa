import { useState } from 'react';
import { FormattedMessage, defineMessages, useIntl } from 'react-intl';
import { Link, NavLink, useLocation } from 'react-router-dom';

import { LanguageSwitch } from './language-switch';
import { NAV_ITEMS } from './nav-items';
import styles from './header.module.css';

const menuMessages = defineMessages({
  open: { id: 'nav.openMenu', defaultMessage: 'Open menu' },
  close: { id: 'nav.closeMenu', defaultMessage: 'Close menu' },
});

export function Header() {
  const intl = useIntl();
  const location = useLocation();
  // The menu is open for one location only, so any navigation closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location.key;

  const isActive = (to: string) => {
    if (to.startsWith('/#')) return location.pathname === '/' && location.hash === to.slice(1);
    if (to === '/') return location.pathname === '/' && location.hash === '';
    return location.pathname.startsWith(to);
  };

  const links = NAV_ITEMS.map((item) => (
    <NavLink
      key={item.to}
      to={item.to}
      className={() => `${styles.link} ${isActive(item.to) ? styles.active : ''}`}
      aria-current={isActive(item.to) ? 'page' : undefined}
    >
      {intl.formatMessage(item.label)}
    </NavLink>
  ));

  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link to="/" className={styles.brand} aria-label={intl.formatMessage({ id: 'brand.homeLink', defaultMessage: 'Batala home' })}>
          <span className={styles.logo} aria-hidden="true">
            <svg viewBox="0 0 32 32" width="32" height="32">
              <rect width="32" height="32" rx="8" fill="currentColor" />
              <path d="M9 22c0-7 5-12 14-13-1 9-6 14-13 14" fill="#a7f3d0" />
            </svg>
          </span>
          <span className={styles.brandText}>
            <FormattedMessage id="brand.name" defaultMessage="Batala" />
          </span>
        </Link>

        <nav className={styles.desktopNav} aria-label={intl.formatMessage({ id: 'nav.label', defaultMessage: 'Main' })}>
          {links}
        </nav>

        <div className={styles.actions}>
          <LanguageSwitch />
          <button
            type="button"
            className={styles.menuButton}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={intl.formatMessage(menuOpen ? menuMessages.close : menuMessages.open)}
            onClick={() => setMenuOpenAt(menuOpen ? null : location.key)}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              {menuOpen ? (
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              ) : (
                <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              )}
            </svg>
          </button>
        </div>
      </div>

      <div id="mobile-menu" className={styles.mobileMenu} hidden={!menuOpen}>
        <nav className="container" aria-label={intl.formatMessage({ id: 'nav.mobileLabel', defaultMessage: 'Mobile' })}>
          <div className={styles.mobileLinks}>{links}</div>
          <div className={styles.mobileActions}>
            <Link className="button button-secondary" to="/admin/login">
              <FormattedMessage id="nav.login" defaultMessage="Login" />
            </Link>
            <Link className="button" to="/#home">
              <FormattedMessage id="nav.getStarted" defaultMessage="Get Started" />
            </Link>
          </div>
        </nav>
      </div>
    </header>
  );
}
