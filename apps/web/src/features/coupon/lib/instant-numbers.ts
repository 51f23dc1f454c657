import { COUPON_VIDS, type CouponRequest } from '@arenabet/contracts';
import { fromMinorUnits, type MinorUnits, toMinorUnits } from '@arenabet/domain';
import { oddsFromDecimal, oddsToDecimalText, possibleWin } from '@arenabet/domain/betting/index';

/*
 * The slip's numbers while the player types a stake, before the recount answers: the same
 * maths the server uses (packages/domain/src/betting), so the figure does not jump when the
 * answer lands. Taxes and limits stay the server's.
 */

export interface InstantNumbers {
  totalCoef: number;
  betCount: number;
  stakePerBet: string | undefined;
  possibleWin: string;
}

export function instantNumbers(
  request: CouponRequest | undefined,
  precision: number,
  /** The express boost the request takes (`boostTaken`). */
  boostPercent?: number,
): InstantNumbers | undefined {
  if (!request) return undefined;
  try {
    const legs = request.couponEvents.map((event) => oddsFromDecimal(event.coef));
    if (legs.some((odds) => odds === undefined)) return undefined;
    const minor = (text: string | number | undefined) =>
      toMinorUnits(String(text ?? '0'), precision, 'toward-zero');
    const stakes =
      request.vid === COUPON_VIDS.multi
        ? (request.groupsSumms ?? request.couponEvents.map(() => '0')).map(minor)
        : undefined;
    const stake = stakes
      ? (stakes.reduce((sum, one) => sum + one, 0) as MinorUnits)
      : minor(request.summ);
    const result = possibleWin({
      vid: request.vid,
      stake,
      legs: legs as number[],
      ...(request.expressNum === undefined ? {} : { systemSize: request.expressNum }),
      ...(stakes ? { stakes } : {}),
      ...(request.isExpressBoost && boostPercent ? { boostPercent } : {}),
    });
    return {
      totalCoef: Number(oddsToDecimalText(result.totalOdds)),
      betCount: result.betCount,
      stakePerBet:
        result.stakePerBet === undefined
          ? undefined
          : fromMinorUnits(result.stakePerBet, precision),
      possibleWin: fromMinorUnits(result.possibleWin, precision),
    };
  } catch {
    // A shape the maths refuses (a stake too small to split): the server's answer will say why.
    return undefined;
  }
}
