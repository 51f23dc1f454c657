import type { BlackjackAction, BlackjackState } from './blackjack.ts';
import { countOf } from './blackjack-cards.ts';

/*
 * Blackjack's exact return and basic strategy for the infinite deck, by dynamic programming.
 * Each card is 1-9 with chance 1/13 each and 10 with 4/13 (ace = 1), whatever was dealt before,
 * so a hand's worth depends only on its total, whether it is soft, and what it may still do: the
 * best play by total against each up card (basic strategy) is the optimal play, exactly.
 *
 * - The dealer's final total (17-21 or bust) for every up card, given the peek: with an ace up
 *   the hole card is no ten, with a ten up no ace (a dealer blackjack ends the round at once).
 * - The player's stand, hit, double and split values against it. A split pair's two hands are
 *   independent in the infinite deck, so splitting is worth twice one hand started from the pair
 *   card: one card only on aces, the others played on (doubling allowed).
 * - The return weighs every first two cards and up card, the dealer's blackjack and the player's
 *   3:2 one, insurance never taken (it loses 1/13 of its stake in the infinite deck).
 */

/** The rules the analysis takes; the tests also price variants to meet published figures. */
export interface BlackjackRules {
  dealerHitsSoft17: boolean;
  doubleAfterSplit: boolean;
}

export const BLACKJACK_RULES: BlackjackRules = { dealerHitsSoft17: false, doubleAfterSplit: true };

/** Card values 1 (ace) to 10 and their chances. */
const VALUES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export const chanceOf = (value: number) => (value === 10 ? 4 / 13 : 1 / 13);

const totalOf = (hard: number, ace: boolean) => (ace && hard + 10 <= 21 ? hard + 10 : hard);

/** Chances of the dealer's final 17, 18, 19, 20, 21 and bust (index 5). */
export type DealerFinals = readonly number[];
const BUST = 5;

/** Σ over the next card of its chance × worth(hand with it). */
function drawn(worth: (hard: number, ace: boolean) => number, hard: number, ace: boolean): number {
  return VALUES.reduce((sum, v) => sum + chanceOf(v) * worth(hard + v, ace || v === 1), 0);
}

function memoised(worth: (hard: number, ace: boolean) => number) {
  const memo = new Map<number, number>();
  return (hard: number, ace: boolean) => {
    const key = hard * 2 + (ace ? 1 : 0);
    let value = memo.get(key);
    if (value === undefined) {
      value = worth(hard, ace);
      memo.set(key, value);
    }
    return value;
  };
}

/** The dealer's blackjack chance with this up card (1 = ace). */
export function dealerBlackjackChance(up: number): number {
  if (up === 1) return chanceOf(10);
  return up === 10 ? chanceOf(1) : 0;
}

/** The dealer's final totals for an up card, given no dealer blackjack. */
export function dealerFinals(up: number, rules = BLACKJACK_RULES): DealerFinals {
  return [17, 18, 19, 20, 21, 22].map((final) => {
    // The chance of ending exactly on `final` (22 standing for any bust) from a hand.
    const ends = memoised((hard, ace): number => {
      const total = totalOf(hard, ace);
      if (total > 21) return final === 22 ? 1 : 0;
      const soft = total !== hard;
      const draws = total < 17 || (total === 17 && soft && rules.dealerHitsSoft17);
      if (!draws) return total === final ? 1 : 0;
      return drawn(ends, hard, ace);
    });
    const shown = 1 - dealerBlackjackChance(up);
    return VALUES.reduce((sum, hole) => {
      const peeked = (up === 1 && hole === 10) || (up === 10 && hole === 1);
      if (peeked) return sum;
      return sum + (chanceOf(hole) / shown) * ends(up + hole, up === 1 || hole === 1);
    }, 0);
  });
}

/** A hand's values per unit of its first stake, against one up card and no dealer blackjack. */
export interface UpCardValues {
  stand(total: number): number;
  /** Hit and stand only, as after a third card: the better, standing on 21. */
  play(hard: number, ace: boolean): number;
  hit(hard: number, ace: boolean): number;
  double(hard: number, ace: boolean): number;
  /** Two cards not split: the best of stand, hit and double. */
  twoCards(hard: number, ace: boolean): number;
  /** A pair of `value` split (once), both hands together. */
  split(value: number): number;
}

export function upCardValues(up: number, rules = BLACKJACK_RULES): UpCardValues {
  const finals = dealerFinals(up, rules);
  const stand = (total: number) => {
    if (total > 21) return -1;
    return finals.reduce((value, p, i) => {
      if (i === BUST) return value + p;
      const dealer = 17 + i;
      return value + (total > dealer ? p : total < dealer ? -p : 0);
    }, 0);
  };
  const play = memoised((hard, ace): number => {
    const total = totalOf(hard, ace);
    return total >= 21 ? stand(total) : Math.max(stand(total), hit(hard, ace));
  });
  const hit = (hard: number, ace: boolean) => drawn(play, hard, ace);
  const double = (hard: number, ace: boolean) =>
    2 * drawn((h, a) => stand(totalOf(h, a)), hard, ace);
  const twoCards = (hard: number, ace: boolean) => {
    const total = totalOf(hard, ace);
    if (total === 21) return stand(21);
    return Math.max(stand(total), hit(hard, ace), double(hard, ace));
  };
  const afterSplit = (hard: number, ace: boolean) => {
    if (!rules.doubleAfterSplit) return play(hard, ace);
    return totalOf(hard, ace) === 21 ? stand(21) : twoCards(hard, ace);
  };
  const split = (value: number) => {
    if (value === 1) return 2 * drawn((h, a) => stand(totalOf(h, a)), 1, true);
    return 2 * drawn(afterSplit, value, false);
  };
  return { stand, play, hit, double, twoCards, split };
}

