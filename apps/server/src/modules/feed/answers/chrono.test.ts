import { GAME_STATUS } from '@arenabet/reference/games';
import { describe, expect, it } from 'vitest';
import type { NameBook } from '../snapshot/game-view.ts';
import type { SourceGame, SourceGameEvent } from '../source.ts';
import { chronology } from './chrono.ts';

const names: NameBook = { champ: () => undefined, team: () => undefined };

function gameOf(sportId: number, events: SourceGameEvent[]): SourceGame {
  return {
    id: 1,
    sportId,
    champId: 1,
    homeTeamId: 1,
    awayTeamId: 2,
    startsAt: 0,
    priority: 0,
    status: GAME_STATUS.SETTLED,
    isLive: false,
    outcomes: [],
    subGames: [],
    events,
    oddsHistory: [],
  };
}

const at = (kind: SourceGameEvent['kind'], side: 0 | 1 | 2, period?: number): SourceGameEvent => ({
  kind,
  atSeconds: 0,
  side,
  score: { home: 1, away: 1 },
  ...(period === undefined ? {} : { period }),
});

describe('the chronology in the sport’s words', () => {
  it('ends maps, sets and extra time by their names', () => {
    const cs2 = chronology(gameOf(4001, [at('period_end', 0, 2)]), names, 'ru');
    expect(cs2[0]?.N).toBe('Конец 2-й карты');
    expect(chronology(gameOf(4, [at('period_end', 0, 1)]), names, 'en')[0]?.N).toBe(
      'End of 1st set',
    );
    const football = gameOf(1, [at('period_end', 0, 2), at('period_end', 0, 4)]);
    expect(chronology(football, names, 'en').map((e) => e.N)).toEqual([
      'End of 2nd half',
      'End of extra time',
    ]);
    expect(chronology(gameOf(2, [at('period_end', 0, 4)]), names, 'ru')[0]?.N).toBe(
      'Конец 1-го овертайма',
    );
  });

  it('tells penalties and shoot-out attempts with the tally', () => {
    const kicks = [at('penalty_scored', 1), at('penalty_missed', 2), at('penalty_scored', 1)];
    expect(chronology(gameOf(1, kicks), names, 'en').map((e) => e.N)).toEqual([
      'Penalty scored (1:0)',
      'Penalty missed (1:0)',
      'Penalty scored (2:0)',
    ]);
    const hockey = gameOf(2, [...kicks, at('period_end', 0, 5)]);
    expect(chronology(hockey, names, 'ru').map((e) => e.N)).toEqual([
      'Буллит реализован (1:0)',
      'Буллит не реализован (1:0)',
      'Буллит реализован (2:0)',
      'Конец серии буллитов',
    ]);
  });
});
