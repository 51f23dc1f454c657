import type { WordSource } from './chance.ts';

/*
 * What every in-house casino game is to the rest of the site. A game is pure: its round is a
 * function of the words it draws and the player's bet, so the server plays it from the fair
 * stream, the verification page replays it in the browser, and the return-to-player tests run it
 * millions of times from a seeded generator. No game keeps state between rounds.
 */

/** Money in minor units of the account's currency; a multiplier in ten-thousandths. */
export type MinorUnits = number;

export const MULTIPLIER_SCALE = 10_000;

/** A win of `multiplier` (ten-thousandths) on a stake, rounded down to the minor unit. */
export function winOf(stake: MinorUnits, multiplier: number): MinorUnits {
  return Math.floor((stake * multiplier) / MULTIPLIER_SCALE);
}

export interface RoundResult<Outcome> {
  outcome: Outcome;
  /** Everything the round pays back, stakes of winning bets included; 0 on a loss. */
  win: MinorUnits;
}

export interface CasinoGame<Bet, Outcome> {
  /** The game's slug, also its URL. */
  readonly slug: string;
  /** The whole stake the bet puts at risk. */
  stakeOf(bet: Bet): MinorUnits;
  /** A dictionary key for a bet the rules refuse, or undefined. */
  betProblem(bet: Bet): string | undefined;
  play(source: WordSource, bet: Bet): RoundResult<Outcome>;
  /** The theoretical return to player as an exact fraction of stakes, from the rules alone. */
  readonly returnToPlayer: number;
}

/** Where a round the player acts in stands: what is staked so far, and its win once over. */
export interface RoundProgress {
  staked: MinorUnits;
  over: boolean;
  win: MinorUnits | undefined;
}

export type InteractiveReplay<State extends RoundProgress> =
  | { ok: true; state: State }
  /** The state before the refused action. */
  | { ok: false; problem: string; state: State };

/**
 * A game the player acts in during the round (blackjack). It is a pure replay of the bet and
 * the actions so far from the round's words: the server keeps the actions, never a state.
 */
export interface InteractiveCasinoGame<Bet, Action extends string, State extends RoundProgress> {
  readonly slug: string;
  stakeOf(bet: Bet): MinorUnits;
  betProblem(bet: Bet): string | undefined;
  replay(source: WordSource, bet: Bet, actions: readonly Action[]): InteractiveReplay<State>;
  /**
   * The move that plays on a round its player left (see ABANDONED_ROUND_MS): the one that risks
   * no more money and asks for no card.
   */
  closingAction(state: State): Action;
  readonly returnToPlayer: number;
}
