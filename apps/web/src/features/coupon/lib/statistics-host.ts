import { outcomeKey } from '@arenabet/contracts';
import {
  isStatisticsFrameMessage,
  STATISTICS_MESSAGE_SOURCE,
  type StatisticsBetSelection,
  type StatisticsHostEnvelope,
} from '@arenabet/domain';
import type { CouponPick } from './coupon-picks.ts';

/*
 * The host side of the statistics frame's coupon messages (packages/domain/src/statistics-
 * frame.ts): the frame asks which of a game's outcomes are in the coupon and asks to put one in
 * or take it out; it gives up after 2000 ms, so the answer is sent at once.
 */

export function couponDataFor(
  requestId: string,
  gameId: number,
  picks: readonly CouponPick[],
): StatisticsHostEnvelope {
  return {
    source: STATISTICS_MESSAGE_SOURCE,
    type: 'couponData',
    requestId,
    isBetsAvailable: true,
    selected: picks
      .filter((pick) => pick.gameId === gameId)
      .map((pick) =>
        outcomeKey({
          group: pick.group,
          type: pick.type,
          ...(pick.param === undefined ? {} : { line: pick.param }),
        }),
      ),
  };
}

/** The frame names only the bet; the recount brings the names the slip shows. */
export function pickOfSelection(selection: StatisticsBetSelection): CouponPick {
  return {
    gameId: selection.gameId,
    group: selection.group,
    type: selection.type,
    ...(selection.line === undefined ? {} : { param: selection.line }),
    coef: selection.odds,
    home: '',
    champName: '',
    sportId: 0,
    live: false,
    periodName: '',
    marketName: '',
    outcomeName: '',
  };
}

export type FrameRequest =
  | { type: 'couponRequest'; requestId: string; gameId: number }
  | { type: 'betRequest'; requestId: string; selection: StatisticsBetSelection };

/** A frame's coupon question, or undefined for any other message. */
export function readFrameRequest(data: unknown): FrameRequest | undefined {
  if (!isStatisticsFrameMessage(data)) return undefined;
  if (data.type === 'couponRequest' && Number.isInteger(data.gameId)) return data;
  if (data.type === 'betRequest') {
    const { selection } = data;
    const valid =
      typeof selection === 'object' &&
      selection !== null &&
      Number.isInteger(selection.gameId) &&
      Number.isInteger(selection.group) &&
      Number.isInteger(selection.type) &&
      typeof selection.odds === 'number' &&
      selection.odds > 1;
    return valid ? data : undefined;
  }
  return undefined;
}
