import { type FeedGame, outcomeKey } from '@arenabet/contracts';
import { createContext, useContext, useSyncExternalStore } from 'react';

/*
 * The coupon lives in a feature, but prices are shown by shared components in every list. The
 * layout provides the coupon through this context, so a price anywhere knows whether it is in
 * the coupon and what a click on it does, without each page passing it down.
 */

/** What a price needs of its game to be put in the coupon and shown there. */
export interface PickGame {
  /** The game or sub-game the outcome belongs to (a sub-game is a bet of its own). */
  id: number;
  home: Pick<FeedGame['home'], 'name'>;
  away?: Pick<FeedGame['home'], 'name'> | undefined;
  champName: string;
  sportId: number;
  live: boolean;
  /** A sub-game's period or statistics name; empty for the match. */
  periodName?: string;
}

/** An outcome as a click on a price hands it to the coupon: the bet, and names to show it. */
export interface OutcomePick {
  gameId: number;
  group: number;
  type: number;
  param?: number;
  /** The decimal odds the player saw. */
  coef: number;
  home: string;
  away?: string;
  champName: string;
  sportId: number;
  live: boolean;
  periodName: string;
  marketName: string;
  outcomeName: string;
}

export interface OutcomePicker {
  /** For `useSyncExternalStore`: called whenever the coupon's outcomes change. */
  subscribe(listener: () => void): () => void;
  isPicked(gameId: number, key: string): boolean;
  pick(pick: OutcomePick): void;
  /** Puts the site's express of the day in the coupon. */
  addExpressOfDay(): void;
}

export const OutcomePickerContext = createContext<OutcomePicker | null>(null);

/** The coupon, when the page sits in a layout that has one. */
export function useOutcomePicker(): OutcomePicker | null {
  return useContext(OutcomePickerContext);
}

const noSubscription = () => () => undefined;

/** Whether one price is in the coupon; re-renders only when that answer changes. */
export function useIsPicked(gameId: number | undefined, key: string | undefined): boolean {
  const picker = useOutcomePicker();
  return useSyncExternalStore(picker?.subscribe ?? noSubscription, () =>
    picker && gameId !== undefined && key !== undefined ? picker.isPicked(gameId, key) : false,
  );
}

/** `gameId/group:type[:line]`: the same outcome of a sub-game and its parent are two bets. */
export function pickKeyOf(gameId: number, outcome: { group: number; type: number; line?: number }) {
  return `${gameId}/${outcomeKey(outcome)}`;
}

export function pickGameOf(game: FeedGame, periodName = ''): PickGame {
  return {
    id: game.id,
    home: game.home,
    away: game.away,
    champName: game.champName,
    sportId: game.sportId,
    live: game.live !== undefined,
    periodName,
  };
}
