import { describe, expect, it } from 'vitest';
import {
  dayOf,
  localTime,
  mondayOf,
  onOrAfter,
  SATURDAY,
  TUESDAY,
  weekdayOf,
  zonedSeconds,
} from './civil-time.ts';

describe('civil time', () => {
  it('counts weekdays and finds the next one without any time zone', () => {
    const day = dayOf(2026, 3, 14);
    expect(weekdayOf(day)).toBe(SATURDAY);
    expect(onOrAfter(day, SATURDAY)).toBe(day);
    expect(onOrAfter(day, TUESDAY)).toBe(dayOf(2026, 3, 17));
    expect(mondayOf(day)).toBe(dayOf(2026, 3, 9));
  });

  it('turns a local kick-off into UTC by the zone’s own summer time', () => {
    const winter = zonedSeconds('Europe/London', dayOf(2026, 1, 10), 15 * 60);
    const summer = zonedSeconds('Europe/London', dayOf(2026, 8, 15), 15 * 60);
    expect(new Date(winter * 1000).toISOString()).toBe('2026-01-10T15:00:00.000Z');
    expect(new Date(summer * 1000).toISOString()).toBe('2026-08-15T14:00:00.000Z');
    const sydney = zonedSeconds('Australia/Sydney', dayOf(2026, 1, 10), 19 * 60 + 15);
    expect(new Date(sydney * 1000).toISOString()).toBe('2026-01-10T08:15:00.000Z');
    expect(localTime('Australia/Sydney', sydney)).toEqual({
      day: dayOf(2026, 1, 10),
      minutes: 19 * 60 + 15,
    });
  });

  it('runs a time past midnight into the next day', () => {
    const late = zonedSeconds('America/New_York', dayOf(2026, 3, 14), 24 * 60 + 30);
    expect(new Date(late * 1000).toISOString()).toBe('2026-03-15T04:30:00.000Z');
  });
});
