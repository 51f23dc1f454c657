import { describe, expect, it } from 'vitest';
import {
  isIdentifiable,
  NOT_EXCLUDED,
  nationalRegisterEnd,
  samePerson,
  strictestAnswer,
} from './exclusion-register.ts';

const ana = { name: 'Ana', surname: 'Núñez', birthday: '1990-04-12' };

describe('samePerson', () => {
  it('matches by e-mail or phone, whatever their spelling', () => {
    expect(samePerson({ email: 'Ana@Example.com ' }, { email: 'ana@example.com' })).toBe(true);
    expect(samePerson({ phone: '+44 7700 900123' }, { phone: '+447700900123' })).toBe(true);
    expect(samePerson({ email: 'ana@example.com' }, { email: 'bea@example.com' })).toBe(false);
  });

  it('matches a full name only with the same date of birth', () => {
    expect(samePerson(ana, { name: 'ANA', surname: 'Nunez', birthday: '1990-04-12' })).toBe(true);
    expect(samePerson(ana, { ...ana, birthday: '1990-04-13' })).toBe(false);
    expect(samePerson({ name: 'Ana', surname: 'Núñez' }, { name: 'Ana', surname: 'Núñez' })).toBe(
      false,
    );
  });

  it('never matches on nothing known', () => {
    expect(samePerson({}, {})).toBe(false);
    expect(samePerson({ phone: '12' }, { phone: '12' })).toBe(false);
    expect(isIdentifiable({})).toBe(false);
    expect(isIdentifiable({ name: 'Ana' })).toBe(false);
    expect(isIdentifiable(ana)).toBe(true);
  });
});

describe('the registers', () => {
  it('run for 6 months, a year or 5 years, a month keeping its day', () => {
    const start = new Date('2031-08-31T10:00:00Z');
    expect(nationalRegisterEnd(start, 6).toISOString()).toBe('2032-02-29T10:00:00.000Z');
    expect(nationalRegisterEnd(start, 12).toISOString()).toBe('2032-08-31T10:00:00.000Z');
    expect(nationalRegisterEnd(start, 60).toISOString()).toBe('2036-08-31T10:00:00.000Z');
  });

  it('take the strictest answer: any exclusion, to its latest end, for good above all', () => {
    const soon = { excluded: true, endsAt: new Date('2031-01-01T00:00:00Z') } as const;
    const later = { excluded: true, endsAt: new Date('2033-01-01T00:00:00Z') } as const;
    const forGood = { excluded: true, endsAt: null } as const;
    expect(strictestAnswer([])).toEqual(NOT_EXCLUDED);
    expect(strictestAnswer([NOT_EXCLUDED, soon, later])).toEqual(later);
    expect(strictestAnswer([later, soon])).toEqual(later);
    expect(strictestAnswer([soon, forGood, later])).toEqual(forGood);
  });
});
