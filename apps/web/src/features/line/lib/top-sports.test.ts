import { describe, expect, it } from 'vitest';
import { rankSports } from './top-sports.ts';

describe('top sports', () => {
  it('ranks sports by live and pre-match games together and drops empty ones', () => {
    const ranked = rankSports(
      [
        { id: 1, name: 'Football', gameCount: 300 },
        { id: 4, name: 'Tennis', gameCount: 120 },
        { id: 38, name: 'Politics', gameCount: 0 },
      ],
      [
        { id: 4, name: 'Tennis', gameCount: 200, liveCount: 200 },
        { id: 40, name: 'Esports', gameCount: 15 },
      ],
    );
    expect(ranked.map((sport) => [sport.id, sport.line, sport.live])).toEqual([
      [4, 120, 200],
      [1, 300, 0],
      [40, 0, 15],
    ]);
  });
});
