import type { Card, CoupResult, Rank, Suit } from '@arenabet/domain/casino/games/baccarat-tableau';
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
    };

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
      return isWhole(outcome.pocket) ? { game, pocket: outcome.pocket } : undefined;
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
    default:
      return undefined;
  }
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
