import { blackjack } from '@arenabet/domain/casino/games/blackjack';
import { dice } from '@arenabet/domain/casino/games/dice';
import { roulette } from '@arenabet/domain/casino/games/roulette';
import { commitmentHolds, FairWords } from '@arenabet/domain/casino/provably-fair';
import { describe, expect, it, vi } from 'vitest';
import {
  actDemo,
  DEMO_BALANCE,
  type DemoTable,
  openDemoTable,
  playDemo,
  randomHex,
  refillDemo,
  rotateDemo,
} from './demo-table.ts';

const NOW = new Date('2030-01-01T12:00:00Z');
const red = { bets: [{ kind: 'red' as const, stake: 1_000 }] };

function played<T>(result: T | { problem: string }): T {
  if (typeof result === 'object' && result !== null && 'problem' in result) {
    throw new Error(result.problem);
  }
  return result as T;
}

describe('demo play', () => {
  it('draws seeds from the browser’s cryptographic source only', () => {
    const random = vi.spyOn(Math, 'random');
    const spy = vi.spyOn(crypto, 'getRandomValues');
    const table = openDemoTable(NOW);
    expect(spy).toHaveBeenCalled();
    expect(random).not.toHaveBeenCalled();
    expect(table.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(commitmentHolds(table.secret, table.inPlay.commitment)).toBe(true);
    expect(table.inPlay.serverSeed).toBeNull();
    random.mockRestore();
    spy.mockRestore();
  });

  it('plays the domain game from the fair words, moving play money', () => {
    const table = openDemoTable(NOW);
    const { table: after, round } = played(playDemo(table, roulette, red, NOW));
    const again = roulette.play(
      new FairWords({ serverSeed: table.secret, clientSeed: table.inPlay.clientSeed, nonce: 0 }),
      red,
    );
    expect(round.outcome).toEqual(again.outcome);
    expect(round.win).toBe(again.win);
    expect(after.balance).toBe(DEMO_BALANCE - 1_000 + again.win);
    expect(after.inPlay.nonce).toBe(1);
    expect(round).toMatchObject({ nonce: 0, stake: 1_000, serverSeed: null, game: 'roulette' });
  });

  it('refuses what the rules refuse and stakes past the play money', () => {
    const table = openDemoTable(NOW);
    expect(playDemo(table, dice, { stake: 100, target: 9_950, direction: 'under' }, NOW)).toEqual({
      problem: 'dice_chance_out_of_range',
    });
    const all = { bets: [{ kind: 'red' as const, stake: DEMO_BALANCE + 1 }] };
    expect(playDemo(table, roulette, all, NOW)).toEqual({ problem: 'account_insufficient_funds' });
  });

  it('reveals the seed on rotation, on its rounds too, and commits to a new one', () => {
    const table = played(playDemo(openDemoTable(NOW), roulette, red, NOW)).table;
    const rotated = played(rotateDemo(table, 'my-seed', NOW));
    expect(rotated.revealed[0]).toMatchObject({ serverSeed: table.secret, nonce: 1 });
    expect(rotated.rounds[0]?.serverSeed).toBe(table.secret);
    expect(rotated.inPlay).toMatchObject({ clientSeed: 'my-seed', nonce: 0, serverSeed: null });
    expect(rotated.secret).not.toBe(table.secret);
    // The next pair's seed was committed before the visitor chose the client seed.
    expect(rotated.inPlay.commitment).toBe(table.inPlay.nextCommitment);
    expect(commitmentHolds(rotated.next, rotated.inPlay.nextCommitment)).toBe(true);
  });

  it('fills the play money up again', () => {
    const table = { ...openDemoTable(NOW), balance: 5 };
    expect(refillDemo(table).balance).toBe(DEMO_BALANCE);
  });

  it('writes random bytes as hex', () => {
    expect(randomHex(3, () => new Uint8Array([0, 15, 255]))).toBe('000fff');
  });
});

describe('demo blackjack', () => {
  const bet = { stake: 500 };
  const wordsOf = (table: DemoTable) =>
    new FairWords({ serverSeed: table.secret, clientSeed: table.inPlay.clientSeed, nonce: 0 });
  /** A table whose first hand waits for the player's move, with a double allowed. */
  function tableInPlay(): DemoTable {
    for (let fill = 0; fill < 256; fill++) {
      const table = openDemoTable(NOW, (count) => new Uint8Array(count).fill(fill));
      const replay = blackjack.replay(wordsOf(table), bet, []);
      if (replay.ok && replay.state.legalActions.includes('double')) return table;
    }
    throw new Error('no table deals a hand in play');
  }

  it('deals an open hand, keeps its seeds, and settles it on the player’s moves', () => {
    const table = tableInPlay();
    const dealt = played(playDemo(table, blackjack, bet, NOW));
    expect(dealt.round).toMatchObject({ status: 'open', stake: 500, win: 0, actions: [] });
    expect(dealt.table.balance).toBe(DEMO_BALANCE - 500);
    expect(
      playDemo(dealt.table, dice, { stake: 1, target: 5_000, direction: 'under' }, NOW),
    ).toEqual({ problem: 'casino_round_open' });
    expect(rotateDemo(dealt.table, 'other', NOW)).toEqual({ problem: 'casino_round_open' });
    expect(actDemo(dealt.table, blackjack, dealt.round.id, 'split')).toMatchObject({
      problem: expect.stringMatching(/^blackjack_/),
    });

    const stood = played(actDemo(dealt.table, blackjack, dealt.round.id, 'stand'));
    const expected = blackjack.replay(wordsOf(table), bet, ['stand']);
    expect(expected.ok && expected.state.over).toBe(true);
    expect(stood.round).toMatchObject({ status: 'settled', actions: ['stand'] });
    expect(stood.round.outcome).toEqual(expected.state);
    expect(stood.table.balance).toBe(DEMO_BALANCE - 500 + stood.round.win);
    expect(stood.table.rounds).toHaveLength(1);
    expect(actDemo(stood.table, blackjack, dealt.round.id, 'hit')).toEqual({
      problem: 'casino_round_over',
    });
    expect('problem' in rotateDemo(stood.table, 'other', NOW)).toBe(false);
  });

  it('takes a double’s stake from the play money, or refuses it when there is none', () => {
    const table = { ...tableInPlay(), balance: 500 };
    const dealt = played(playDemo(table, blackjack, bet, NOW));
    expect(actDemo(dealt.table, blackjack, dealt.round.id, 'double')).toEqual({
      problem: 'account_insufficient_funds',
    });
    const rich = { ...dealt.table, balance: 500 };
    const doubled = played(actDemo(rich, blackjack, dealt.round.id, 'double'));
    expect(doubled.round).toMatchObject({ status: 'settled', stake: 1_000 });
    expect(doubled.table.balance).toBe(doubled.round.win);
  });
});
