import type { Card, CoupResult, Rank, Suit } from '@arenabet/domain/casino/games/baccarat-tableau';
import { handValue, rankOf, suitOf } from '@arenabet/domain/casino/games/blackjack-cards';
import type { PocketColour } from '@arenabet/domain/casino/games/roulette-layout';

/*
 * What a round drew, read from its stored outcome (the server keeps each game's own outcome as
 * JSON, typed `unknown` in the contract). Read field by field, so a round the page does not
 * know how to show (another game, an older shape) shows no outcome rather than a broken one.
 */

export type OutcomeView =
  | { game: 'roulette'; pocket: number }
  /** The bet's multiplier and call, from the round played; a replay knows only the roll. */
  | { game: 'dice'; roll: number; multiplier?: number; call?: { target: number; under: boolean } }
  /** `marked`: how many numbers the ticket marked, where the round's bet says. */
  | { game: 'keno'; drawn: number[]; hits: number[]; marked?: number }
  | {
      game: 'baccarat';
      player: Card[];
      banker: Card[];
      playerTotal: number;
      bankerTotal: number;
      result: CoupResult;
    }
  /**
   * The paid spin first, then its free spins; a real-money spin's jackpot draw (`jackpot`), or
   * on the verification page the draw's number (`jackpotWord`, the first 52 bits of its HMAC).
   */
  | { game: 'gem-mine'; spins: SpinView[]; jackpot?: JackpotResult; jackpotWord?: number }
  /** A crash bet: where the round crashed (once over) and where the bet cashed out, if it did. */
  | { game: 'crash'; crashPoint: number | undefined; cashout: number | null }
  | BlackjackView;

export const BLACKJACK_ACTIONS = [
  'hit',
  'stand',
  'double',
  'split',
  'insurance',
  'no_insurance',
] as const;
export type BlackjackActionName = (typeof BLACKJACK_ACTIONS)[number];

const HAND_STATUSES = ['playing', 'waiting', 'stood', 'busted', 'blackjack'] as const;
const INSURANCE_STATES = ['not_offered', 'offered', 'taken', 'declined'] as const;

export interface BlackjackHandView {
  cards: Card[];
  total: number;
  soft: boolean;
  stake: number;
  doubled: boolean;
  status: (typeof HAND_STATUSES)[number];
  /** What the hand paid back, its stake included, once the round is over. */
  win: number | undefined;
}

/** A blackjack round as it stands: the dealer shows the up card only until it is over. */
export interface BlackjackView {
  game: 'blackjack';
  hands: BlackjackHandView[];
  activeHand: number | undefined;
  dealer: Card[];
  dealerTotal: number;
  insurance: { state: (typeof INSURANCE_STATES)[number]; stake: number; win: number | undefined };
  legalActions: BlackjackActionName[];
  over: boolean;
}

/** One spin of the slot: the symbols showing, what its lines and scatters won. */
export interface SpinView {
  /** grid[reel][row], row 0 at the top; each a symbol's index. */
  grid: number[][];
  lineWins: { line: number; symbol: number; count: number; win: number }[];
  scatters: number;
  scatterWin: number;
  multiplier: number;
  freeSpinsWon: number;
  win: number;
}

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null;
const isWhole = (value: unknown): value is number => Number.isSafeInteger(value);
const wholeList = (value: unknown): number[] | undefined =>
  Array.isArray(value) && value.every(isWhole) ? value : undefined;

const RANKS = new Set(['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K']);
const SUITS = new Set(['clubs', 'diamonds', 'hearts', 'spades']);
const RESULTS = new Set(['player', 'banker', 'tie']);

function cardsOf(value: unknown): Card[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const cards = value.filter(
    (card): card is Card =>
      isObject(card) && RANKS.has(String(card.rank)) && SUITS.has(String(card.suit)),
  );
  return cards.length === value.length ? cards : undefined;
}

/** What the round drew, with what its bet called where that helps to read it (dice, keno). */
export function outcomeOf(game: string, outcome: unknown, bet?: unknown): OutcomeView | undefined {
  if (!isObject(outcome)) return undefined;
  const called = isObject(bet) ? bet : {};
  switch (game) {
    case 'roulette':
    case 'live-roulette':
      return isWhole(outcome.pocket) ? { game: 'roulette', pocket: outcome.pocket } : undefined;
    case 'crash': {
      const { crashPoint, cashout } = outcome;
      if (!isWhole(cashout) && cashout !== null && cashout !== undefined) return undefined;
      return {
        game,
        crashPoint: isWhole(crashPoint) ? crashPoint : undefined,
        cashout: isWhole(cashout) ? cashout : null,
      };
    }
    case 'dice': {
      if (!isWhole(outcome.roll) || !isWhole(outcome.multiplier)) return undefined;
      const { target, direction } = called;
      const call =
        isWhole(target) && (direction === 'under' || direction === 'over')
          ? { target, under: direction === 'under' }
          : undefined;
      return {
        game,
        roll: outcome.roll,
        multiplier: outcome.multiplier,
        ...(call ? { call } : {}),
      };
    }
    case 'keno': {
      const [drawn, hits] = [wholeList(outcome.drawn), wholeList(outcome.hits) ?? []];
      const marked = wholeList(called.picks)?.length;
      return drawn ? { game, drawn, hits, ...(marked ? { marked } : {}) } : undefined;
    }
    case 'baccarat': {
      const [player, banker] = [cardsOf(outcome.player), cardsOf(outcome.banker)];
      const { playerTotal, bankerTotal, result } = outcome;
      if (!player || !banker || !isWhole(playerTotal) || !isWhole(bankerTotal)) return undefined;
      if (!RESULTS.has(String(result))) return undefined;
      return { game, player, banker, playerTotal, bankerTotal, result: result as CoupResult };
    }
    case 'gem-mine': {
      const spins = Array.isArray(outcome.spins) ? outcome.spins.map(spinOf) : [];
      const read = spins.filter((spin): spin is SpinView => spin !== undefined);
      if (read.length === 0 || read.length !== spins.length) return undefined;
      const jackpot = jackpotOf(outcome.jackpot);
      return jackpot ? { game, spins: read, jackpot } : { game, spins: read };
    }
    case 'blackjack':
      return blackjackOf(outcome);
    default:
      return undefined;
  }
}

