import { exceedsPrecision, type MinorUnits, safeMinorUnits, toMinorUnits } from '../money.ts';
import type { BettingTaxes } from '../site-settings-types.ts';
import { COUPON_VID } from './coupon-kinds.ts';
import { floorDiv, minorUnitsOf } from './exact.ts';
import type { Odds } from './odds.ts';
import { type CouponStakeInput, possibleWin } from './possible-win.ts';

/*
 * Betting taxes of the site configuration (docs/decisions.md, "Betting taxes"). A stake tax is
 * taken out of the stake, as Poland's 12 % or Germany's 5.3 %: what plays is the rest. A
 * winnings tax is withheld from the profit (payout less the stake paid), as Kenya's 20 %, when
 * the profit is above a threshold and the odds are at least a threshold, as the US withholding
 * rule (over $5 000 and 300 to 1). Every tax is rounded down to the minor unit.
 */

export const TAX_TYPE = { none: 0, stake: 1, winnings: 2, both: 3 } as const;

const BASIS_POINTS = 10_000;
const PERCENT_DECIMALS = 2;
const ODDS_DECIMALS = 3;
const ZERO = safeMinorUnits(0);

function taxesStake(taxes: BettingTaxes): boolean {
  return taxes.taxType === TAX_TYPE.stake || taxes.taxType === TAX_TYPE.both;
}

function taxesWinnings(taxes: BettingTaxes): boolean {
  return taxes.taxType === TAX_TYPE.winnings || taxes.taxType === TAX_TYPE.both;
}

/** A configured decimal in units of 10^-decimals, rounded down; absent or negative is 0. */
function configScaled(value: number, decimals: number): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  // An absurd configured value must not throw in the middle of a bet: it means "no limit".
  if (value * 10 ** decimals >= Number.MAX_SAFE_INTEGER) return Number.MAX_SAFE_INTEGER;
  return toMinorUnits(value, decimals, 'toward-zero');
}

/** 13.5 % -> 1350 basis points; a percent over 100 is read as 100. */
function basisPoints(percent: number): number {
  return Math.min(configScaled(percent, PERCENT_DECIMALS), BASIS_POINTS);
}

function percentOf(amount: MinorUnits, percent: number): MinorUnits {
  const taxed = BigInt(amount) * BigInt(basisPoints(percent));
  return minorUnitsOf(floorDiv(taxed, BigInt(BASIS_POINTS)));
}

/** Odds at least 1.5005 means at least 1.501 in thousandths: the threshold rounds up. */
function coefThresholdOdds(coefThreshold: number): Odds {
  const floor = configScaled(coefThreshold, ODDS_DECIMALS);
  const partial = Number.isFinite(coefThreshold) && coefThreshold > 0;
  return partial && exceedsPrecision(coefThreshold, ODDS_DECIMALS) ? floor + 1 : floor;
}

/** The tax a bet's stake pays; the stake that plays is `stake - stakeTax`. */
export function stakeTax(stake: MinorUnits, taxes: BettingTaxes): MinorUnits {
  return taxesStake(taxes) ? percentOf(stake, taxes.betTaxPercent) : ZERO;
}

export interface PayoutToTax {
  /** The stake the player paid, stake tax included: only the profit beyond it is taxed. */
  stake: MinorUnits;
  payout: MinorUnits;
  totalOdds: Odds;
}

/** `precision` is the account currency's, for the threshold given in major units. */
export function payoutTax(bet: PayoutToTax, taxes: BettingTaxes, precision: number): MinorUnits {
  const profit = bet.payout - bet.stake;
  if (!taxesWinnings(taxes) || profit <= 0) return ZERO;
  if (profit <= configScaled(taxes.winAmountThreshold, precision)) return ZERO;
  if (bet.totalOdds < coefThresholdOdds(taxes.coefThreshold)) return ZERO;
  return percentOf(safeMinorUnits(profit), taxes.payoutTaxPercent);
}

