import { COUPON_VID } from './coupon-kinds.ts';

/*
 * VIP bets (spec 001 `VIPBetSumm`, MakeBetBidWeb, the "VIP bet by geography" switch): a stake
 * above the player's maximum is a request for the book's traders. Offered only with the switch
 * on and to players of the countries the operator lists; singles and expresses only. A trader
 * may counter with a lower stake, or with other odds on a single (an express settles on its
 * legs' odds, so only its stake can change).
 */

export type VipBetState =
  | 'pending'
  | 'countered'
  | 'accepted'
  | 'refused'
  | 'declined'
  | 'expired'
  | 'failed';

/** Still waiting for someone: the stake is held. */
export function isVipOpen(state: VipBetState): boolean {
  return state === 'pending' || state === 'countered';
}

export interface VipGeography {
  /** The "VIP bet by geography" switch. */
  switchOn: boolean;
  /** Country ids whose players may send VIP requests. */
  countries: readonly number[];
}

export function vipBetAllowed(geography: VipGeography, countryId: number | null): boolean {
  return geography.switchOn && countryId !== null && geography.countries.includes(countryId);
}

/** Singles and expresses: a system's stake is split over many bets, a multi is several. */
export function isVipKind(vid: number): boolean {
  return vid === COUPON_VID.single || vid === COUPON_VID.express;
}

export interface CounterOffer {
  vid: number;
  /** The stake asked for, minor units. */
  stake: number;
  counterStake?: number;
  /** Odds in thousandths. */
  counterOdds?: number;
}

/** Field → dictionary key of what is wrong with a counter-offer; empty when it stands. */
export function counterOfferProblems(offer: CounterOffer): Record<string, string> {
  const problems: Record<string, string> = {};
  const { counterStake, counterOdds } = offer;
  if (counterStake === undefined && counterOdds === undefined) {
    problems.counterStake = 'vip_counter_empty';
  }
  if (counterStake !== undefined && !(counterStake > 0 && counterStake <= offer.stake)) {
    problems.counterStake = 'vip_counter_stake_invalid';
  }
  if (counterOdds !== undefined && offer.vid !== COUPON_VID.single) {
    problems.counterCoef = 'vip_counter_odds_single_only';
  }
  return problems;
}
