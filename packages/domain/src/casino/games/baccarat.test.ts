import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MULTIPLIER_SCALE } from '../game.ts';
import { chiSquare, chiSquare99, meanBound99, momentsOf } from '../testing/statistics.ts';
import {
  BACCARAT_COUP_COUNTS,
  BACCARAT_RETURNS,
  BACCARAT_SPOTS,
  type BaccaratBet,
  baccarat,
  paybackOf,
} from './baccarat.ts';
import {
  bankerDraws,
  type Card,
  COUPS,
  type CoupResult,
  cardOf,
  DECK,
  playerDraws,
  pointsOf,
  RANKS,
  SUITS,
  totalOf,
} from './baccarat-tableau.ts';
import { scripted, simulate, tally } from './test-support.ts';

/*
 * The banker's drawing chart as casinos print it: a row per banker total, a column per point of
 * the player's third card, D to draw. The tests check the game against it, so the rules are
 * written twice, once as code and once as the table.
 */
const BANKER_CHART = [
  'DDDDDDDDDD',
  'DDDDDDDDDD',
  'DDDDDDDDDD',
  'DDDDDDDDSD',
  'SSDDDDDDSS',
  'SSSSDDDDSS',
  'SSSSSSDDSS',
  'SSSSSSSSSS',
];
const chartDraws = (banker: number, third: number) => BANKER_CHART[banker]?.[third] === 'D';

/** Card indexes of clubs by points: ace 0 ... nine 8, ten 9, king 12. */
const club = (points: number) => (points === 0 ? 9 : points - 1);
const deal = (...points: number[]) => scripted(...points.map(club));

describe('baccarat cards', () => {
  it('reads card 0-51 suit by suit, ace to king, counting tens and faces as 0', () => {
    expect(cardOf(0)).toEqual({ rank: 'A', suit: 'clubs' });
    expect(cardOf(12)).toEqual({ rank: 'K', suit: 'clubs' });
    expect(cardOf(22)).toEqual({ rank: '10', suit: 'diamonds' });
    expect(cardOf(51)).toEqual({ rank: 'K', suit: 'spades' });
    expect([0, 8, 9, 10, 11, 12].map((i) => pointsOf(cardOf(i)))).toEqual([1, 9, 0, 0, 0, 0]);
    expect(totalOf([cardOf(club(7)), cardOf(club(8))])).toBe(5);
  });
});

