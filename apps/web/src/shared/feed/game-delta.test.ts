import { decodeGame, type FeedGame, type GameDeltaWire } from '@arenabet/contracts';
import { describe, expect, it } from 'vitest';
import { outcome, wireGame } from './feed-test-kit.ts';
import {
  applyDeltasToChamp,
  applyDeltasToGames,
  applyGameDelta,
  groupDeltas,
} from './game-delta.ts';

const game = (id: number, version = 1): FeedGame => decodeGame(wireGame(id, { U: version }));
const oddsOf = (g: FeedGame, group: number, type: number, line?: number) =>
  g.outcomes.find((o) => o.group === group && o.type === type && o.line === line);

describe('a push change applied to a game', () => {
  it('changes the odds and locks of the outcomes it names and keeps the others', () => {
    const before = game(7);
    const after = applyGameDelta(before, {
      I: 7,
      U: 2,
      E: [outcome(1, 1, 2.25), { ...outcome(17, 9, 1.9, 2.5), B: true }],
    });
    expect(after.version).toBe(2);
    expect(oddsOf(after, 1, 1)?.odds).toBe(2.25);
    expect(oddsOf(after, 17, 9, 2.5)).toMatchObject({ odds: 1.9, locked: true });
    expect(oddsOf(after, 1, 2)).toBe(oddsOf(before, 1, 2));
    // The order of outcomes stays, so a row's columns never jump.
    expect(after.outcomes.map((o) => `${o.group}:${o.type}:${o.line}`)).toEqual(
      before.outcomes.map((o) => `${o.group}:${o.type}:${o.line}`),
    );
  });

  it('removes outcomes by key and adds outcomes the game did not have', () => {
    const after = applyGameDelta(game(7), {
      I: 7,
      U: 2,
      ER: ['17:9:1.5', '17:10:1.5'],
      E: [outcome(17, 9, 2.4, 3.5)],
    });
    expect(oddsOf(after, 17, 9, 1.5)).toBeUndefined();
    expect(oddsOf(after, 17, 10, 1.5)).toBeUndefined();
    expect(after.outcomes.at(-1)).toMatchObject({ group: 17, type: 9, line: 3.5, odds: 2.4 });
  });

  it('takes the score and the status', () => {
    const after = applyGameDelta(game(7), {
      I: 7,
      U: 3,
      SC: { FS: { S1: 2, S2: 1 }, CP: 2, CPS: '2nd half', TS: 3_900 },
      GS: 3,
    });
    expect(after.live).toMatchObject({ score: { home: 2, away: 1 }, timerSeconds: 3_900 });
    expect(after.status).toBe(3);
  });

  it('ignores a change not newer than the copy it meets, and a change of another game', () => {
    const current = game(7, 5);
    expect(applyGameDelta(current, { I: 7, U: 5, E: [outcome(1, 1, 9)] })).toBe(current);
    expect(applyGameDelta(current, { I: 7, U: 4, E: [outcome(1, 1, 9)] })).toBe(current);
    expect(applyGameDelta(current, { I: 8, U: 9, E: [outcome(1, 1, 9)] })).toBe(current);
  });

  it('replaces the game with a whole copy when one is sent', () => {
    const whole = wireGame(7, { U: 9, O1: 'Renamed' });
    expect(applyGameDelta(game(7), { I: 7, U: 9, N: whole }).home.name).toBe('Renamed');
  });
});

describe('a push message applied to a list of games', () => {
  const list = [game(1), game(2), game(3)];

  it('returns the very same list when nothing in it changed', () => {
    const deltas = groupDeltas([{ I: 99, U: 2, E: [outcome(1, 1, 5)] }]);
    expect(applyDeltasToGames(list, deltas)).toBe(list);
  });

  it('drops the games that left the feed and keeps the rest untouched', () => {
    const next = applyDeltasToGames(list, groupDeltas([{ I: 2, U: 2, X: true }]));
    expect(next.map((g) => g.id)).toEqual([1, 3]);
    expect(next[0]).toBe(list[0]);
  });

  it('keeps a game whose "left" message is older than the copy it has', () => {
    const fresh = [game(2, 5)];
    expect(applyDeltasToGames(fresh, groupDeltas([{ I: 2, U: 4, X: true }]))).toBe(fresh);
  });

  it('adds a new game only where the list accepts it', () => {
    const deltas = groupDeltas([{ I: 4, U: 1, N: wireGame(4) }]);
    expect(applyDeltasToGames(list, deltas).map((g) => g.id)).toEqual([1, 2, 3]);
    const accepting = applyDeltasToGames(list, deltas, (g) => g.sportId === 1);
    expect(accepting.map((g) => g.id)).toEqual([1, 2, 3, 4]);
  });

  it('applies several changes of one game in order', () => {
    const deltas: GameDeltaWire[] = [
      { I: 1, U: 2, E: [outcome(1, 1, 2.2)] },
      { I: 1, U: 3, E: [outcome(1, 1, 2.3)] },
    ];
    const [first] = applyDeltasToGames(list, groupDeltas(deltas));
    expect(first && oddsOf(first, 1, 1)?.odds).toBe(2.3);
    expect(first?.version).toBe(3);
  });

  it('does not add a game that arrived and left in the same message', () => {
    const deltas = groupDeltas([
      { I: 4, U: 1, N: wireGame(4) },
      { I: 4, U: 2, X: true },
    ]);
    expect(applyDeltasToGames(list, deltas, () => true).map((g) => g.id)).toEqual([1, 2, 3]);
  });
});

describe('a push message applied to a champ', () => {
  it('counts the games that left and arrived, and takes only its own new games', () => {
    const champ = {
      id: 10,
      name: 'Premier League',
      sportId: 1,
      gameCount: 2,
      isTop: false,
      games: [game(1), game(2)],
    };
    const deltas = groupDeltas([
      { I: 1, U: 2, X: true },
      { I: 5, U: 1, N: wireGame(5) },
      { I: 6, U: 1, N: wireGame(6, { LI: 11 }) },
    ]);
    const next = applyDeltasToChamp(champ, deltas, () => true);
    expect(next.games?.map((g) => g.id)).toEqual([2, 5]);
    expect(next.gameCount).toBe(2);
  });
});
