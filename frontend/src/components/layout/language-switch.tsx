import { defineMessages, useIntl } from 'react-intl';

import { useLocale } from '../../lib/i18n/i18n-provider';
import styles from './language-switch.module.css';

const messages = defineMessages({
  toArabic: { id: 'language.toArabic', defaultMessage: 'Switch language to Arabic' },
  toEnglish: { id: 'language.toEnglish', defaultMessage: 'Switch language to English' },
});

/** Offers the other language, written in that language. */
export function LanguageSwitch() {
  const { locale, setLocale } = useLocale();
  const intl = useIntl();
  const next = locale === 'en' ? 'ar' : 'en';
  return (
    <button
      type="button"
      className={styles.switch}
      lang={next}
      onClick={() => setLocale(next)}
      aria-label={intl.formatMessage(next === 'ar' ? messages.toArabic : messages.toEnglish)}
    >
      {next === 'ar' ? 'العربية' : 'English'}
    </button>
  );
}
