import { describe, expect, it } from 'vitest';
import { hueOf, initialsOf } from './team-identity.ts';

describe('initialsOf', () => {
  it('takes the first and last words, or two letters of one word', () => {
    expect(initialsOf('Real Madrid')).toBe('RM');
    expect(initialsOf('Arsenal')).toBe('AR');
    expect(initialsOf('Paris Saint-Germain')).toBe('PG');
    expect(initialsOf('Локомотив Москва')).toBe('ЛМ');
    expect(initialsOf('الأهلي')).toBe('ال');
  });

  it('skips words without letters and notes in brackets', () => {
    expect(initialsOf('1. FC Köln')).toBe('FK');
    expect(initialsOf('Атланта Пантерз (Rocket)')).toBe('АП');
    expect(initialsOf('"Zenit" St Petersburg')).toBe('ZP');
  });
});

describe('hueOf', () => {
  it('is stable and within the colour wheel', () => {
    expect(hueOf('Arsenal')).toBe(hueOf('Arsenal'));
    expect(hueOf('Arsenal')).toBeGreaterThanOrEqual(0);
    expect(hueOf('Arsenal')).toBeLessThan(360);
  });
});
