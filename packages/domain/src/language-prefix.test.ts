import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasLanguagePrefix, withLanguagePrefix } from './language-prefix.ts';

describe('withLanguagePrefix', () => {
  it('prefixes site paths', () => {
    expect(withLanguagePrefix('/line', 'ru')).toBe('/ru/line');
    expect(withLanguagePrefix('/', 'ru')).toBe('/ru/');
    expect(withLanguagePrefix('', 'ru')).toBe('/ru/');
    expect(withLanguagePrefix('office/casino', 'en')).toBe('/en/office/casino');
  });

  it('leaves paths that already start with the language', () => {
    expect(withLanguagePrefix('/ru/line', 'ru')).toBe('/ru/line');
    expect(withLanguagePrefix('/ru', 'ru')).toBe('/ru');
    expect(withLanguagePrefix('/RU/line', 'ru')).toBe('/RU/line');
  });

  it('counts only a whole segment as the prefix', () => {
    expect(withLanguagePrefix('/rules', 'ru')).toBe('/ru/rules');
    expect(withLanguagePrefix('/en/line', 'ru')).toBe('/ru/en/line');
  });

  it('keeps query and hash', () => {
    expect(withLanguagePrefix('/line?sport=1#top', 'ru')).toBe('/ru/line?sport=1#top');
    expect(withLanguagePrefix('/ru?x=1', 'ru')).toBe('/ru?x=1');
    expect(withLanguagePrefix('/?x=/ru/', 'ar')).toBe('/ar/?x=/ru/');
  });

  it('leaves external and same-page links untouched', () => {
    for (const link of [
      'https://example.com/a',
      '//cdn.example.com/x',
      'mailto:a@b.c',
      'tel:+1',
      '#top',
      '?a=1',
    ]) {
      expect(withLanguagePrefix(link, 'ru')).toBe(link);
    }
  });

  it('never doubles the prefix', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,8}$/);
    fc.assert(
      fc.property(
        fc.array(segment, { maxLength: 4 }),
        fc.constantFrom('ru', 'en', 'ar'),
        (parts, lang) => {
          const once = withLanguagePrefix(`/${parts.join('/')}`, lang);
          expect(hasLanguagePrefix(once, lang)).toBe(true);
          expect(withLanguagePrefix(once, lang)).toBe(once);
        },
      ),
    );
  });
});