/** What the coupon shows under the stake field. */
export interface CouponMoney {
  /** What the player pays (a system's undivided remainder is not taken). */
  stake: MinorUnits;
  stakeTax: MinorUnits;
  playingStake: MinorUnits;
  totalOdds: Odds;
  /** The possible win of the playing stake, before the winnings tax. */
  grossWin: MinorUnits;
  payoutTax: MinorUnits;
  /** What is paid if every leg wins. */
  netWin: MinorUnits;
}

function sumOf(amounts: readonly MinorUnits[]): MinorUnits {
  return minorUnitsOf(amounts.reduce((sum, amount) => sum + BigInt(amount), 0n));
}

/** Each single of a multi coupon is a bet of its own, taxed on its own. */
function multiMoney(coupon: CouponStakeInput, taxes: BettingTaxes, precision: number) {
  const priced = possibleWin(coupon);
  const stakes = coupon.stakes ?? [];
  const stakeTaxes = stakes.map((stake) => stakeTax(stake, taxes));
  const playing = stakes.map((stake, i) => safeMinorUnits(stake - (stakeTaxes[i] ?? 0)));
  const singles = coupon.legs.map((odds, i) => {
    const played = playing[i] ?? ZERO;
    const win = possibleWin({ vid: COUPON_VID.single, stake: played, legs: [odds] }).possibleWin;
    const paid = stakes[i] ?? ZERO;
    return { win, tax: payoutTax({ stake: paid, payout: win, totalOdds: odds }, taxes, precision) };
  });
  const grossWin = sumOf(singles.map((single) => single.win));
  const tax = sumOf(singles.map((single) => single.tax));
  return { priced, stakeTax: sumOf(stakeTaxes), playingStake: sumOf(playing), grossWin, tax };
}

/**
 * The stake tax is taken per bet (a system's expresses each pay it on the stake per bet), so the
 * playing stake of a system still divides into its expresses. A system's winnings are taxed as
 * one payout, as it is paid.
 */
function betsMoney(coupon: CouponStakeInput, taxes: BettingTaxes, precision: number) {
  const priced = possibleWin(coupon);
  const perBet = priced.stakePerBet ?? ZERO;
  const taxPerBet = stakeTax(perBet, taxes);
  const stakeTaxTotal = minorUnitsOf(BigInt(taxPerBet) * BigInt(priced.betCount));
  const playingStake = safeMinorUnits(priced.stakeTaken - stakeTaxTotal);
  const grossWin = possibleWin({ ...coupon, stake: playingStake }).possibleWin;
  const bet = { stake: priced.stakeTaken, payout: grossWin, totalOdds: priced.totalOdds };
  const tax = payoutTax(bet, taxes, precision);
  return { priced, stakeTax: stakeTaxTotal, playingStake, grossWin, tax };
}

export function couponMoney(
  coupon: CouponStakeInput,
  taxes: BettingTaxes,
  precision: number,
): CouponMoney {
  const money =
    coupon.vid === COUPON_VID.multi
      ? multiMoney(coupon, taxes, precision)
      : betsMoney(coupon, taxes, precision);
  return {
    stake: money.priced.stakeTaken,
    stakeTax: money.stakeTax,
    playingStake: money.playingStake,
    totalOdds: money.priced.totalOdds,
    grossWin: money.grossWin,
    payoutTax: money.tax,
    netWin: safeMinorUnits(money.grossWin - money.tax),
  };
}

export interface SettledToTax extends PayoutToTax {
  /** The stake tax taken at acceptance (the configuration may have changed since). */
  stakeTax: MinorUnits;
  refunded: boolean;
}

export interface SettledMoney {
  payoutTax: MinorUnits;
  stakeTaxReturned: MinorUnits;
  /** What the player's account receives. */
  credited: MinorUnits;
}

/** With `hasReturnTax`, a refunded bet gives back the stake tax too: the player paid for nothing. */
export function settledMoney(
  bet: SettledToTax,
  taxes: BettingTaxes,
  precision: number,
): SettledMoney {
  const tax = payoutTax(bet, taxes, precision);
  const returned = bet.refunded && taxes.hasReturnTax ? bet.stakeTax : ZERO;
  return {
    payoutTax: tax,
    stakeTaxReturned: returned,
    credited: safeMinorUnits(bet.payout - tax + returned),
  };
}
