import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';

import ar from './messages/ar.json';
import { applyToDocument, initialLocale, persistLocale, type Locale } from './locale';

// English is the code's own text: en.json is extracted from the defaultMessages and only checked
// (`npm run i18n:check`), so shipping it would send every English string twice. react-intl falls
// back to the defaultMessage, silently, when the locale is the default one.
const MESSAGES: Record<Locale, Record<string, string>> = { en: {}, ar };

interface LocaleContextValue {
  locale: Locale;
  setLocale: (locale: Locale) => void;
}

const LocaleContext = createContext<LocaleContextValue | null>(null);

export function useLocale(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useLocale must be used inside <I18nProvider>');
  return value;
}

interface Props {
  children: ReactNode;
  /** Fixes the locale (tests); otherwise read from the URL and storage. */
  locale?: Locale;
}

export function I18nProvider({ children, locale: fixed }: Props) {
  const [locale, setLocaleState] = useState<Locale>(
    () => fixed ?? initialLocale(window.location.search, window.localStorage),
  );

  useEffect(() => {
    applyToDocument(locale);
  }, [locale]);

  const setLocale = useCallback((next: Locale) => {
    persistLocale(next, window.localStorage);
    setLocaleState(next);
  }, []);

  // A `?lang=` link is a choice too: remember it.
  useEffect(() => {
    if (!fixed && new URLSearchParams(window.location.search).has('lang')) {
      persistLocale(locale, window.localStorage);
    }
    // Only on first load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider locale={locale === 'ar' ? 'ar-AE' : 'en-AE'} messages={MESSAGES[locale]} defaultLocale="en-AE">
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}
