import type { GameBetOutcome } from '@arenabet/contracts/bets';
import { describe, expect, it } from 'vitest';
import { outcomeKey, readBetsSearch, settlementResults, writeBetsSearch } from './bets-search.ts';

const read = (query: string) => readBetsSearch(new URLSearchParams(query));

describe('readBetsSearch and writeBetsSearch', () => {
  it('reads a game, else a player, else nothing', () => {
    expect(read('game=123&player=4')).toEqual({ by: 'game', id: 123 });
    expect(read('player=4')).toEqual({ by: 'player', id: 4 });
    expect(read('game=-1&player=x')).toEqual({ by: 'none' });
  });

  it('gives back what it reads', () => {
    expect(writeBetsSearch({ by: 'game', id: 9 }).toString()).toBe('game=9');
    expect(writeBetsSearch({ by: 'player', id: 7 }).toString()).toBe('player=7');
    expect(writeBetsSearch({ by: 'none' }).toString()).toBe('');
  });
});

const outcome = (fields: Partial<GameBetOutcome>): GameBetOutcome => ({
  gameId: 10,
  group: 1,
  type: 1,
  periodName: '',
  marketName: '1X2',
  outcomeName: 'W1',
  legCount: 3,
  state: 'open',
  ...fields,
});

describe('settlementResults', () => {
  it('sends the outcomes given a result, with their line when they have one', () => {
    const home = outcome({ type: 1 });
    const total = outcome({ group: 17, type: 9, param: 2.5, gameId: 11 });
    const away = outcome({ type: 3 });
    expect(
      settlementResults([home, total, away], {
        [outcomeKey(home)]: 'won',
        [outcomeKey(total)]: 'half_lost',
      }),
    ).toEqual([
      { gameId: 10, group: 1, type: 1, result: 'won' },
      { gameId: 11, group: 17, type: 9, param: 2.5, result: 'half_lost' },
    ]);
  });

  it('tells outcomes apart by their line', () => {
    expect(outcomeKey(outcome({ param: 2.5 }))).not.toBe(outcomeKey(outcome({ param: 3.5 })));
    expect(outcomeKey(outcome({}))).toBe('10:1:1:');
  });
});
