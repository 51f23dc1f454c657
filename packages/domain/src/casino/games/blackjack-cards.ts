import { uniformInt, type WordSource } from '../chance.ts';

/*
 * Blackjack's cards. A card is 0-51: suit = floor(card / 13) (spades, hearts, diamonds, clubs),
 * rank = card mod 13 (ace, 2-10, jack, queen, king). Every card is drawn as uniformInt(source,
 * 52) from a fresh deck: an infinite deck, as the provably fair casinos deal, so no card seen
 * changes the chance of the next and no counting helps.
 */

export type Card = number;

export const DECK_SIZE = 52;

export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export const SUITS = ['spades', 'hearts', 'diamonds', 'clubs'] as const;

export const rankOf = (card: Card) => RANKS[card % 13] as (typeof RANKS)[number];
export const suitOf = (card: Card) => SUITS[Math.floor(card / 13)] as (typeof SUITS)[number];

/** The next card off the words: a fresh deck's, every time. */
export const drawCard = (source: WordSource): Card => uniformInt(source, DECK_SIZE);

/**
 * The first `count` cards a round's words deal, in the order the table takes them: the player,
 * the dealer's up card, the player, the hole card, then each as an action or the dealer asks.
 * Whatever the player did, the cards of the round are these, in this order.
 */
export function dealingOrder(source: WordSource, count: number): Card[] {
  return Array.from({ length: count }, () => drawCard(source));
}

/** The card's count: 1 for an ace (11 is the hand's business), 10 for a ten or a face card. */
export function countOf(card: Card): number {
  return Math.min((card % 13) + 1, 10);
}

export interface HandValue {
  total: number;
  /** An ace counts 11 in the total. */
  soft: boolean;
}

export function handValue(cards: readonly Card[]): HandValue {
  const hard = cards.reduce((sum, card) => sum + countOf(card), 0);
  const soft = cards.some((card) => countOf(card) === 1) && hard + 10 <= 21;
  return { total: soft ? hard + 10 : hard, soft };
}

/** Two cards making 21: an ace and a ten-count card. */
export function isBlackjack(cards: readonly Card[]): boolean {
  return cards.length === 2 && handValue(cards).total === 21;
}
