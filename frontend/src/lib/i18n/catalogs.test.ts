import ar from './messages/ar.json';
import en from './messages/en.json';

describe('message catalogs', () => {
  it('give every English message an Arabic text', () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
    for (const [id, text] of Object.entries(ar)) {
      expect(text.trim(), id).not.toBe('');
    }
  });

  it('keep the ICU placeholders of each message in Arabic', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
    for (const [id, text] of Object.entries(en)) {
      expect(placeholders((ar as Record<string, string>)[id] ?? ''), id).toEqual(placeholders(text));
    }
  });

  it('write Arabic in Arabic script', () => {
    const arabic = /[\u0600-\u06FF]/;
    const untranslated = Object.entries(ar).filter(([, text]) => !arabic.test(text));
    expect(untranslated).toEqual([]);
  });
});
