import { describe, expect, it } from 'vitest';
import { SeededWords, uniformInt } from '../chance.ts';
import {
  type BlackjackAction,
  type BlackjackState,
  blackjack,
  blackjackState,
} from './blackjack.ts';
import { dealingOrder, RANKS } from './blackjack-cards.ts';
import { scripted } from './test-support.ts';

/*
 * Rounds dealt from scripted words: a word below 52 is that card (spades unless a suit is named),
 * in the deal order player, dealer up, player, dealer hole, then as the actions draw.
 */

type Rank = (typeof RANKS)[number];
const card = (rank: Rank, suit = 0) => suit * 13 + RANKS.indexOf(rank);
const cards = (...ranks: Rank[]) => ranks.map((rank) => card(rank));

const stake = 10;

function play(dealt: number[], actions: BlackjackAction[] = [], bet = { stake }) {
  return blackjackState(scripted(...dealt), bet, actions);
}

function stateOf(dealt: number[], actions: BlackjackAction[] = []): BlackjackState {
  const replay = play(dealt, actions);
  if (!replay.ok) throw new Error(`${replay.problem} at ${replay.actionIndex}`);
  return replay.state;
}

describe('blackjack deal', () => {
  it('takes its cards in the dealing order the verification page lists', () => {
    const dealt = cards('9', '6', '7', 'K', '2', '3', '10');
    const state = stateOf(dealt, ['hit', 'stand']);
    const order = dealingOrder(scripted(...dealt), dealt.length);
    expect(order).toEqual(dealt);
    const [player, up, second, hole, hit, ...dealerDraws] = order;
    expect(state.hands[0]?.cards).toEqual([player, second, hit]);
    expect(state.dealerCards).toEqual([up, hole, ...dealerDraws.slice(0, 1)]);
  });

  it('deals player, dealer up, player, dealer hole, and shows only the up card', () => {
    const state = stateOf(cards('9', '6', '7', 'K'));
    expect(state.hands[0]).toMatchObject({ cards: cards('9', '7'), total: 16, status: 'playing' });
    expect(state.dealerCards).toEqual(cards('6'));
    expect(state.legalActions).toEqual(['hit', 'stand', 'double']);
    expect(state).toMatchObject({ over: false, staked: stake, win: undefined, activeHand: 0 });
  });

  it('pays a blackjack 3:2 at once, rounding an odd stake down', () => {
    const dealt = cards('A', '9', 'K', '7');
    expect(stateOf(dealt)).toMatchObject({ over: true, win: 25, legalActions: [] });
    expect(stateOf(dealt).hands[0]?.status).toBe('blackjack');
    const odd = play(dealt, [], { stake: 3 });
    expect(odd.ok && odd.state.win).toBe(7);
  });

  it('peeks under a ten: a dealer blackjack takes the stake, or pushes a blackjack', () => {
    const lost = stateOf(cards('10', 'K', '7', 'A'));
    expect(lost).toMatchObject({ over: true, win: 0, dealerCards: cards('K', 'A') });
    expect(stateOf(cards('A', 'K', 'K', 'A'))).toMatchObject({ over: true, win: stake });
  });
});

describe('blackjack insurance', () => {
  const underAce = (hole: Rank, ...more: Rank[]) => cards('10', 'A', '9', hole, ...more);

  it('is the only question while the dealer shows an ace', () => {
    expect(stateOf(underAce('5')).legalActions).toEqual(['insurance', 'no_insurance']);
    const refused = play(underAce('5'), ['hit']);
    expect(refused).toMatchObject({ ok: false, problem: 'blackjack_action_not_allowed' });
    expect(!refused.ok && refused.state.insurance.state).toBe('offered');
  });

  it('pays 2:1 on half the stake when the dealer has blackjack', () => {
    const state = stateOf(underAce('K'), ['insurance']);
    expect(state).toMatchObject({ over: true, staked: 15, win: 15 });
    expect(state.insurance).toEqual({ state: 'taken', stake: 5, win: 15 });
  });

  it('is lost when the dealer has none, and the hand plays on', () => {
    // A and 5 is a soft 16: the dealer draws a 2 and stands on soft 18.
    const state = stateOf(underAce('5', '2'), ['insurance', 'stand']);
    expect(state).toMatchObject({ over: true, staked: 15, win: 20 });
    expect(state.dealerCards).toEqual(cards('A', '5', '2'));
    expect(state.insurance.win).toBe(0);
  });

  it('pushes a blackjack against a dealer blackjack when declined', () => {
    expect(stateOf(cards('A', 'A', 'K', 'K'), ['no_insurance'])).toMatchObject({ win: stake });
  });
});

