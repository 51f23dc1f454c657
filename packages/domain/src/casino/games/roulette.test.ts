import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chiSquare, chiSquare99, meanBound99, momentsOf } from '../testing/statistics.ts';
import {
  MAX_BETS_PER_SPIN,
  numbersOf,
  type RouletteBet,
  type RouletteBets,
  roulette,
  rouletteWinOf,
} from './roulette.ts';
import {
  INSIDE_BETS,
  INSIDE_PLACEMENTS,
  OUTSIDE_BETS,
  POCKETS,
  ROULETTE_PAYOUTS,
} from './roulette-layout.ts';
import { scripted, simulate, tally } from './test-support.ts';

const POCKET_LIST = Array.from({ length: POCKETS }, (_, n) => n);

/** Every place on the table, one unit on each. */
const EVERY_BET: RouletteBet[] = [
  ...INSIDE_BETS.flatMap((kind) =>
    INSIDE_PLACEMENTS[kind].map((numbers) => ({ kind, numbers, stake: 1 })),
  ),
  ...OUTSIDE_BETS.map((kind) => ({ kind, stake: 1 })),
];

const spinOf = (...bets: RouletteBet[]): RouletteBets => ({ bets });

describe('roulette rules', () => {
  it('pays a split on 0-1 seventeen to one when the zero comes in', () => {
    const bets = spinOf({ kind: 'split', numbers: [0, 1], stake: 10 }, { kind: 'red', stake: 5 });
    const { outcome, win } = roulette.play(scripted(0), bets);
    expect(outcome).toEqual({ pocket: 0, wins: [180, 0] });
    expect(win).toBe(180);
  });

  it('settles every chip of the spin on the one pocket', () => {
    const bets = spinOf(
      { kind: 'straight', numbers: [17], stake: 2 },
      { kind: 'corner', numbers: [17, 14, 13, 16], stake: 3 },
      { kind: 'six_line', numbers: [13, 14, 15, 16, 17, 18], stake: 1 },
      { kind: 'black', stake: 10 },
      { kind: 'odd', stake: 10 },
      { kind: 'second_column', stake: 4 },
      { kind: 'first_dozen', stake: 4 },
      { kind: 'street', numbers: [0, 2, 3], stake: 1 },
    );
    const { outcome, win } = roulette.play(scripted(17), bets);
    expect(outcome.wins).toEqual([72, 27, 6, 20, 20, 12, 0, 0]);
    expect(win).toBe(157);
    expect(roulette.stakeOf(bets)).toBe(35);
  });

  it('loses every outside bet on the zero', () => {
    const bets = spinOf(...OUTSIDE_BETS.map((kind) => ({ kind, stake: 1 })));
    expect(roulette.play(scripted(0), bets).win).toBe(0);
  });

  it('draws the pocket with uniformInt, throwing away the words of the biased tail', () => {
    expect(
      roulette.play(scripted(2 ** 32 - 1, 40), spinOf({ kind: 'red', stake: 1 })).outcome,
    ).toEqual({ pocket: 3, wins: [2] });
  });

  it('pays a bet stake × (payout + 1) exactly when the pocket is among its numbers', () => {
    const bet = fc.constantFrom(...EVERY_BET);
    fc.assert(
      fc.property(bet, fc.integer({ min: 1, max: 10 ** 6 }), fc.nat(POCKETS - 1), (b, stake, p) => {
        const win = rouletteWinOf({ ...b, stake }, p);
        const covered = numbersOf(b).includes(p);
        expect(win).toBe(covered ? stake * (ROULETTE_PAYOUTS[b.kind] + 1) : 0);
      }),
    );
  });

  it('refuses what the table does not offer', () => {
    const problem = (...bets: RouletteBet[]) => roulette.betProblem(spinOf(...bets));
    expect(problem()).toBe('roulette_no_bets');
    expect(problem({ kind: 'split', numbers: [0, 4], stake: 1 })).toBe('roulette_bet_invalid');
    expect(problem({ kind: 'corner', numbers: [0, 1, 2], stake: 1 })).toBe('roulette_bet_invalid');
    const unknown = { kind: 'green', stake: 1 } as unknown as RouletteBet;
    expect(problem(unknown)).toBe('roulette_bet_invalid');
    const noNumbers = { kind: 'straight', stake: 1 } as unknown as RouletteBet;
    expect(problem(noNumbers)).toBe('roulette_bet_invalid');
    expect(problem({ kind: 'red', stake: 0 })).toBe('roulette_stake_invalid');
    expect(problem({ kind: 'red', stake: 2.5 })).toBe('roulette_stake_invalid');
    expect(problem({ kind: 'red', stake: 2 ** 50 })).toBe('roulette_stake_invalid');
    const many = Array.from({ length: MAX_BETS_PER_SPIN + 1 }, () => EVERY_BET[0] as RouletteBet);
    expect(problem(...many)).toBe('roulette_too_many_bets');
    expect(problem(...EVERY_BET)).toBeUndefined();
  });

  it('covers an outside bet by its name, never by numbers it arrives with', () => {
    const smuggled = { kind: 'red', numbers: [0], stake: 1 } as unknown as RouletteBet;
    expect(roulette.betProblem(spinOf(smuggled))).toBeUndefined();
    expect(roulette.play(scripted(0), spinOf(smuggled)).win).toBe(0);
  });
});

describe('roulette return', () => {
  it('returns 36/37 on every place of the table, summed over the pockets', () => {
    for (const bet of EVERY_BET) {
      const paid = POCKET_LIST.reduce((sum, pocket) => sum + rouletteWinOf(bet, pocket), 0);
      expect(paid, JSON.stringify(bet)).toBe(36);
    }
    expect(roulette.returnToPlayer).toBe(36 / 37);
  });

  it('meets every award at 1 in 37 or better', () => {
    for (const bet of EVERY_BET) expect(numbersOf(bet).length / POCKETS).toBeGreaterThan(1e-8);
  });

  it('lands within the 99 % bound over 100 000 seeded spins, each pocket as often', () => {
    const bets = spinOf(
      { kind: 'straight', numbers: [17], stake: 1 },
      { kind: 'split', numbers: [0, 1], stake: 2 },
      { kind: 'red', stake: 5 },
    );
    const stake = roulette.stakeOf(bets);
    const { mean, variance } = momentsOf(
      POCKET_LIST.map((pocket) => ({
        probability: 1 / POCKETS,
        value: roulette.play(scripted(pocket), bets).win / stake,
      })),
    );
    expect(mean).toBeCloseTo(36 / 37, 12);

    const rounds = 100_000;
    const counts = new Array<number>(POCKETS).fill(0);
    const observed = simulate(roulette, bets, { rounds, seed: 37 }, ({ pocket }) =>
      tally(counts, pocket),
    );
    expect(Math.abs(observed - mean)).toBeLessThan(meanBound99(variance, rounds));
    const expected = new Array<number>(POCKETS).fill(rounds / POCKETS);
    expect(chiSquare(counts, expected)).toBeLessThan(chiSquare99(POCKETS - 1));
  });
});
