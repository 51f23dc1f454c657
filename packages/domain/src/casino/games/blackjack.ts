import type { WordSource } from '../chance.ts';
import { type InteractiveCasinoGame, type MinorUnits, winOf } from '../game.ts';
import { type Card, countOf, drawCard, handValue, isBlackjack } from './blackjack-cards.ts';
import { BLACKJACK_RETURN } from './blackjack-strategy.ts';
import { stakeFits } from './stakes.ts';

/*
 * Blackjack as a pure replay. The round is a function of its words, the bet and the player's
 * actions so far: the server keeps only the bet and the actions (appending one at a time, never
 * rewriting), replays to answer each request, and the verification page replays the same way.
 *
 * Rules: one deck per card (every card uniformInt(source, 52), see blackjack-cards.ts); the
 * dealer stands on all 17s and peeks under an ace or a ten; blackjack pays 3:2 (rounded down to
 * the minor unit on an odd stake); insurance 2:1 on half the stake (rounded down) when the dealer
 * shows an ace; double on any first two cards, after a split too; one split per round, of two
 * cards of the same count (a king and a queen split); split aces take one card each; a split
 * ace and a ten make 21, not blackjack; a hand reaching 21 stands by itself.
 *
 * Cards come off the words in the order a table deals them: player, dealer up, player, dealer
 * hole; then each card as an action asks for it (a split hand's second card when the hand is
 * reached); then the dealer's draws, which are skipped when every player hand has busted.
 */

export type BlackjackAction = 'hit' | 'stand' | 'double' | 'split' | 'insurance' | 'no_insurance';

export interface BlackjackBet {
  stake: MinorUnits;
}

export type BlackjackHandStatus = 'playing' | 'waiting' | 'stood' | 'busted' | 'blackjack';

export interface BlackjackHand {
  cards: Card[];
  stake: MinorUnits;
  total: number;
  soft: boolean;
  doubled: boolean;
  status: BlackjackHandStatus;
  /** What the hand pays back, its stake included, once the round is over. */
  win: MinorUnits | undefined;
}

export interface BlackjackInsurance {
  state: 'not_offered' | 'offered' | 'taken' | 'declined';
  stake: MinorUnits;
  win: MinorUnits | undefined;
}

export interface BlackjackState {
  hands: BlackjackHand[];
  /** The hand the player acts on, if any. */
  activeHand: number | undefined;
  /** The up card only while the round is on; every dealer card once it is over. */
  dealerCards: Card[];
  insurance: BlackjackInsurance;
  legalActions: BlackjackAction[];
  /** Every stake put down so far: the bet, doubles, the split, insurance. */
  staked: MinorUnits;
  over: boolean;
  /** Everything the round pays back, once over. */
  win: MinorUnits | undefined;
}

export type BlackjackProblem =
  | 'blackjack_stake_invalid'
  | 'blackjack_action_not_allowed'
  | 'blackjack_round_over';

export type BlackjackReplay =
  | { ok: true; state: BlackjackState }
  /** The state before the refused action, which is actions[actionIndex]. */
  | { ok: false; problem: BlackjackProblem; actionIndex: number; state: BlackjackState };

/** Blackjack pays 3:2: the stake back and 1.5 times it, in ten-thousandths. */
const BLACKJACK_MULTIPLIER = 25_000;

interface HandDraft {
  cards: Card[];
  stake: MinorUnits;
  doubled: boolean;
  done: boolean;
}

class Round {
  private readonly hands: HandDraft[];
  private readonly dealer: Card[];
  private active: number | undefined;
  private insurance: BlackjackInsurance['state'] = 'not_offered';
  private over = false;

  constructor(
    private readonly source: WordSource,
    private readonly stake: MinorUnits,
  ) {
    const first = this.draw();
    const up = this.draw();
    const second = this.draw();
    const hole = this.draw();
    this.hands = [{ cards: [first, second], stake, doubled: false, done: false }];
    this.dealer = [up, hole];
    if (countOf(up) === 1) this.insurance = 'offered';
    else this.peek();
  }

  legalActions(): BlackjackAction[] {
    if (this.over) return [];
    if (this.insurance === 'offered') return ['insurance', 'no_insurance'];
    const hand = this.hands[this.active ?? 0] as HandDraft;
    const [first, second] = hand.cards;
    const twoCards = hand.cards.length === 2;
    const pair = twoCards && countOf(first as Card) === countOf(second as Card);
    return [
      'hit',
      'stand',
      ...(twoCards ? (['double'] as const) : []),
      ...(pair && this.hands.length === 1 ? (['split'] as const) : []),
    ];
  }

  apply(action: BlackjackAction): BlackjackProblem | undefined {
    if (this.over) return 'blackjack_round_over';
    if (!this.legalActions().includes(action)) return 'blackjack_action_not_allowed';
    const hand = this.hands[this.active ?? 0] as HandDraft;
    switch (action) {
      case 'insurance':
      case 'no_insurance':
        this.insurance = action === 'insurance' ? 'taken' : 'declined';
        this.peek();
        return undefined;
      case 'hit':
        hand.cards.push(this.draw());
        if (handValue(hand.cards).total >= 21) this.finishHand();
        return undefined;
      case 'stand':
        this.finishHand();
        return undefined;
      case 'double':
        hand.stake += this.stake;
        hand.doubled = true;
        hand.cards.push(this.draw());
        this.finishHand();
        return undefined;
      case 'split':
        this.split(hand);
        return undefined;
    }
  }

