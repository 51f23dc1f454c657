import { describe, expect, it } from 'vitest';
import { menuSportsFromFeed, menuSportsFromReference } from './popular-sports.ts';

describe('the sports menu', () => {
  it('puts popular sports first, then the others by their games, and drops empty ones', () => {
    const menu = menuSportsFromFeed(
      [
        { id: 19, name: 'Darts', gameCount: 40 },
        { id: 20, name: 'Snooker', gameCount: 90 },
        { id: 4, name: 'Tennis', gameCount: 100 },
        { id: 1, name: 'Football', gameCount: 500 },
        { id: 38, name: 'Politics', gameCount: 0 },
      ],
      [
        { id: 4, name: 'Tennis', gameCount: 30, liveCount: 30 },
        { id: 85, name: 'Cyber Football', gameCount: 12 },
      ],
    );
    expect(menu.map((sport) => [sport.id, sport.line, sport.live])).toEqual([
      [1, 500, 0],
      [4, 100, 30],
      [20, 90, 0],
      [19, 40, 0],
      [85, 0, 12],
    ]);
  });

  it('falls back to the reference list without counts, popular first', () => {
    const menu = menuSportsFromReference('en');
    expect(menu.slice(0, 3).map((sport) => sport.slug)).toEqual([
      'football',
      'ice-hockey',
      'basketball',
    ]);
    expect(menu.every((sport) => sport.live === undefined)).toBe(true);
    expect(menu.some((sport) => sport.slug === 'cs2')).toBe(false);
  });
});
