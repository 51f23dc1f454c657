import {
  type PlaceBetOptions,
  usePlaceBet as usePlaceBetWith,
} from '../../../shared/bets/use-place-bet.ts';
import { placeBet } from '../api/place-bet.ts';

export type { PlaceResult, PlaceState, Refusal } from '../../../shared/bets/use-place-bet.ts';

/** Placing the coupon: MakeBetWeb, or MakeBetWebMulti for several singles. */
export function usePlaceBet(options: Omit<PlaceBetOptions, 'send'> = {}) {
  return usePlaceBetWith({ ...options, send: placeBet });
}