  state(): BlackjackState {
    const insuranceStake = this.insurance === 'taken' ? Math.floor(this.stake / 2) : 0;
    const dealerBlackjack = isBlackjack(this.dealer);
    const insurance: BlackjackInsurance = {
      state: this.insurance,
      stake: insuranceStake,
      win: this.over ? (dealerBlackjack ? 3 * insuranceStake : 0) : undefined,
    };
    const hands = this.hands.map((hand, index) => this.handState(hand, index, dealerBlackjack));
    const handsWin = hands.reduce((sum, hand) => sum + (hand.win ?? 0), 0);
    return {
      hands,
      activeHand: this.over || this.insurance === 'offered' ? undefined : this.active,
      dealerCards: this.over ? [...this.dealer] : this.dealer.slice(0, 1),
      insurance,
      legalActions: this.legalActions(),
      staked: this.hands.reduce((sum, hand) => sum + hand.stake, 0) + insuranceStake,
      over: this.over,
      win: this.over ? handsWin + (insurance.win ?? 0) : undefined,
    };
  }

  private draw(): Card {
    return drawCard(this.source);
  }

  /** After the insurance question, if any: a dealer blackjack or the player's ends the round. */
  private peek(): void {
    const [hand] = this.hands;
    if (isBlackjack(this.dealer) || isBlackjack(hand?.cards ?? [])) {
      this.over = true;
      return;
    }
    this.active = 0;
  }

  private split(hand: HandDraft): void {
    const [first, second] = hand.cards as [Card, Card];
    hand.cards = [first];
    this.hands.push({ cards: [second], stake: this.stake, doubled: false, done: false });
    if (countOf(first) === 1) {
      for (const splitAce of this.hands) {
        splitAce.cards.push(this.draw());
        splitAce.done = true;
      }
      this.dealerPlays();
      return;
    }
    this.startHand(0);
  }

  /** Deals a split hand its second card as it is reached; a 21 stands at once. */
  private startHand(index: number): void {
    this.active = index;
    const hand = this.hands[index] as HandDraft;
    if (hand.cards.length === 1) hand.cards.push(this.draw());
    if (handValue(hand.cards).total === 21) this.finishHand();
  }

  private finishHand(): void {
    const index = this.active ?? 0;
    (this.hands[index] as HandDraft).done = true;
    if (index + 1 < this.hands.length) this.startHand(index + 1);
    else this.dealerPlays();
  }

  private dealerPlays(): void {
    this.over = true;
    this.active = undefined;
    const standing = this.hands.some((hand) => handValue(hand.cards).total <= 21);
    if (!standing) return;
    while (handValue(this.dealer).total < 17) this.dealer.push(this.draw());
  }

  private handState(hand: HandDraft, index: number, dealerBlackjack: boolean): BlackjackHand {
    const { total, soft } = handValue(hand.cards);
    const natural = this.hands.length === 1 && isBlackjack(hand.cards);
    let status: BlackjackHandStatus = hand.done || this.over ? 'stood' : 'waiting';
    if (index === this.active && !this.over) status = 'playing';
    if (total > 21) status = 'busted';
    if (natural) status = 'blackjack';
    const win = this.over ? this.handWin(hand, natural, dealerBlackjack) : undefined;
    return {
      cards: [...hand.cards],
      stake: hand.stake,
      total,
      soft,
      doubled: hand.doubled,
      status,
      win,
    };
  }

  private handWin(hand: HandDraft, natural: boolean, dealerBlackjack: boolean): MinorUnits {
    if (dealerBlackjack) return natural ? hand.stake : 0;
    if (natural) return winOf(hand.stake, BLACKJACK_MULTIPLIER);
    const total = handValue(hand.cards).total;
    const dealer = handValue(this.dealer).total;
    if (total > 21) return 0;
    if (dealer > 21 || total > dealer) return 2 * hand.stake;
    return total === dealer ? hand.stake : 0;
  }
}

/**
 * The round after `actions`, dealt from `source` (a fresh one, at the round's first word). A
 * refused action stops the replay there: the answer names it and the state before it.
 */
export function blackjackState(
  source: WordSource,
  bet: BlackjackBet,
  actions: readonly BlackjackAction[],
): BlackjackReplay {
  const round = new Round(source, bet.stake);
  for (const [actionIndex, action] of actions.entries()) {
    const problem = round.apply(action);
    if (problem) return { ok: false, problem, actionIndex, state: round.state() };
  }
  return { ok: true, state: round.state() };
}

/** The most a round pays back, in stakes: two split hands doubled and won, and insurance. */
const MOST_PAID = 10;

/**
 * The game for the rest of the site. Blackjack is interactive, so it has no one-shot play: the
 * round is blackjackState of the stored actions, and more is staked as it goes (doubles, the
 * split, insurance: see BlackjackState.staked).
 */
export const blackjack: InteractiveCasinoGame<BlackjackBet, BlackjackAction, BlackjackState> = {
  slug: 'blackjack',
  stakeOf: (bet: BlackjackBet): MinorUnits => bet.stake,
  betProblem(bet: BlackjackBet): BlackjackProblem | undefined {
    // The whole round's pay stays whole, and so does winOf's product for the 3:2 payout.
    const fits =
      stakeFits(bet.stake, BLACKJACK_MULTIPLIER) && Number.isSafeInteger(bet.stake * MOST_PAID);
    return fits ? undefined : 'blackjack_stake_invalid';
  },
  replay: blackjackState,
  // Insurance declined, then every hand stood on: nothing more staked, nothing drawn for the
  // player; the dealer plays the hand out by the rules.
  closingAction: (state) =>
    state.legalActions.includes('no_insurance') ? 'no_insurance' : 'stand',
  /** Basic strategy's exact return: 1 + its mean net result per initial stake (blackjack-strategy.ts). */
  returnToPlayer: BLACKJACK_RETURN,
};
