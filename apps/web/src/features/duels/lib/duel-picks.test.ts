import type { DuelCandidate } from '@arenabet/contracts';
import { describe, expect, it } from 'vitest';
import { duelOf, pickFromValue, pickValue, teamChoices } from './duel-picks.ts';

const game = (gameId: number, champName: string, home: string, away: string): DuelCandidate => ({
  gameId,
  champId: champName.length,
  champName,
  startsAt: 1_800_000_000,
  live: false,
  home: { id: gameId * 10, name: home },
  away: { id: gameId * 10 + 1, name: away },
});

describe('duel picks', () => {
  it('round-trips a pick through a select value and refuses anything else', () => {
    expect(pickFromValue(pickValue({ gameId: 42, side: 2 }))).toEqual({ gameId: 42, side: 2 });
    expect(pickFromValue('42:3')).toBeUndefined();
    expect(pickFromValue('x:1')).toBeUndefined();
    expect(pickFromValue(null)).toBeUndefined();
  });

  it('offers both teams of each game, grouped by champ, each with its opponent', () => {
    const choices = teamChoices([
      game(1, 'Premier League', 'Arsenal', 'Chelsea'),
      game(2, 'La Liga', 'Sevilla', 'Betis'),
      game(3, 'Premier League', 'Everton', 'Fulham'),
    ]);
    expect(choices.map((c) => c.champName)).toEqual(['Premier League', 'La Liga']);
    expect(choices[0]?.teams.map((t) => `${t.team}/${t.opponent}`)).toEqual([
      'Arsenal/Chelsea',
      'Chelsea/Arsenal',
      'Everton/Fulham',
      'Fulham/Everton',
    ]);
  });

  it('makes a duel only of two different games', () => {
    expect(duelOf({ gameId: 1, side: 1 }, { gameId: 1, side: 2 })).toBeUndefined();
    expect(duelOf({ gameId: 1, side: 1 }, undefined)).toBeUndefined();
    expect(duelOf({ gameId: 1, side: 1 }, { gameId: 2, side: 2 })).toEqual({
      first: { gameId: 1, side: 1 },
      second: { gameId: 2, side: 2 },
    });
  });
});
