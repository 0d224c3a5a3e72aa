// The interface language: English by default, Arabic on request; the choice persists.
export type Locale = 'en' | 'ar';

export const LOCALES: readonly Locale[] = ['en', 'ar'];
const STORAGE_KEY = 'batala.lang';

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'ar';
}

/**
 * The locale numbers and dates are formatted in: Arabic with Latin digits (the `latn` numbering
 * system), as UAE businesses write prices, weights and dates. Decided here, once, for every
 * formatter under the provider.
 */
export function intlLocale(locale: Locale): string {
  return locale === 'ar' ? 'ar-AE-u-nu-latn' : 'en-AE';
}

export function direction(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/** `?lang=` wins, then the stored choice, then English. */
export function initialLocale(search: string, storage: Pick<Storage, 'getItem'> | undefined): Locale {
  const fromQuery = new URLSearchParams(search).get('lang');
  if (isLocale(fromQuery)) return fromQuery;
  try {
    const stored = storage?.getItem(STORAGE_KEY);
    if (isLocale(stored)) return stored;
  } catch {
    // Storage can be unavailable (private modes); English it is.
  }
  return 'en';
}

export function persistLocale(locale: Locale, storage: Pick<Storage, 'setItem'> | undefined): void {
  try {
    storage?.setItem(STORAGE_KEY, locale);
  } catch {
    // Not persisting is acceptable.
  }
}

/** Sets `<html lang dir>` so the whole page, scrollbars included, mirrors for Arabic. */
export function applyToDocument(locale: Locale, doc: Document = document): void {
  doc.documentElement.lang = locale;
  doc.documentElement.dir = direction(locale);
}
