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
    // Argument names only: `{count, plural, …}` and `{list}`, not the words inside plural branches.
    const placeholders = (text: string) => [...text.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1]).sort();
    for (const [id, text] of Object.entries(en)) {
      expect(placeholders((ar as Record<string, string>)[id] ?? ''), id).toEqual(placeholders(text));
    }
  });

  it('write Arabic in Arabic script', () => {
    const arabic = /[\u0600-\u06FF]/;
    const withoutArguments = (text: string) => {
      let rest = text;
      while (/\{[^{}]*\}/.test(rest)) rest = rest.replace(/\{[^{}]*\}/g, '');
      return rest;
    };
    // A message of figures and arguments only ("{count, number}", "+500") has no words to translate.
    const untranslated = Object.entries(ar).filter(([, text]) => /\p{L}/u.test(withoutArguments(text)) && !arabic.test(text));
    expect(untranslated).toEqual([]);
  });
});
