import { uniformInt, type WordSource } from '../chance.ts';

/*
 * Punto banco's cards and its fixed drawing rules (the tableau): neither hand chooses, so a coup
 * is a function of the cards alone. A hand counts its points modulo 10: an ace is 1, two to nine
 * their pips, a ten or a face 0.
 */

export const SUITS = ['clubs', 'diamonds', 'hearts', 'spades'] as const;
export type Suit = (typeof SUITS)[number];

export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export type Rank = (typeof RANKS)[number];

export interface Card {
  rank: Rank;
  suit: Suit;
}

export const DECK = RANKS.length * SUITS.length;

/** Card 0-51 of a fresh deck: suit by suit, ace to king. */
export function cardOf(index: number): Card {
  return {
    rank: RANKS[index % RANKS.length] as Rank,
    suit: SUITS[Math.floor(index / RANKS.length)] as Suit,
  };
}

export function pointsOf({ rank }: Card): number {
  const pips = RANKS.indexOf(rank) + 1;
  return pips >= 10 ? 0 : pips;
}

export function totalOf(hand: readonly Card[]): number {
  return hand.reduce((sum, card) => sum + pointsOf(card), 0) % 10;
}

/** An 8 or 9 on the first two cards: both hands stand, whatever the other holds. */
export function isNatural(total: number): boolean {
  return total >= 8;
}

/** The player draws a third card on 0-5 and stands on 6-7. */
export function playerDraws(playerTotal: number): boolean {
  return playerTotal <= 5;
}

/**
 * The banker's rule. When the player stood, the banker draws on 0-5 as the player would;
 * otherwise it depends on the points of the player's third card.
 */
export function bankerDraws(bankerTotal: number, playerThird: number | undefined): boolean {
  if (playerThird === undefined) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

export type CoupResult = 'player' | 'banker' | 'tie';

export function resultOf(playerTotal: number, bankerTotal: number): CoupResult {
  if (playerTotal === bankerTotal) return 'tie';
  return playerTotal > bankerTotal ? 'player' : 'banker';
}

/** Ranks per point value: four (ten, jack, queen, king) count 0, one each counts 1 to 9. */
const RANKS_OF_POINTS = [4, 1, 1, 1, 1, 1, 1, 1, 1, 1];
const POINTS = RANKS_OF_POINTS.map((_, points) => points);

/** Every sequence of six ranks, equally likely from an infinite deck: 13^6 = 4 826 809. */
export const COUPS = RANKS.length ** 6;

/** The points of the first four cards, every way they can fall. */
function* firstFours(): Generator<[number, number, number, number]> {
  for (const p1 of POINTS) {
    for (const b1 of POINTS) {
      for (const p2 of POINTS) {
        for (const b2 of POINTS) yield [p1, b1, p2, b2];
      }
    }
  }
}

/**
 * How many of the 13^6 rank sequences end in each result. A coup uses the first four to six
 * cards; the ones it leaves undealt count every way they could have fallen. Enumerated by
 * points, each weighted by its ranks, so it is the 13-rank enumeration grouped (10 000 deals of
 * four cards, not 28 561).
 */
export function coupCounts(): Record<CoupResult, number> {
  const counts: Record<CoupResult, number> = { player: 0, banker: 0, tie: 0 };
  const ways = (points: number) => RANKS_OF_POINTS[points] as number;
  const settle = (player: number, banker: number, sequences: number) => {
    counts[resultOf(player % 10, banker % 10)] += sequences;
  };
  const bankerThird = (
    player: number,
    banker: number,
    playerThird: number | undefined,
    n: number,
  ) => {
    if (!bankerDraws(banker, playerThird)) return settle(player, banker, n * RANKS.length);
    for (const b3 of POINTS) settle(player, banker + b3, n * ways(b3));
  };
  for (const [p1, b1, p2, b2] of firstFours()) {
    const n = ways(p1) * ways(b1) * ways(p2) * ways(b2);
    const player = (p1 + p2) % 10;
    const banker = (b1 + b2) % 10;
    if (isNatural(player) || isNatural(banker)) settle(player, banker, n * RANKS.length ** 2);
    else if (!playerDraws(player)) bankerThird(player, banker, undefined, n * RANKS.length);
    else for (const p3 of POINTS) bankerThird(player + p3, banker, p3, n * ways(p3));
  }
  return counts;
}

export interface Coup {
  player: Card[];
  banker: Card[];
}

/** Deals player, banker, player, banker, then the third cards the tableau calls for. */
export function dealCoup(source: WordSource): Coup {
  const draw = () => cardOf(uniformInt(source, DECK));
  const player = [draw()];
  const banker = [draw()];
  player.push(draw());
  banker.push(draw());
  const [playerTotal, bankerTotal] = [totalOf(player), totalOf(banker)];
  if (isNatural(playerTotal) || isNatural(bankerTotal)) return { player, banker };
  let playerThird: number | undefined;
  if (playerDraws(playerTotal)) {
    const card = draw();
    player.push(card);
    playerThird = pointsOf(card);
  }
  if (bankerDraws(bankerTotal, playerThird)) banker.push(draw());
  return { player, banker };
}
