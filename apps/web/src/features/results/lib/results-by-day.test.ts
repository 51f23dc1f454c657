import type { StatisticsGame } from '@arenabet/contracts';
import { describe, expect, it } from 'vitest';
import { resultsByDay, winnerOf } from './results-by-day.ts';

function game(gameId: number, at: string, home: number, away: number): StatisticsGame {
  return {
    gameId,
    sportId: 1,
    champId: 10,
    champName: 'League',
    startsAt: Math.floor(new Date(at).getTime() / 1000),
    home: { id: 1, name: 'Home' },
    away: { id: 2, name: 'Away' },
    score: { home, away },
    periodScores: [],
  };
}

describe('resultsByDay', () => {
  it('groups by local day, newest day and newest game first', () => {
    const days = resultsByDay([
      game(1, '2026-03-01T12:00:00', 1, 0),
      game(2, '2026-03-02T18:00:00', 2, 2),
      game(3, '2026-03-01T20:30:00', 0, 3),
      game(4, '2026-03-02T09:00:00', 1, 1),
    ]);
    expect(days.map((d) => d.day)).toEqual(['2026-03-02', '2026-03-01']);
    expect(days[0]?.games.map((g) => g.gameId)).toEqual([2, 4]);
    expect(days[1]?.games.map((g) => g.gameId)).toEqual([3, 1]);
  });

  it('has nothing to show without games', () => {
    expect(resultsByDay([])).toEqual([]);
  });
});

describe('winnerOf', () => {
  it('names the winner, or a draw', () => {
    expect(winnerOf({ score: { home: 2, away: 1 } })).toBe('home');
    expect(winnerOf({ score: { home: 0, away: 1 } })).toBe('away');
    expect(winnerOf({ score: { home: 1, away: 1 } })).toBe('draw');
  });
});
