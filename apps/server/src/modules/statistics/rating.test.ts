import { describe, expect, it } from 'vitest';
import { playedGames } from './played-games.ts';
import { playerTallies, topScorers } from './player-tally.ts';
import { ELO_START, teamRatings } from './rating.ts';
import { finishedGame } from './statistics-test-kit.ts';

describe('teamRatings', () => {
  it('starts everyone equal and moves points from loser to winner', () => {
    const ratings = teamRatings(playedGames([finishedGame(1, 1, 2, [1, 0])]));
    expect(ratings).toEqual([
      { teamId: 1, rating: ELO_START + 12, played: 1 },
      { teamId: 2, rating: ELO_START - 12, played: 1 },
    ]);
  });

  it('rewards beating a strong team more than beating a weak one', () => {
    // 1 becomes strong by beating 2 twice; then 3 beats 1 and 4 beats 2.
    const ratings = teamRatings(
      playedGames([
        finishedGame(1, 1, 2, [2, 0]),
        finishedGame(2, 2, 1, [0, 1]),
        finishedGame(3, 3, 1, [1, 0]),
        finishedGame(4, 4, 2, [1, 0]),
      ]),
    );
    const of = (id: number) => ratings.find((r) => r.teamId === id)?.rating ?? 0;
    expect(of(3)).toBeGreaterThan(of(4));
  });

  it('keeps the total of ratings (points only move between teams)', () => {
    const games = playedGames(
      Array.from({ length: 30 }, (_, i) =>
        finishedGame(i + 1, (i % 5) + 1, ((i + 2) % 5) + 1, [i % 3, i % 2]),
      ),
    );
    const ratings = teamRatings(games);
    const total = ratings.reduce((sum, r) => sum + r.rating, 0);
    expect(Math.abs(total - ELO_START * ratings.length)).toBeLessThanOrEqual(ratings.length);
  });
});

describe('player tallies', () => {
  const games = playedGames([
    finishedGame(1, 1, 2, [2, 1], {
      events: [
        { kind: 'goal', atSeconds: 60, side: 1, score: { home: 1, away: 0 }, playerId: 101 },
        { kind: 'yellow_card', atSeconds: 70, side: 2, score: { home: 1, away: 0 }, playerId: 201 },
        { kind: 'goal', atSeconds: 80, side: 2, score: { home: 1, away: 1 }, playerId: 201 },
        { kind: 'goal', atSeconds: 90, side: 1, score: { home: 2, away: 1 }, playerId: 101 },
        { kind: 'period_end', atSeconds: 95, side: 0, score: { home: 2, away: 1 }, period: 2 },
      ],
    }),
    finishedGame(2, 2, 3, [0, 0], {
      events: [
        { kind: 'red_card', atSeconds: 10, side: 1, score: { home: 0, away: 0 }, playerId: 202 },
      ],
    }),
  ]);

  it('counts goals and cards per player, with the team of the side', () => {
    const tallies = playerTallies(games);
    expect(tallies.get(101)).toEqual({
      playerId: 101,
      teamId: 1,
      goals: 2,
      yellowCards: 0,
      redCards: 0,
    });
    expect(tallies.get(201)).toEqual({
      playerId: 201,
      teamId: 2,
      goals: 1,
      yellowCards: 1,
      redCards: 0,
    });
    expect(tallies.get(202)).toMatchObject({ teamId: 2, redCards: 1, goals: 0 });
  });

  it('ranks scorers by goals and leaves out players without one', () => {
    expect(topScorers(games, 10).map((t) => [t.playerId, t.goals])).toEqual([
      [101, 2],
      [201, 1],
    ]);
    expect(topScorers(games, 1)).toHaveLength(1);
  });
});
