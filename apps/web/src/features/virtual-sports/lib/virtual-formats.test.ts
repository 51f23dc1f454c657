import { decodeGame } from '@arenabet/contracts';
import { describe, expect, it } from 'vitest';
import { wireGame } from '../../../shared/feed/feed-test-kit.ts';
import { formatFromSearch, gamesOfFormat, virtualFormats } from './virtual-formats.ts';

const game = (id: number, sport: number) => decodeGame(wireGame(id, { SI: sport }));

describe('the virtual formats', () => {
  const live = [game(1, 10), game(2, 85), game(3, 10)];
  const upcoming = [game(4, 144), game(5, 10), game(6, 85)];

  it('count each format’s games in play and to come, in the reference order, none left empty', () => {
    expect(virtualFormats(live, upcoming)).toEqual([
      { sportId: 85, live: 1, upcoming: 1 },
      { sportId: 144, live: 0, upcoming: 1 },
      { sportId: 10, live: 2, upcoming: 1 },
    ]);
    expect(virtualFormats([], [])).toEqual([]);
  });

  it('narrow the games to the chosen format', () => {
    expect(gamesOfFormat(live, 10).map((g) => g.id)).toEqual([1, 3]);
    expect(gamesOfFormat(live, undefined)).toBe(live);
  });

  it('take only a virtual sport from the address', () => {
    expect(formatFromSearch('85')).toBe(85);
    expect(formatFromSearch('1')).toBeUndefined();
    expect(formatFromSearch('')).toBeUndefined();
    expect(formatFromSearch(null)).toBeUndefined();
  });
});
