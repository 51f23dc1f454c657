import type { CouponProblem } from '@arenabet/contracts';
import { priceBuilder } from '@arenabet/domain/betting/bet-builder';
import { isGoalScoreModel } from '@arenabet/domain/betting/goal-model';
import {
  type CheckCf,
  type Odds,
  oddsAcceptable,
  oddsFromDecimal,
} from '@arenabet/domain/betting/odds';
import type { LineEvent } from './coupon-line.ts';
import type { CouponContext, ParsedCoupon } from './coupon-recount.ts';

/*
 * A bet-builder coupon against the line now: its legs must be outcomes of one game's match
 * (not of a period), the game must carry its score model, and the domain prices them together
 * (priceBuilder). The odds the page showed (`builderCoef`) are checked under `checkCf`, as an
 * express's legs are.
 */

export interface BuilderQuote {
  /** The joint odds now; undefined when the legs cannot be built. */
  odds: Odds | undefined;
  problems: CouponProblem[];
}

/** The one game every leg is of, with its model; undefined when they are not of one match. */
function modelOf(events: readonly LineEvent[]) {
  const [first] = events;
  const game = first?.offered?.game;
  if (!game) return undefined;
  const ofMatch = events.every(
    (event) => event.sent.gameId === game.id && event.offered?.subGame === undefined,
  );
  return ofMatch && isGoalScoreModel(game.scoreModel) ? game.scoreModel : undefined;
}

function sentOddsProblems(coupon: ParsedCoupon, odds: Odds, checkCf: CheckCf): CouponProblem[] {
  if (coupon.builderCoef === undefined) return [];
  const sent = oddsFromDecimal(coupon.builderCoef);
  if (sent === undefined) return [{ key: 'coupon_odds_invalid' }];
  return oddsAcceptable(checkCf, sent, odds) ? [] : [{ key: 'coupon_odds_changed' }];
}

export function quoteBuilder(
  coupon: ParsedCoupon,
  events: readonly LineEvent[],
  context: CouponContext,
): BuilderQuote {
  const terms = context.settings.coupon.builder;
  const model = modelOf(events);
  if (terms.maxLegs === 0 || !model) {
    return { odds: undefined, problems: [{ key: 'builder_unavailable' }] };
  }
  const price = priceBuilder(
    model,
    events.map(({ sent }) => ({ group: sent.group, type: sent.type, param: sent.param })),
    terms,
  );
  if (!price.available) {
    const { refusal, index } = price;
    return {
      odds: undefined,
      problems: [index === undefined ? { key: refusal } : { key: refusal, index }],
    };
  }
  return { odds: price.odds, problems: sentOddsProblems(coupon, price.odds, context.checkCf) };
}
