import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareStandings, type StandingRecord, standingPoints, standingsOf } from './standings.ts';

describe('standings', () => {
  it('ranks by points, then goal difference, goals scored and wins', () => {
    const table = standingsOf(
      [1, 2, 3, 4],
      [
        { homeTeamId: 1, awayTeamId: 2, home: 2, away: 0 },
        { homeTeamId: 3, awayTeamId: 4, home: 1, away: 1 },
        { homeTeamId: 2, awayTeamId: 3, home: 3, away: 3 },
        { homeTeamId: 4, awayTeamId: 1, home: 0, away: 0 },
      ],
    );
    expect(table.map((r) => [r.teamId, standingPoints(r)])).toEqual([
      [1, 4],
      [3, 2],
      [4, 2],
      [2, 1],
    ]);
  });

  it('keeps the given order of teams it cannot tell apart', () => {
    expect(standingsOf([7, 5, 9], []).map((r) => r.teamId)).toEqual([7, 5, 9]);
  });

  it('counts every game twice and the points of a game add to 2 or 3', () => {
    const result = fc.record({
      homeTeamId: fc.integer({ min: 1, max: 6 }),
      awayTeamId: fc.integer({ min: 1, max: 6 }),
      home: fc.nat(6),
      away: fc.nat(6),
    });
    fc.assert(
      fc.property(fc.array(result, { maxLength: 40 }), (drawn) => {
        const results = drawn.filter((r) => r.homeTeamId !== r.awayTeamId);
        const table = standingsOf([1, 2, 3, 4, 5, 6], results);
        const played = table.reduce((sum, r) => sum + r.played, 0);
        expect(played).toBe(2 * results.length);
        const points = table.reduce((sum, r) => sum + standingPoints(r), 0);
        const draws = results.filter((r) => r.home === r.away).length;
        expect(points).toBe(3 * (results.length - draws) + 2 * draws);
        table.slice(1).forEach((record, i) => {
          expect(compareStandings(table[i] as StandingRecord, record)).toBeLessThanOrEqual(0);
        });
      }),
    );
  });
});
