import { describe, expect, it } from 'vitest';
import { fillPlaceholders, Texts } from './texts.ts';

const store = () =>
  new Texts('en', {
    en: { greeting: 'Hello, {{name}}', markets: 'All markets: {{ count }}', blank: '' },
    ru: { greeting: 'Привет, {{name}}' },
  });

describe('fillPlaceholders', () => {
  it('fills each placeholder by name, spaces inside the braces allowed', () => {
    expect(fillPlaceholders('{{a}} and {{ b }} and {{a}}', { a: 1, b: 'two' })).toBe(
      '1 and two and 1',
    );
  });

  it('leaves a placeholder without a value empty, never showing its braces', () => {
    expect(fillPlaceholders('Stake {{amount}}!', {})).toBe('Stake !');
  });
});

describe('Texts', () => {
  it('answers in the language shown, and a key without a text as the key', () => {
    const texts = store();
    expect(texts.t('greeting', { name: 'Ann' })).toBe('Hello, Ann');
    expect(texts.t('markets', { count: 12 })).toBe('All markets: 12');
    expect(texts.t('missing_key')).toBe('missing_key');
    texts.show('ru');
    expect(texts.t('greeting', { name: 'Аня' })).toBe('Привет, Аня');
    // No language stands in for another: a gap shows as the key.
    expect(texts.t('markets')).toBe('markets');
  });

  it("takes no key of an object's own make for a text", () => {
    const texts = store();
    for (const key of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(texts.exists(key)).toBe(false);
      expect(texts.t(key)).toBe(key);
    }
  });

  it('counts an empty text as none', () => {
    const texts = store();
    expect(texts.exists('greeting')).toBe(true);
    expect(texts.exists('blank')).toBe(false);
    expect(texts.t('blank')).toBe('blank');
  });

  it('merges a new dictionary over the old, newer texts winning', () => {
    const texts = store();
    texts.add('en', { greeting: 'Hi, {{name}}', extra: 'More' });
    expect(texts.t('greeting', { name: 'Ann' })).toBe('Hi, Ann');
    expect(texts.t('markets', { count: 1 })).toBe('All markets: 1');
    expect(texts.entry('en', 'extra')).toBe('More');
  });

  it('gives a new translation on each change and the same one between, telling subscribers', () => {
    const texts = store();
    const seen: string[] = [];
    const stop = texts.subscribe(() => seen.push(texts.current().i18n.language));
    const before = texts.current();
    expect(texts.current()).toBe(before);
    texts.show('en');
    expect(texts.current()).toBe(before);
    texts.add('ar', { extra: 'المزيد' });
    expect(texts.current()).toBe(before);
    texts.show('ru');
    texts.add('ru', { extra: 'Ещё' });
    stop();
    texts.show('en');
    expect(seen).toEqual(['ru', 'ru']);
    // A translation keeps the texts of its moment.
    expect(before.t('greeting', { name: 'Ann' })).toBe('Hello, Ann');
    expect(before.i18n.language).toBe('en');
  });
});