describe('baccarat tableau', () => {
  it('draws for the banker as the printed chart says', () => {
    for (let banker = 0; banker <= 7; banker++) {
      for (let third = 0; third <= 9; third++) {
        expect(bankerDraws(banker, third), `${banker} vs ${third}`).toBe(chartDraws(banker, third));
      }
      expect(bankerDraws(banker, undefined)).toBe(banker <= 5);
    }
    expect([0, 5, 6, 7].map(playerDraws)).toEqual([true, true, false, false]);
  });

  it('stands both hands on a natural: nine beats seven on four cards', () => {
    const { outcome, win } = baccarat.play(deal(4, 3, 5, 4), { player: 100 });
    expect(outcome).toMatchObject({ playerTotal: 9, bankerTotal: 7, result: 'player' });
    expect([outcome.player.length, outcome.banker.length]).toEqual([2, 2]);
    expect(win).toBe(200);
  });

  it('stands the banker on 3 against a third card of 8: a tie pays 8:1 and pushes the rest', () => {
    // Player 2 + 3 = 5 draws an 8: 3; banker A + 2 = 3 stands.
    const bet: BaccaratBet = { player: 100, banker: 100, tie: 10 };
    const { outcome, win } = baccarat.play(deal(2, 1, 3, 2, 8), bet);
    expect(outcome).toMatchObject({ playerTotal: 3, bankerTotal: 3, result: 'tie' });
    expect(outcome.banker).toHaveLength(2);
    expect(outcome.wins).toEqual({ player: 100, banker: 100, tie: 90 });
    expect(win).toBe(290);
  });

  it('draws the banker on 6 against a third card of 6, and takes commission on its win', () => {
    // Player K + 10 = 0 draws a 6; banker 6 + K = 6 draws an ace: 7 beats 6.
    const { outcome } = baccarat.play(deal(0, 6, 0, 0, 6, 1), { banker: 100 });
    expect(outcome.player.map((c) => c.rank)).toEqual(['10', '10', '6']);
    expect(outcome).toMatchObject({ playerTotal: 6, bankerTotal: 7, result: 'banker' });
    expect(outcome.wins.banker).toBe(195);
    // 15 × 1.95 = 29.25: the commission rounds the win down to the minor unit.
    expect(baccarat.play(deal(0, 6, 0, 0, 6, 1), { banker: 15 }).win).toBe(29);
  });

  it('draws the banker on 5 when the player stood on 7, and stands it on 6', () => {
    expect(baccarat.play(deal(7, 5, 0, 0, 2), { tie: 1 }).outcome).toMatchObject({
      playerTotal: 7,
      bankerTotal: 7,
      result: 'tie',
    });
    const { outcome } = baccarat.play(deal(7, 6, 0, 0), { banker: 20 });
    expect(outcome).toMatchObject({ result: 'player', wins: { player: 0, banker: 0, tie: 0 } });
  });

  it('deals by the chart from any cards, two or three to a hand', () => {
    const words = fc.array(fc.nat(DECK - 1), { minLength: 6, maxLength: 6 });
    fc.assert(
      fc.property(words, (cards) => {
        const { outcome } = baccarat.play(scripted(...cards), { player: 1 });
        const [p1, b1, p2, b2, third] = cards.map((i) => pointsOf(cardOf(i)));
        const player = ((p1 ?? 0) + (p2 ?? 0)) % 10;
        const banker = ((b1 ?? 0) + (b2 ?? 0)) % 10;
        const natural = player >= 8 || banker >= 8;
        expect(outcome.player).toHaveLength(!natural && player <= 5 ? 3 : 2);
        const playerThird = outcome.player.length === 3 ? (third ?? 0) : undefined;
        const bankerDrew =
          !natural && (playerThird === undefined ? banker <= 5 : chartDraws(banker, playerThird));
        expect(outcome.banker).toHaveLength(bankerDrew ? 3 : 2);
        expect(outcome.playerTotal).toBe(totalOf(outcome.player));
        expect(outcome.bankerTotal).toBe(totalOf(outcome.banker));
      }),
    );
  });

  it('refuses a bet of nothing or of a stake that is not whole minor units', () => {
    expect(baccarat.betProblem({})).toBe('baccarat_no_bets');
    expect(baccarat.betProblem({ player: 0, tie: 0 })).toBe('baccarat_no_bets');
    expect(baccarat.betProblem({ player: -5 })).toBe('baccarat_stake_invalid');
    expect(baccarat.betProblem({ banker: 1.5 })).toBe('baccarat_stake_invalid');
    expect(baccarat.betProblem({ tie: 2 ** 50 })).toBe('baccarat_stake_invalid');
    expect(baccarat.betProblem({ player: 10, banker: 0, tie: 1 })).toBeUndefined();
    expect(baccarat.stakeOf({ player: 10, tie: 1 })).toBe(11);
  });
});

/** The same counts by brute force: every rank, 13 to a card, by the printed chart. */
function countByRanks(): Record<CoupResult, number> {
  const counts: Record<CoupResult, number> = { player: 0, banker: 0, tie: 0 };
  const points = Array.from({ length: 13 }, (_, rank) => (rank < 9 ? rank + 1 : 0));
  const add = (player: number, banker: number, sequences: number) => {
    const p = player % 10;
    const b = banker % 10;
    counts[p === b ? 'tie' : p > b ? 'player' : 'banker'] += sequences;
  };
  for (const p1 of points) {
    for (const b1 of points) {
      for (const p2 of points) {
        for (const b2 of points) {
          const player = (p1 + p2) % 10;
          const banker = (b1 + b2) % 10;
          if (player >= 8 || banker >= 8) add(player, banker, 169);
          else if (player >= 6 && banker >= 6) add(player, banker, 169);
          else if (player >= 6) for (const b3 of points) add(player, banker + b3, 13);
          else {
            for (const p3 of points) {
              if (!chartDraws(banker, p3)) add(player + p3, banker, 13);
              else for (const b3 of points) add(player + p3, banker + b3, 1);
            }
          }
        }
      }
    }
  }
  return counts;
}

