import { describe, expect, it } from 'vitest';
import { isCalendarDay, orderedDays, utcDay } from './calendar-day.ts';

describe('isCalendarDay', () => {
  it('accepts real days only', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2025-02-29')).toBe(false);
    expect(isCalendarDay('2025-1-01')).toBe(false);
    expect(isCalendarDay(null)).toBe(false);
  });
});

describe('utcDay', () => {
  it('counts in UTC days, whatever the zone', () => {
    const lateEvening = new Date('2025-03-10T23:30:00Z');
    expect(utcDay(lateEvening)).toBe('2025-03-10');
    expect(utcDay(lateEvening, 6)).toBe('2025-03-04');
    expect(utcDay(new Date('2025-03-01T00:00:00Z'), 1)).toBe('2025-02-28');
  });
});

describe('orderedDays', () => {
  it('turns a backwards range round and keeps open ends', () => {
    expect(orderedDays('2025-02-01', '2025-01-01')).toEqual(['2025-01-01', '2025-02-01']);
    expect(orderedDays('2025-02-01', null)).toEqual(['2025-02-01', null]);
  });
});