/** The player's mean result per initial stake with basic strategy, insurance never taken. */
export function blackjackExpectation(rules = BLACKJACK_RULES): number {
  const playerBlackjack = 2 * chanceOf(1) * chanceOf(10);
  return VALUES.reduce((sum, up) => {
    const values = upCardValues(up, rules);
    const dealerBlackjack = dealerBlackjackChance(up);
    let played = 0;
    for (const first of VALUES) {
      for (const second of VALUES) {
        const chance = chanceOf(first) * chanceOf(second);
        const ace = first === 1 || second === 1;
        const hard = first + second;
        let value = values.twoCards(hard, ace);
        if (ace && hard === 11) value = 1.5;
        else if (first === second) value = Math.max(value, values.split(first));
        played += chance * value;
      }
    }
    // The player's own blackjack pushes the dealer's; every other hand loses only the stake.
    const upCardValue = dealerBlackjack * -(1 - playerBlackjack) + (1 - dealerBlackjack) * played;
    return sum + chanceOf(up) * upCardValue;
  }, 0);
}

/** The game's exact return per initial stake: 1 plus the expectation. */
export const BLACKJACK_RETURN = 1 + blackjackExpectation(BLACKJACK_RULES);

/** A cell of the strategy: double when it is still allowed (two cards), else hit or stand. */
export type BasicStrategyMove = 'hit' | 'stand' | 'double_or_hit' | 'double_or_stand' | 'split';

/** The table's columns: the dealer's up card 2-10, then the ace (1). */
export const UP_CARDS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 1] as const;

export interface BasicStrategyRow {
  /** The hand's total; for a pair, the pair card's value (1 = aces). */
  hand: number;
  /** One move per up card, in UP_CARDS order. */
  moves: BasicStrategyMove[];
}

export interface BasicStrategy {
  /** Hard totals 4-20 (21 always stands, and the game stands it for the player). */
  hard: BasicStrategyRow[];
  /** Soft totals 12-20. */
  soft: BasicStrategyRow[];
  /** Pairs, 2s to 10s then aces: split, or the move of the pair's total. */
  pairs: BasicStrategyRow[];
}

function moveOf(values: UpCardValues, hard: number, ace: boolean): BasicStrategyMove {
  const stand = values.stand(totalOf(hard, ace));
  const hit = values.hit(hard, ace);
  const double = values.double(hard, ace);
  const hitOrStand = hit > stand ? 'hit' : 'stand';
  if (double > Math.max(hit, stand))
    return hitOrStand === 'hit' ? 'double_or_hit' : 'double_or_stand';
  return hitOrStand;
}

/** The best play of every total and pair against every up card, derived from the values. */
export function basicStrategy(rules = BLACKJACK_RULES): BasicStrategy {
  const byUp = UP_CARDS.map((up) => upCardValues(up, rules));
  const row = (hand: number, move: (values: UpCardValues) => BasicStrategyMove) => ({
    hand,
    moves: byUp.map(move),
  });
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => from + i);
  const pairValues = [2, 3, 4, 5, 6, 7, 8, 9, 10, 1];
  return {
    hard: range(4, 20).map((total) => row(total, (values) => moveOf(values, total, false))),
    soft: range(12, 20).map((total) => row(total, (values) => moveOf(values, total - 10, true))),
    pairs: pairValues.map((value) =>
      row(value, (values) => {
        const ace = value === 1;
        const kept = values.twoCards(2 * value, ace);
        return values.split(value) > kept ? 'split' : moveOf(values, 2 * value, ace);
      }),
    ),
  };
}

export const BASIC_STRATEGY = basicStrategy();

const rowMove = (rows: readonly BasicStrategyRow[], hand: number, column: number) =>
  rows.find((row) => row.hand === hand)?.moves[column];

/**
 * Basic strategy's action in a state: never insurance; the table's move for the active hand,
 * doubling only while it may (two cards) and splitting only while it may (the round's first split).
 */
export function basicStrategyAction(
  state: BlackjackState,
  strategy = BASIC_STRATEGY,
): BlackjackAction | undefined {
  const { legalActions, hands, activeHand, dealerCards } = state;
  if (legalActions.length === 0) return undefined;
  if (legalActions.includes('no_insurance')) return 'no_insurance';
  const hand = hands[activeHand ?? 0];
  const up = dealerCards[0];
  if (hand === undefined || up === undefined) return undefined;
  const column = UP_CARDS.indexOf(countOf(up) as (typeof UP_CARDS)[number]);
  const pairMove = legalActions.includes('split')
    ? rowMove(strategy.pairs, countOf(hand.cards[0] as number), column)
    : undefined;
  if (pairMove === 'split') return 'split';
  const move = rowMove(hand.soft ? strategy.soft : strategy.hard, hand.total, column) ?? 'stand';
  const mayDouble = legalActions.includes('double');
  if (move === 'double_or_hit') return mayDouble ? 'double' : 'hit';
  if (move === 'double_or_stand') return mayDouble ? 'double' : 'stand';
  return move === 'split' ? 'stand' : move;
}