/** One of the strings `allowed` lists, or undefined. */
function oneOf<T extends string>(allowed: readonly T[], value: unknown): T | undefined {
  return allowed.find((candidate) => candidate === value);
}

const optionalWhole = (value: unknown) => (isWhole(value) ? value : undefined);

/** A blackjack card (0-51) as the page draws it. */
export const blackjackCard = (card: number): Card => ({ rank: rankOf(card), suit: suitOf(card) });

function blackjackOf(outcome: Fields): BlackjackView | undefined {
  const dealerCards = wholeList(outcome.dealerCards);
  const rawHands = Array.isArray(outcome.hands) ? outcome.hands : [];
  const hands = rawHands.map(handOf).filter((hand) => hand !== undefined);
  const insurance = isObject(outcome.insurance) ? outcome.insurance : {};
  const insuranceState = oneOf(INSURANCE_STATES, insurance.state);
  const legal = Array.isArray(outcome.legalActions) ? outcome.legalActions : [];
  const legalActions = legal.map((action) => oneOf(BLACKJACK_ACTIONS, action));
  if (!dealerCards || hands.length === 0 || hands.length !== rawHands.length) return undefined;
  if (!insuranceState || !isWhole(insurance.stake) || typeof outcome.over !== 'boolean') {
    return undefined;
  }
  if (legalActions.some((action) => action === undefined)) return undefined;
  return {
    game: 'blackjack',
    hands,
    activeHand: optionalWhole(outcome.activeHand),
    dealer: dealerCards.map(blackjackCard),
    dealerTotal: handValue(dealerCards).total,
    insurance: { state: insuranceState, stake: insurance.stake, win: optionalWhole(insurance.win) },
    legalActions: legalActions as BlackjackActionName[],
    over: outcome.over,
  };
}

function handOf(value: unknown): BlackjackHandView | undefined {
  if (!isObject(value)) return undefined;
  const cards = wholeList(value.cards);
  const status = oneOf(HAND_STATUSES, value.status);
  const { total, stake, soft, doubled } = value;
  if (!cards || !status || !isWhole(total) || !isWhole(stake)) return undefined;
  if (typeof soft !== 'boolean' || typeof doubled !== 'boolean') return undefined;
  const win = optionalWhole(value.win);
  return { cards: cards.map(blackjackCard), total, soft, stake, doubled, status, win };
}

const SPIN_NUMBERS = ['scatters', 'scatterWin', 'multiplier', 'freeSpinsWon', 'win'] as const;

/** Whether a spin won the jackpot, and what it paid. */
export interface JackpotResult {
  won: boolean;
  amount: number;
}

function jackpotOf(value: unknown): JackpotResult | undefined {
  if (!isObject(value) || typeof value.won !== 'boolean' || !isWhole(value.amount))
    return undefined;
  return { won: value.won, amount: value.amount };
}

function spinOf(value: unknown): SpinView | undefined {
  if (!isObject(value) || !SPIN_NUMBERS.every((key) => isWhole(value[key]))) return undefined;
  const grid = Array.isArray(value.grid) ? value.grid.map(wholeList) : [];
  if (grid.length === 0 || grid.some((reel) => reel === undefined)) return undefined;
  const lineWins = Array.isArray(value.lineWins) ? value.lineWins : [];
  const lines = lineWins.filter(
    (win): win is SpinView['lineWins'][number] =>
      isObject(win) && ['line', 'symbol', 'count', 'win'].every((key) => isWhole(win[key])),
  );
  if (lines.length !== lineWins.length) return undefined;
  const numbers = Object.fromEntries(SPIN_NUMBERS.map((key) => [key, value[key] as number]));
  return {
    ...(numbers as Pick<SpinView, (typeof SPIN_NUMBERS)[number]>),
    grid: grid as number[][],
    lineWins: lines,
  };
}

/** A dice roll in hundredths as the table writes it: 4217 -> "42.17". */
export function rollText(roll: number): string {
  return (roll / 100).toFixed(2);
}

/** A multiplier in ten-thousandths as a player reads it: 19800 -> "×1.98". */
export function multiplierText(multiplier: number): string {
  const times = multiplier / 10_000;
  return `×${Number(times.toFixed(4))}`;
}

const SUIT_SIGNS: Readonly<Record<Suit, string>> = {
  clubs: '♣',
  diamonds: '♦',
  hearts: '♥',
  spades: '♠',
};

export const suitSign = (suit: Suit) => SUIT_SIGNS[suit];
export const isRedSuit = (suit: Suit) => suit === 'hearts' || suit === 'diamonds';
export const cardText = ({ rank, suit }: { rank: Rank; suit: Suit }) =>
  `${rank}${SUIT_SIGNS[suit]}`;

export type { Card, CoupResult, PocketColour };
