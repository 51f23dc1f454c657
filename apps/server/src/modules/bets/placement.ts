import { createHash } from 'node:crypto';
import type { CouponProblem } from '@arenabet/contracts';
import { type MinorUnits, safeMinorUnits } from '@arenabet/domain';
import { COUPON_VID } from '@arenabet/domain/betting/coupon-kinds';
import type { ExpressBoostTerms } from '@arenabet/domain/betting/express-extras';
import { possibleWin } from '@arenabet/domain/betting/possible-win';
import { stakeTax } from '@arenabet/domain/betting/taxes';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/transaction.ts';
import type { TransferRequest } from '../accounts/service.ts';
import type { LineEvent } from './coupon-line.ts';
import { paramKeyOf } from './coupon-line.ts';
import type { CouponContext, ParsedCoupon, RecountedCoupon } from './coupon-recount.ts';
import { limitIn } from './coupon-recount.ts';
import { couponLegs, coupons } from './schema.ts';

/*
 * Writing an accepted bet: its coupons and legs, and its stake leaving the player's account for
 * the house's pending-bets account, in one transaction keyed by the bet's GUID.
 */

/** A refusal found inside the acceptance transaction: it rolls back, then is recorded. */
export class BetRefusal extends Error {
  constructor(
    readonly reason: string,
    readonly problems: CouponProblem[] = [],
  ) {
    super(reason);
  }
}

