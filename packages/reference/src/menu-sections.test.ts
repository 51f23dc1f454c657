import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MENU_SECTION,
  MENU_SECTION_PARAM_VALUES,
  parseMenuSection,
  SPECIAL_CATEGORY_ID,
} from './menu-sections.ts';

const ACCEPTED = [3, 7, 8, 9, 11, 13, 28, ...Array.from({ length: 12 }, (_, i) => 1001 + i)];

describe('parseMenuSection', () => {
  it('accepts exactly the spec values, as numbers and as digit strings', () => {
    expect([...MENU_SECTION_PARAM_VALUES]).toEqual(ACCEPTED);
    for (const n of ACCEPTED) {
      expect(parseMenuSection(n)).toBe(n);
      expect(parseMenuSection(String(n))).toBe(n);
    }
  });

  it('refuses the top-sport and play entries and malformed input', () => {
    for (const bad of [10001, 10002, '10001', '7abc', 7.5, '7.5', ' 7', '7 ', '+7', '-7', -7]) {
      expect(parseMenuSection(bad), String(bad)).toBeUndefined();
    }
    for (const bad of [
      '',
      '0x7',
      '7e0',
      '007',
      null,
      undefined,
      true,
      [7],
      { v: 7 },
      Number.NaN,
      7n,
    ]) {
      expect(parseMenuSection(bad), String(bad)).toBeUndefined();
    }
  });

  it('accepts an integer if and only if it is in the list', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000, max: 100_000 }), (n) => {
        const expected = ACCEPTED.includes(n) ? n : undefined;
        expect(parseMenuSection(n)).toBe(expected);
        if (n >= 0) expect(parseMenuSection(String(n))).toBe(expected);
      }),
    );
  });

  it('refuses any string that is not made of digits', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/^[0-9]+$/.test(s)),
        (s) => {
          expect(parseMenuSection(s)).toBeUndefined();
        },
      ),
    );
  });

  it('refuses every non-integer number', () => {
    fc.assert(
      fc.property(
        fc.double().filter((d) => !Number.isInteger(d)),
        (d) => {
          expect(parseMenuSection(d)).toBeUndefined();
        },
      ),
    );
  });

  it('refuses an accepted value with anything around it', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ACCEPTED), fc.string({ minLength: 1 }), (n, junk) => {
        // Digits around a value make another number, which the integer property already covers.
        fc.pre(/[^0-9]/.test(junk));
        expect(parseMenuSection(`${n}${junk}`)).toBeUndefined();
        expect(parseMenuSection(`${junk}${n}`)).toBeUndefined();
        expect(parseMenuSection(`${junk}${n}${junk}`)).toBeUndefined();
      }),
    );
  });
});

describe('menu tables', () => {
  it('keeps the spec ids', () => {
    expect(MENU_SECTION.topSport).toBe(10001);
    expect(MENU_SECTION.play).toBe(10002);
    expect(MENU_SECTION.cyberZone).toBe(28);
    expect(MENU_SECTION.eSports).toBe(1012);
    expect(SPECIAL_CATEGORY_ID).toEqual({ hourglass: 998, star: 999 });
  });
});
