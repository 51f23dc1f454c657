/*
 * Cash-out, the spec's coupon sale (`saleBetId`; the coupon sale switch): the house buys back
 * an open single or express at a price from the book's current chances. The spec names the
 * field and the switch, not the calls, so the calls are ours, beside MakeBetWeb and secured
 * like it: a quote, valid for a few seconds, then the sale of the whole bet or a part of its
 * stake with that quote. Amounts are decimal text in major units, as everywhere in betting.
 */
import { z } from 'zod/mini';
import { amountInput, checkCfInput, LIVE_BET_SECURE } from './bets.ts';

import { defineCall } from './call.ts';
import { resource, resourceBody } from './json-api.ts';
import { idNumber } from './primitives.ts';

export const cashOutQuote = z.object({
  /** Sends the sale; good once, until `expiresAt`. */
  quoteId: z.string(),
  couponId: z.int(),
  price: z.string(),
  /** The stake still playing, which a part is sold out of. */
  playingStake: z.string(),
  expiresAt: z.string(),
});
export type CashOutQuote = z.infer<typeof cashOutQuote>;

export const cashOutSaleRequest = z.object({
  /** The coupon sold: the spec's field. */
  saleBetId: idNumber,
  quoteId: z.string().check(z.minLength(1, 'required'), z.maxLength(64)),
  /** The part of the playing stake sold; the whole of it when absent. */
  summ: z.optional(amountInput),
  /**
   * What to do when the price moved since the quote, as the coupon's own setting: 0 refuse any
   * change, 1 take a higher price, 2 take any. The price paid is the price at the sale.
   */
  checkCf: z._default(z.optional(checkCfInput), 0),
});
export type CashOutSaleRequest = z.input<typeof cashOutSaleRequest>;

export const cashOutSale = z.object({
  couponId: z.int(),
  /** What the player's account received (the price less any winnings tax). */
  credited: z.string(),
  price: z.string(),
  soldStake: z.string(),
  /** The stake still playing after the sale; '0' when the whole bet was sold. */
  remainingStake: z.string(),
  state: z.enum(['open', 'sold']),
});
export type CashOutSale = z.infer<typeof cashOutSale>;

const saleNote =
  'Signed-in only, as MakeBetWeb. 403 coupon_sale_off when the coupon sale switch is off for ' +
  "the player's country; 404 coupon_unknown for another player's coupon; 409 " +
  'cash_out_refused_<reason> when the bet has no price now (a locked or finished leg, a ' +
  'system, a lost leg).';

export const cashOutCalls = {
  quote: defineCall({
    method: 'POST',
    path: `${LIVE_BET_SECURE}/SaleQuote`,
    summary: "An open bet's cash-out price, good for a few seconds",
    description: saleNote,
    tag: 'bets',
    access: 'player',
    body: resourceBody(z.object({ saleBetId: idNumber })),
    response: resource('cash-out-quote', cashOutQuote),
  }),
  sell: defineCall({
    method: 'POST',
    path: `${LIVE_BET_SECURE}/SaleBet`,
    summary: 'Sell an open bet, whole or a part of its stake, with a quote',
    description:
      `${saleNote} Idempotent by quoteId: the same quote again answers the first sale. 409 ` +
      'cash_out_quote_expired past its time or after another sale of the bet; 409 ' +
      'cash_out_price_changed when the price moved against the checkCf; 400 ' +
      'validation_errors.summ for a part beyond the playing stake or leaving less than the ' +
      'minimum stake.',
    tag: 'bets',
    access: 'player',
    body: resourceBody(cashOutSaleRequest),
    response: resource('cash-out-sale', cashOutSale),
  }),
};
