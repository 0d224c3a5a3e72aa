import { applyToDocument, direction, initialLocale, persistLocale } from './locale';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('locale', () => {
  it('defaults to English', () => {
    expect(initialLocale('', memoryStorage())).toBe('en');
  });

  it('honours ?lang=ar over the stored choice', () => {
    expect(initialLocale('?lang=ar', memoryStorage({ 'batala.lang': 'en' }))).toBe('ar');
  });

  it('falls back to the stored choice and ignores unknown values', () => {
    expect(initialLocale('?lang=fr', memoryStorage({ 'batala.lang': 'ar' }))).toBe('ar');
    expect(initialLocale('', memoryStorage({ 'batala.lang': 'de' }))).toBe('en');
  });

  it('persists the choice', () => {
    const storage = memoryStorage();
    persistLocale('ar', storage);
    expect(initialLocale('', storage)).toBe('ar');
  });

  it('sets lang and dir on the document', () => {
    applyToDocument('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    applyToDocument('en');
    expect(direction('en')).toBe('ltr');
    expect(document.documentElement.dir).toBe('ltr');
  });
});