describe('baccarat returns', () => {
  it('counts each result of the 13^6 rank sequences as a brute enumeration does', () => {
    expect(BACCARAT_COUP_COUNTS).toEqual(countByRanks());
    expect(BACCARAT_COUP_COUNTS).toEqual({ player: 2_153_464, banker: 2_212_744, tie: 460_601 });
    const { player, banker, tie } = BACCARAT_COUP_COUNTS;
    expect(player + banker + tie).toBe(COUPS);
    expect(BACCARAT_RETURNS.player).toBe((2 * player + tie) / COUPS);
    expect(BACCARAT_RETURNS.banker).toBeCloseTo((1.95 * banker + tie) / COUPS, 15);
    expect(BACCARAT_RETURNS.tie).toBe((9 * tie) / COUPS);
    expect(baccarat.returnToPlayer).toBe(BACCARAT_RETURNS.tie);
  });

  it('sits beside the published shoe figures, where the trend from six to eight decks leads', () => {
    // Published returns (Thorp; Wizard of Odds): six decks, then eight.
    const six = { banker: 0.989442, player: 0.987626, tie: 0.855618 };
    const eight = { banker: 0.989421, player: 0.987649, tie: 0.856404 };
    expect(BACCARAT_RETURNS.banker).toBeCloseTo(eight.banker, 3);
    expect(BACCARAT_RETURNS.player).toBeCloseTo(eight.player, 3);
    expect(Math.abs(BACCARAT_RETURNS.tie - eight.tie)).toBeLessThan(0.003);
    // A return moves about as 1 / decks: carried on from eight decks to none, e8 + 3 (e8 − e6).
    for (const spot of BACCARAT_SPOTS) {
      const infinite = eight[spot] + 3 * (eight[spot] - six[spot]);
      expect(Math.abs(BACCARAT_RETURNS[spot] - infinite), spot).toBeLessThan(1e-4);
    }
  });

  it('meets every award far more often than once in 100 million coups', () => {
    for (const count of Object.values(BACCARAT_COUP_COUNTS)) {
      expect(count / COUPS).toBeGreaterThan(1e-8);
    }
  });

  it('lands within the 99 % bound on each spot over 100 000 seeded coups', () => {
    const stake = 100;
    const bet: BaccaratBet = { player: stake, banker: stake, tie: stake };
    const rounds = 100_000;
    const paid = { player: 0, banker: 0, tie: 0 };
    const results = { player: 0, banker: 0, tie: 0 };
    const cards = new Array<number>(DECK).fill(0);
    const indexOf = (card: Card) =>
      SUITS.indexOf(card.suit) * RANKS.length + RANKS.indexOf(card.rank);
    simulate(baccarat, bet, { rounds, seed: 52 }, (outcome) => {
      results[outcome.result] += 1;
      for (const spot of BACCARAT_SPOTS) paid[spot] += outcome.wins[spot];
      for (const card of outcome.player) tally(cards, indexOf(card));
      for (const card of outcome.banker) tally(cards, indexOf(card));
    });

    const chances = BACCARAT_SPOTS.map((result) => BACCARAT_COUP_COUNTS[result] / COUPS);
    for (const spot of BACCARAT_SPOTS) {
      const { mean, variance } = momentsOf(
        BACCARAT_SPOTS.map((result, i) => ({
          probability: chances[i] ?? 0,
          value: paybackOf(spot, result) / MULTIPLIER_SCALE,
        })),
      );
      expect(mean).toBeCloseTo(BACCARAT_RETURNS[spot], 12);
      const observed = paid[spot] / stake / rounds;
      expect(Math.abs(observed - mean), spot).toBeLessThan(meanBound99(variance, rounds));
    }

    const observedResults = BACCARAT_SPOTS.map((result) => results[result]);
    const expectedResults = chances.map((chance) => chance * rounds);
    expect(chiSquare(observedResults, expectedResults)).toBeLessThan(chiSquare99(2));
    const dealt = cards.reduce((a, b) => a + b, 0);
    const eachCard = new Array<number>(DECK).fill(dealt / DECK);
    expect(chiSquare(cards, eachCard)).toBeLessThan(chiSquare99(DECK - 1));
  });
});