describe('blackjack player actions', () => {
  it('busts a hand over 21, and the dealer then draws nothing', () => {
    const state = stateOf(cards('10', '7', '6', '9', '8'), ['hit']);
    expect(state).toMatchObject({ over: true, win: 0, dealerCards: cards('7', '9') });
    expect(state.hands[0]?.status).toBe('busted');
  });

  it('refuses any action once the round is over', () => {
    const replay = play(cards('10', '7', '6', '9', '8'), ['hit', 'stand']);
    expect(replay).toMatchObject({ ok: false, problem: 'blackjack_round_over', actionIndex: 1 });
  });

  it('stands a hand by itself on 21', () => {
    const state = stateOf(cards('10', '9', '5', '8', '6'), ['hit']);
    expect(state).toMatchObject({ over: true, win: 2 * stake });
  });

  it('doubles the stake on two cards for exactly one card', () => {
    const state = stateOf(cards('6', '5', '5', '10', '10', '8'), ['double']);
    expect(state).toMatchObject({ over: true, staked: 20, win: 40 });
    expect(state.hands[0]).toMatchObject({ doubled: true, total: 21, status: 'stood' });
    const late = play(cards('2', '5', '3', '10', '4'), ['hit', 'double']);
    expect(late).toMatchObject({
      ok: false,
      problem: 'blackjack_action_not_allowed',
      actionIndex: 1,
    });
  });

  it('splits a pair into two hands played in turn, doubling after the split', () => {
    const dealt = [card('8'), card('6'), card('8', 1), card('10'), ...cards('3', '10', '10', '10')];
    const split = stateOf(dealt, ['split']);
    expect(split.hands.map((hand) => hand.cards)).toEqual([cards('8', '3'), [card('8', 1)]]);
    expect(split.hands.map((hand) => hand.status)).toEqual(['playing', 'waiting']);
    expect(split.legalActions).toEqual(['hit', 'stand', 'double']);
    const done = stateOf(dealt, ['split', 'double', 'stand']);
    expect(done.hands.map(({ stake, win }) => ({ stake, win }))).toEqual([
      { stake: 20, win: 40 },
      { stake: 10, win: 20 },
    ]);
    expect(done).toMatchObject({ over: true, staked: 30, win: 60 });
  });

  it('splits once only, and splits any two ten-count cards', () => {
    const again = play(
      [card('8'), card('6'), card('8', 1), card('10'), card('8', 2)],
      ['split', 'split'],
    );
    expect(again).toMatchObject({
      ok: false,
      problem: 'blackjack_action_not_allowed',
      actionIndex: 1,
    });
    expect(stateOf(cards('K', '6', 'Q', '10')).legalActions).toContain('split');
  });

  it('gives split aces one card each, and an ace and a ten after a split is 21, not blackjack', () => {
    const state = stateOf(
      [card('A'), card('9'), card('A', 1), card('10'), ...cards('K', '5')],
      ['split'],
    );
    expect(state.over).toBe(true);
    expect(state.hands.map((hand) => [hand.total, hand.status, hand.win])).toEqual([
      [21, 'stood', 20],
      [16, 'stood', 0],
    ]);
    expect(state).toMatchObject({ staked: 20, win: 20 });
  });

  it('moves on to the second split hand when the first makes 21 on its second card', () => {
    const state = stateOf(cards('K', '6', 'Q', '10', 'A', '5'), ['split']);
    expect(state.activeHand).toBe(1);
    expect(state.hands.map((hand) => hand.status)).toEqual(['stood', 'playing']);
  });
});

describe('blackjack dealer', () => {
  it('stands on soft 17', () => {
    const state = stateOf(cards('10', '6', '8', 'A'), ['stand']);
    expect(state).toMatchObject({ win: 2 * stake, dealerCards: cards('6', 'A') });
  });

  it('draws a soft 16 on to a hard total, and pushes a tie', () => {
    const state = stateOf(cards('10', '5', '8', 'A', 'K', '2'), ['stand']);
    expect(state).toMatchObject({ win: stake, dealerCards: cards('5', 'A', 'K', '2') });
  });
});

describe('blackjack bets and replays', () => {
  it('refuses a stake that is not whole and positive', () => {
    expect(blackjack.betProblem({ stake })).toBeUndefined();
    for (const bad of [0, -10, 2.5, Number.NaN, 2 ** 52]) {
      expect(blackjack.betProblem({ stake: bad })).toBe('blackjack_stake_invalid');
    }
  });

  it('replays every prefix of random legal actions to the same cards, money whole', () => {
    const chooser = new SeededWords(41);
    for (let round = 0; round < 2_000; round++) {
      const actions: BlackjackAction[] = [];
      let before: BlackjackState | undefined;
      for (;;) {
        const replay = blackjackState(new SeededWords(10_000 + round), { stake: 7 }, actions);
        if (!replay.ok) throw new Error(replay.problem);
        const { state } = replay;
        // A split takes the second card off the first hand; any other action only adds cards.
        if (before && actions.at(-1) !== 'split') {
          before.hands.forEach((hand, i) => {
            const now = state.hands[i]?.cards ?? [];
            expect(now.slice(0, hand.cards.length)).toEqual(hand.cards);
          });
        }
        expect(state.dealerCards[0]).toBe(before?.dealerCards[0] ?? state.dealerCards[0]);
        expect(state.staked).toBeGreaterThanOrEqual(before?.staked ?? 7);
        before = state;
        if (state.over) break;
        const legal = state.legalActions;
        actions.push(legal[uniformInt(chooser, legal.length)] as BlackjackAction);
      }
      expect(before.legalActions).toEqual([]);
      expect(Number.isSafeInteger(before.win) && (before.win ?? -1) >= 0).toBe(true);
      expect(before.staked).toBeLessThanOrEqual(4.5 * 7);
    }
  });
});
