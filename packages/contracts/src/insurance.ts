/*
 * Bet insurance (the spec's insurance switch; the spec names the switch, not the calls): a
 * player insures a share of an open bet's playing stake for a premium, and the insured amount
 * comes back if the bet loses. The call is ours, beside the cash-out's and secured like it.
 * Amounts are decimal text in major units, as everywhere in betting.
 */
import { z } from 'zod/mini';
import { amountInput, insuranceView, LIVE_BET_SECURE } from './bets.ts';
import { defineCall } from './call.ts';
import { resource, resourceBody } from './json-api.ts';
import { idNumber } from './primitives.ts';

export const insureBetRequest = z.object({
  /** The bet insured: the spec's field for the bet a request is about. */
  saleBetId: idNumber,
  /** Whole percent of the playing stake, 10 to 100. */
  percent: z
    .int()
    .check(z.gte(10, 'insurance_percent_invalid'), z.lte(100, 'insurance_percent_invalid')),
  /** The premium the page showed: the cover is bought at the premium now if not above it. */
  premium: amountInput,
});
export type InsureBetRequest = z.input<typeof insureBetRequest>;

export const insuranceCalls = {
  insure: defineCall({
    method: 'POST',
    path: `${LIVE_BET_SECURE}/InsureBet`,
    summary: "Insure a share of an open bet's stake against its loss, for a premium",
    description:
      'Signed-in only, as MakeBetWeb. 403 insurance_off when the switch is off for the ' +
      "player's country; 404 coupon_unknown for another player's coupon; 409 " +
      'insurance_refused_<reason> when the bet cannot be insured now; 409 ' +
      'insurance_price_changed when the premium now is above the one sent. A bet is insured ' +
      'once: the same cover again answers it, another is insurance_refused_insured.',
    tag: 'bets',
    access: 'player',
    body: resourceBody(insureBetRequest),
    response: resource('bet-insurance', z.extend(insuranceView, { couponId: z.int() })),
  }),
};