/** The same coupon always prints the same: a GUID sent again with another coupon is refused. */
export function couponFingerprint(coupon: ParsedCoupon): string {
  const { couponEvents, vid, expressNum, summ, groupsSumms, checkCf, accountId, isExpressBoost } =
    coupon;
  const events = couponEvents.map((e) => [e.gameId, e.group, e.type, e.param ?? null, e.coef]);
  const canonical = JSON.stringify([
    events,
    vid,
    expressNum ?? null,
    String(summ ?? ''),
    (groupsSumms ?? []).map(String),
    checkCf ?? null,
    accountId ?? null,
    // Appended only when set, so the fingerprints of bets taken before them stay as they were.
    ...(isExpressBoost ? ['boost'] : []),
    ...(coupon.isPowerBet ? ['power', coupon.saleBetId ?? null] : []),
    ...(coupon.antiExpressCoef === undefined ? [] : ['anti', coupon.antiExpressCoef]),
    ...(coupon.builderCoupon ? ['builder', coupon.builderCoef ?? null] : []),
    ...(coupon.VIPBetSumm === undefined ? [] : ['vip', String(coupon.VIPBetSumm)]),
    ...(coupon.avanceBet ? ['advance'] : []),
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

export interface BetAccount {
  accountId: number;
  currencyId: number;
  houseBets: number;
  houseTaxes: number;
}

/** One coupon to write: the whole coupon, or one single of a multi. */
export interface CouponRow {
  vid: number;
  systemSize: number | null;
  stake: MinorUnits;
  stakeTax: MinorUnits;
  betCount: number;
  totalOdds: number;
  possibleWin: MinorUnits;
  /** A boosted express's terms, as accepted. */
  boost: ExpressBoostTerms | null;
  /** A powerbet: the single it raises. */
  powerOf: number | null;
  /** An anti-express: its legs bet on not every one winning, at `totalOdds`. */
  antiExpress: boolean;
  /** A bet-builder bet: its legs (of one game) all win, at their joint `totalOdds`. */
  builder: boolean;
  /** An advance bet: the open bet backing it (advance.ts). */
  advanceOf?: number;
  legs: readonly { event: LineEvent; odds: number; position: number }[];
}

function singleOfMulti(
  recounted: RecountedCoupon,
  index: number,
  context: CouponContext,
): CouponRow {
  const stake = recounted.stakes[index] ?? safeMinorUnits(0);
  const odds = recounted.odds[index] ?? 0;
  const tax = stakeTax(stake, context.settings.taxes);
  const playing = safeMinorUnits(stake - tax);
  const event = recounted.events[index] as LineEvent;
  return {
    vid: COUPON_VID.single,
    systemSize: null,
    stake,
    stakeTax: tax,
    betCount: 1,
    totalOdds: odds,
    possibleWin: possibleWin({ vid: COUPON_VID.single, stake: playing, legs: [odds] }).possibleWin,
    boost: null,
    powerOf: null,
    antiExpress: false,
    builder: false,
    legs: [{ event, odds, position: 0 }],
  };
}

/** The coupons a bet makes: one, or one single per event of a multi. */
export function couponRowsOf(
  coupon: ParsedCoupon,
  recounted: RecountedCoupon,
  context: CouponContext,
): CouponRow[] {
  const money = recounted.money;
  if (!money) throw new BetRefusal('coupon_stake_invalid');
  if (coupon.vid === COUPON_VID.multi) {
    return recounted.events.map((_, i) => singleOfMulti(recounted, i, context));
  }
  return [
    {
      vid: coupon.vid,
      systemSize: coupon.vid === COUPON_VID.system ? (coupon.expressNum ?? null) : null,
      stake: money.stake,
      stakeTax: money.stakeTax,
      betCount: recounted.view.betCount,
      totalOdds: money.totalOdds,
      possibleWin: money.grossWin,
      boost: recounted.boost ?? null,
      powerOf: coupon.isPowerBet ? (coupon.saleBetId ?? null) : null,
      antiExpress: recounted.antiExpress,
      builder: recounted.builder,
      legs: recounted.events.map((event, position) => ({
        event,
        odds: recounted.odds[position] ?? 0,
        position,
      })),
    },
  ];
}

/** The bet's one movement: the stakes to pending bets, the stake tax to the tax account. */
export function stakeMovement(betGuid: string, rows: readonly CouponRow[], account: BetAccount) {
  const paid = rows.reduce((sum, row) => sum + row.stake, 0);
  const tax = rows.reduce((sum, row) => sum + row.stakeTax, 0);
  const postings = [
    { accountId: account.accountId, amount: -paid },
    { accountId: account.houseBets, amount: paid - tax },
  ];
  if (tax > 0) postings.push({ accountId: account.houseTaxes, amount: tax });
  return {
    idempotencyKey: `bet:${betGuid}`,
    kind: 'bet_stake',
    postings,
  } satisfies TransferRequest;
}

export async function insertCoupons(
  tx: Transaction,
  requestId: number,
  playerId: number,
  account: BetAccount,
  rows: readonly CouponRow[],
  now: Date,
): Promise<WrittenCoupon[]> {
  const written: WrittenCoupon[] = [];
  for (const row of rows) {
    const [inserted] = await tx
      .insert(coupons)
      .values({
        requestId,
        playerId,
        accountId: account.accountId,
        currencyId: account.currencyId,
        ...couponValues(row),
        acceptedAt: now,
      })
      .returning();
    if (!inserted) throw new Error('The coupon was not written');
    const legs = await tx
      .insert(couponLegs)
      .values(row.legs.map((leg) => legRow(inserted.id, playerId, leg)))
      .returning();
    written.push({ coupon: inserted, legs });
  }
  return written;
}

/** A coupon row's own values, as every writer stores them. */
export function couponValues(row: CouponRow) {
  return {
    vid: row.vid,
    systemSize: row.systemSize,
    stake: row.stake,
    stakeTax: row.stakeTax,
    betCount: row.betCount,
    totalOdds: row.totalOdds,
    possibleWin: row.possibleWin,
    boost: row.boost,
    powerOf: row.powerOf,
    antiExpress: row.antiExpress,
    builder: row.builder,
    advanceOf: row.advanceOf ?? null,
    advanceState: row.advanceOf === undefined ? null : ('pending' as const),
    live: row.legs.some((leg) => leg.event.live),
  };
}

/** A coupon as written, with its legs: the answer is made from these, not read back. */
export interface WrittenCoupon {
  coupon: typeof coupons.$inferSelect;
  legs: (typeof couponLegs.$inferSelect)[];
}

/** A leg's row as written, but for its id. */
export function legRow(couponId: number, playerId: number, leg: CouponRow['legs'][number]) {
  const { event } = leg;
  const game = event.offered?.game;
  const names = event.names;
  if (!game || !names) throw new BetRefusal('coupon_event_unknown');
  return {
    couponId,
    playerId,
    position: leg.position,
    gameId: event.sent.gameId,
    parentGameId: game.id,
    sportId: game.sportId,
    champId: game.champId,
    marketGroup: event.sent.group,
    outcomeType: event.sent.type,
    paramKey: paramKeyOf(event.sent.param),
    hasParam: event.sent.param !== undefined,
    odds: leg.odds,
    live: event.live,
    startsAt: new Date(game.startsAt * 1000),
    names,
  };
}

/** What a bet could win on each of its outcomes (a multi may hold one outcome twice). */
export function outcomeWins(rows: readonly CouponRow[], events: readonly LineEvent[]) {
  const wins = new Map<string, { eventIndex: number; win: number; sent: LineEvent['sent'] }>();
  // An anti-express wins when its outcomes do not: it adds nothing to what they could pay.
  for (const row of rows.filter((each) => !each.antiExpress)) {
    for (const leg of row.legs) {
      const sent = leg.event.sent;
      const key = [sent.gameId, sent.group, sent.type, paramKeyOf(sent.param)].join(':');
      const known = wins.get(key);
      if (known) known.win += row.possibleWin;
      else wins.set(key, { eventIndex: events.indexOf(leg.event), win: row.possibleWin, sent });
    }
  }
  return [...wins.values()].map(({ eventIndex, win, sent }) => ({
    event_index: eventIndex,
    game_id: sent.gameId,
    market_group: sent.group,
    outcome_type: sent.type,
    param_key: paramKeyOf(sent.param),
    win,
  }));
}

/**
 * The payout limits (`bets_payout_refusal`, migration 0010, the rule the batch of accepted
 * bets uses too): what the player could win on open bets, in all and on each outcome of this
 * bet, with this bet counted. Run after the stake's UPDATE locked the player's account and
 * before this bet's coupons are written.
 */
export async function checkPayoutLimits(
  tx: Transaction,
  playerId: number,
  rows: readonly CouponRow[],
  context: CouponContext,
  currencyId: number,
  events: readonly LineEvent[],
): Promise<void> {
  const { limits } = context.settings.coupon;
  const possibleWin = rows.reduce((sum, row) => sum + row.possibleWin, 0);
  const result = (await tx.execute(sql`
    select reason, problem_index from bets_payout_refusal(
      ${playerId}, ${currencyId}, ${possibleWin}, ${limitIn(limits.maxPlayerOpenPayout, context)},
      ${JSON.stringify(outcomeWins(rows, events))}::jsonb,
      ${limitIn(limits.maxOutcomePayout, context)})`)) as unknown as {
    rows: { reason: string; problem_index: number | null }[];
  };
  const [refusal] = result.rows;
  if (!refusal) return;
  throw new BetRefusal(refusal.reason, [
    refusal.problem_index === null
      ? { key: refusal.reason }
      : { key: refusal.reason, index: refusal.problem_index },
  ]);
}
