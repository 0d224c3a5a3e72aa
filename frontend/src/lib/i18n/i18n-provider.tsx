import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';

import { arabicMessages, loadArabic } from './arabic';
import { applyToDocument, initialLocale, intlLocale, persistLocale, type Locale } from './locale';

// English is the code's own text: en.json is extracted from the defaultMessages and only checked
// (`npm run i18n:check`), so shipping it would send every English string twice. react-intl falls
// back to the defaultMessage, silently, when the locale is the default one. Arabic is loaded on
// demand (see arabic.ts); until it has arrived the page stays in the language it is in.
const NO_MESSAGES: Record<string, string> = {};

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
  const [wanted] = useState<Locale>(() => fixed ?? initialLocale(window.location.search, window.localStorage));
  const [locale, setLocaleState] = useState<Locale>(wanted === 'ar' && !arabicMessages() ? 'en' : wanted);
  // The last language asked for: a switch back to English while Arabic loads wins.
  const requested = useRef<Locale>(wanted);

  // Opened in Arabic without the catalogue at hand (main.tsx normally loads it first): fetch it.
  useEffect(() => {
    if (wanted === 'ar' && !arabicMessages()) {
      void loadArabic().then(() => {
        if (requested.current === 'ar') setLocaleState('ar');
      });
    }
  }, [wanted]);

  useEffect(() => {
    applyToDocument(locale);
  }, [locale]);

  const setLocale = useCallback((next: Locale) => {
    persistLocale(next, window.localStorage);
    requested.current = next;
    if (next === 'ar' && !arabicMessages()) {
      void loadArabic().then(() => {
        if (requested.current === 'ar') setLocaleState('ar');
      });
    } else {
      setLocaleState(next);
    }
  }, []);

  // A `?lang=` link is a choice too: remember it.
  useEffect(() => {
    if (!fixed && new URLSearchParams(window.location.search).has('lang')) {
      persistLocale(wanted, window.localStorage);
    }
    // Only on first load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider
        locale={intlLocale(locale)}
        messages={locale === 'ar' ? (arabicMessages() ?? NO_MESSAGES) : NO_MESSAGES}
        defaultLocale="en-AE"
      >
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}
