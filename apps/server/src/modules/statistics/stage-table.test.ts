import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { headToHeadOf } from './head-to-head.ts';
import { playedGames, recordOf } from './played-games.ts';
import { stageRows } from './stage-table.ts';
import { finishedGame } from './statistics-test-kit.ts';

const team = (id: number) => ({ id, name: `Team ${id}` });

// Team 1 beats 2 at home, draws 3 away, loses at home to 3; 2 beats 3 at home.
const GAMES = playedGames([
  finishedGame(1, 1, 2, [2, 0]),
  finishedGame(2, 3, 1, [1, 1]),
  finishedGame(3, 2, 3, [3, 1]),
  finishedGame(4, 1, 3, [0, 1]),
  finishedGame(5, 2, 1, [5, 5], { status: 4 }),
]);

describe('stageRows', () => {
  it('counts every game of the stage in the total table', () => {
    const rows = stageRows(GAMES, 1, team);
    expect(rows.map((r) => [r.position, r.team.id, r.played, r.won, r.drawn, r.lost])).toEqual([
      [1, 1, 3, 1, 1, 1],
      [2, 3, 3, 1, 1, 1],
      [3, 2, 2, 1, 0, 1],
    ]);
    const first = rows[0];
    // Level on points with team 3; the goal difference decides.
    expect(first).toMatchObject({ goalsFor: 3, goalsAgainst: 2, goalDifference: 1, points: 4 });
    expect(rows[1]).toMatchObject({ goalsFor: 3, goalsAgainst: 4, goalDifference: -1, points: 4 });
    // Team 1's games, most recent first: lost to 3, drew at 3, beat 2.
    expect(first?.form).toEqual(['L', 'D', 'W']);
  });

  it('leaves cancelled games out', () => {
    const total = stageRows(GAMES, 1, team);
    expect(total.reduce((sum, row) => sum + row.played, 0)).toBe(8);
  });

  it('counts only home games in table type 2 and away games in 3, listing every team', () => {
    const home = stageRows(GAMES, 2, team);
    expect(home.map((r) => [r.team.id, r.played, r.points])).toEqual([
      [2, 1, 3],
      [1, 2, 3],
      [3, 1, 1],
    ]);
    const away = stageRows(GAMES, 3, team);
    expect(away.map((r) => [r.team.id, r.played, r.points])).toEqual([
      [3, 2, 3],
      [1, 1, 1],
      [2, 1, 0],
    ]);
  });

  it('keeps the table rules for any season', () => {
    const game = fc.tuple(
      fc.integer({ min: 1, max: 6 }),
      fc.integer({ min: 1, max: 6 }),
      fc.nat(6),
      fc.nat(6),
    );
    fc.assert(
      fc.property(fc.array(game, { maxLength: 40 }), (drawn) => {
        const games = playedGames(
          drawn
            .filter(([home, away]) => home !== away)
            .map(([home, away, h, a], index) => finishedGame(index + 1, home, away, [h, a])),
        );
        const total = stageRows(games, 1, team);
        const sum = (pick: (row: (typeof total)[number]) => number) =>
          total.reduce((s, row) => s + pick(row), 0);
        expect(sum((r) => r.goalsFor)).toBe(sum((r) => r.goalsAgainst));
        expect(sum((r) => r.played)).toBe(2 * games.length);
        expect(sum((r) => r.won)).toBe(sum((r) => r.lost));
        for (const row of total) {
          expect(row.points).toBe(3 * row.won + row.drawn);
          expect(row.played).toBe(row.won + row.drawn + row.lost);
          expect(row.form.length).toBe(Math.min(5, row.played));
        }
        // Home and away tables split the total table exactly.
        const home = stageRows(games, 2, team);
        const away = stageRows(games, 3, team);
        for (const row of total) {
          const h = home.find((r) => r.team.id === row.team.id);
          const a = away.find((r) => r.team.id === row.team.id);
          expect((h?.points ?? 0) + (a?.points ?? 0)).toBe(row.points);
        }
        for (let i = 1; i < total.length; i += 1) {
          expect((total[i - 1]?.points ?? 0) >= (total[i]?.points ?? 0)).toBe(true);
        }
      }),
    );
  });
});

describe('headToHeadOf', () => {
  it('keeps only games between the two teams, from the first team side', () => {
    const h2h = headToHeadOf(GAMES, 1, 3);
    expect(h2h.games.map((played) => played.game.id)).toEqual([4, 2]);
    expect(h2h.summary).toEqual({
      played: 2,
      won: 0,
      drawn: 1,
      lost: 1,
      goalsFor: 1,
      goalsAgainst: 2,
    });
    expect(headToHeadOf(GAMES, 3, 1).summary).toMatchObject({ won: 1, drawn: 1, lost: 0 });
  });

  it('is the team record over those games', () => {
    expect(recordOf(headToHeadOf(GAMES, 1, 2).games, 1)).toEqual(headToHeadOf(GAMES, 1, 2).summary);
  });
});
