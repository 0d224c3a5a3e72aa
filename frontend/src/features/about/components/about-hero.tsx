import { FormattedMessage, defineMessages, useIntl } from 'react-intl';

import styles from './about-hero.module.css';

const jumpLinks = defineMessages({
  mission: { id: 'about.hero.jump.mission', defaultMessage: 'Our mission' },
  priorities: { id: 'about.hero.jump.priorities', defaultMessage: 'UAE priorities' },
  benefits: { id: 'about.hero.jump.benefits', defaultMessage: 'Business benefits' },
  faq: { id: 'about.hero.jump.faq', defaultMessage: 'FAQ' },
  privacy: { id: 'about.hero.jump.privacy', defaultMessage: 'Privacy & terms' },
});

const JUMPS = [
  { hash: 'mission', label: jumpLinks.mission },
  { hash: 'priorities', label: jumpLinks.priorities },
  { hash: 'benefits', label: jumpLinks.benefits },
  { hash: 'faq', label: jumpLinks.faq },
  { hash: 'privacy', label: jumpLinks.privacy },
] as const;

export function AboutHero() {
  const intl = useIntl();
  return (
    <section className={styles.hero} aria-labelledby="about-title">
      <div className={`container ${styles.inner}`}>
        <div className={styles.text}>
          <p className={styles.eyebrow}>
            <FormattedMessage id="about.hero.eyebrow" defaultMessage="Food waste and food safety in the UAE" />
          </p>
          <h1 id="about-title" className={styles.title}>
            <FormattedMessage id="about.hero.title" defaultMessage="About Batala" />
          </h1>
          <p className={styles.subtitle}>
            <FormattedMessage
              id="about.hero.subtitle"
              defaultMessage="Our mission is to help every kitchen in the UAE waste less food and keep it safe, with practical answers built on sourced UAE facts, in English and Arabic."
            />
          </p>
          <nav
            className={styles.jumpNav}
            aria-label={intl.formatMessage({ id: 'about.hero.jump.label', defaultMessage: 'On this page' })}
          >
            <ul className={styles.jumpList}>
              {JUMPS.map((jump) => (
                <li key={jump.hash}>
                  <a className={styles.jumpLink} href={`#${jump.hash}`}>
                    {intl.formatMessage(jump.label)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>

        <div className={styles.art} aria-hidden="true">
          <svg viewBox="0 0 200 200" className={styles.artSvg} focusable="false">
            <circle cx="100" cy="100" r="92" className={styles.artRing} />
            <circle cx="100" cy="100" r="70" className={styles.artDisc} />
            <path d="M42 112h116a58 46 0 0 1-116 0z" className={styles.artBowl} />
            <path d="M100 112c0-30 17-53 46-60 0 30-17 53-46 60z" className={styles.artLeaf} />
            <path d="M100 112c-4-17-15-30-34-33 0 17 11 30 34 33z" className={styles.artLeafSoft} />
            <path d="M100 112c9-18 22-34 40-52" className={styles.artVein} />
            <circle cx="56" cy="56" r="6" className={styles.artDot} />
            <circle cx="160" cy="150" r="4" className={styles.artDot} />
          </svg>
        </div>
      </div>
    </section>
  );
}
