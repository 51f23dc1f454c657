import { type BettingTaxes, type MinorUnits, safeMinorUnits } from '@arenabet/domain';
import type { CouponVid } from '@arenabet/domain/betting/coupon-kinds';
import type { ExpressBoostTerms } from '@arenabet/domain/betting/express-extras';
import { insuranceDue } from '@arenabet/domain/betting/insurance';
import { type LegStatus, settleCoupon } from '@arenabet/domain/betting/settlement';
import { settledMoney } from '@arenabet/domain/betting/taxes';
import { currencyById } from '@arenabet/reference/currencies';
import { sql } from 'drizzle-orm';
import type { AppServices, ModuleDeps } from '../../module-deps.ts';
import { type Transaction, withTransaction } from '../../platform/db/transaction.ts';
import type { TransferRequest } from '../accounts/service.ts';
import { phaseOf } from '../feed/game-phase.ts';
import { Advances, type PaidBacking } from './advance.ts';
import { gradeLeg, type LegResult } from './grading.ts';
import { SETTLEMENT_LOCK_KEY } from './settlement-lock.ts';

/*
 * Settlement: a game's outcomes get their results (from the feed's final game, or from an
 * operator), and every coupon whose legs all have results is paid through the ledger. One
 * settlement runs at a time (a transaction-scoped advisory lock): a second run of the same game,
 * or a corrected result racing the first, waits and then finds nothing left to do, or resettles
 * with a movement of the difference. Set-based: one statement per step, whatever the count.
 */

export interface OutcomeResult {
  gameId: number;
  group: number;
  type: number;
  paramKey: number;
  result: LegResult;
}

interface CouponToPay {
  id: number;
  player_id: number;
  account_id: number;
  currency_id: number;
  vid: number;
  system_size: number | null;
  boost: ExpressBoostTerms | null;
  anti_express: boolean;
  builder: boolean;
  insured_amount: string;
  insurance_premium: string;
  insurance_paid: string;
  /** A backing bet: the stakes of the advances it carries (advance.ts). */
  advanced: string;
  stake: string;
  stake_tax: string;
  /** The part of the playing stake cashed out: settlement pays on the rest. */
  sold_stake: string;
  total_odds: string;
  possible_win: string;
  state: string;
  payout: string;
  payout_tax: string;
  credited: string;
  tax_booked: string;
  settlement_seq: number;
  legs: { odds: number; result: LegStatus }[];
}

interface Payment {
  coupon: CouponToPay;
  state: 'won' | 'lost' | 'refunded';
  payout: MinorUnits;
  payoutTax: MinorUnits;
  credited: MinorUnits;
  /** What the house books as tax: payout tax less a returned stake tax. */
  taxBooked: number;
  /** What the bet's insurance owes the player with this result (insurance.ts). */
  insurancePaid: MinorUnits;
}

export interface SettlementOutcome {
  settledCoupons: number;
  playerIds: number[];
}

type Executor = Pick<Transaction, 'execute'>;

async function rowsOf<T>(executor: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await executor.execute(query)) as unknown as { rows: T[] }).rows;
}

export class Settlement {
  private readonly advances: Advances;

  constructor(
    private readonly deps: Pick<ModuleDeps, 'db' | 'clock'>,
    private readonly services: AppServices,
  ) {
    this.advances = new Advances(deps, services);
  }

  /** Grades the outcomes players bet on in a finished game and settles what became whole. */
  async settleFromFeed(gameId: number, taxes: BettingTaxes): Promise<SettlementOutcome> {
    const game = await this.services.feed.game(gameId);
    if (!game || phaseOf(game) !== 'finished') return { settledCoupons: 0, playerIds: [] };
    const outcomes = await rowsOf<{
      game_id: number;
      market_group: number;
      outcome_type: number;
      param_key: number;
      has_param: boolean;
    }>(
      this.deps.db,
      sql`select distinct game_id, market_group, outcome_type, param_key, has_param
          from coupon_legs where parent_game_id = ${gameId}`,
    );
    const results = outcomes.flatMap((o): OutcomeResult[] => {
      const param = o.has_param ? o.param_key / 1000 : undefined;
      const leg = { gameId: o.game_id, group: o.market_group, type: o.outcome_type, param };
      const result = gradeLeg(game, leg);
      return result
        ? [
            {
              gameId: o.game_id,
              group: o.market_group,
              type: o.outcome_type,
              paramKey: o.param_key,
              result,
            },
          ]
        : [];
    });
    return this.applyResults(gameId, results, 'feed', taxes);
  }

  /** Games with open legs that the feed has finished: what a missed batch left behind. */
  async finishedGamesWithOpenLegs(): Promise<number[]> {
    const rows = await rowsOf<{ parent_game_id: number }>(
      this.deps.db,
      sql`select distinct parent_game_id from coupon_legs where result = 'open'`,
    );
    const finished: number[] = [];
    for (const { parent_game_id: id } of rows) {
      const game = await this.services.feed.game(id);
      if (game && phaseOf(game) === 'finished') finished.push(id);
    }
    return finished;
  }

  /**
   * Stores the results (an operator's stand; the feed never overwrites one), gives them to the
   * legs, and pays every coupon that became whole or whose result changed.
   */
  async applyResults(
    parentGameId: number,
    results: readonly OutcomeResult[],
    source: 'feed' | 'operator',
    taxes: BettingTaxes,
    note?: string,
  ): Promise<SettlementOutcome> {
    if (results.length === 0) return { settledCoupons: 0, playerIds: [] };
    const houses = await this.houseAccounts(parentGameId);
    const receivables = new Map<string, number>();
    return withTransaction(this.deps.db, async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SETTLEMENT_LOCK_KEY})`);
      await this.storeResults(tx, parentGameId, results, source);
      const changed = await this.updateLegs(tx, parentGameId);
      if (changed.length === 0) return { settledCoupons: 0, playerIds: [] };
      const payable = await this.payableCoupons(tx, changed);
      const payments = payable.flatMap((coupon) => this.paymentOf(coupon, taxes));
      const fresh = payments.filter((p) => p.coupon.state === 'open');
      const resettled = payments.filter((p) => p.coupon.state !== 'open' && changedPayment(p));
      await this.payFresh(tx, parentGameId, fresh, houses, receivables, 'coupons-settled');
      // A backing's advances end with its first payment (advance.ts), repaid from the credit
      // it just made, before a corrected result elsewhere takes from the same account; repaid
      // ones whose legs are done settle below, after it.
      const now = this.deps.clock.now();
      const repaid = await this.advances.resolve(tx, paidBackings(fresh), houses, now);
      for (const payment of resettled) {
        await this.resettle(tx, payment, houses, receivables);
      }
      await this.writeCoupons(tx, [...fresh, ...resettled], noteOf(source, note));
      const advancePayments = repaid.length
        ? (await this.payableCoupons(tx, repaid)).flatMap((c) => this.paymentOf(c, taxes))
        : [];
      await this.payFresh(
        tx,
        parentGameId,
        advancePayments,
        houses,
        receivables,
        'advances-settled',
      );
      await this.writeCoupons(tx, advancePayments, null);
      const written = [...fresh, ...resettled, ...advancePayments];
      return {
        settledCoupons: written.length,
        playerIds: [...new Set(written.map((p) => p.coupon.player_id))],
      };
    });
  }

  /** First payments: the players' credits, the house's side per currency, and covers due. */
  private async payFresh(
    tx: Transaction,
    parentGameId: number,
    fresh: readonly Payment[],
    houses: HouseIds,
    receivables: Map<string, number>,
    label: string,
  ): Promise<void> {
    if (fresh.length === 0) return;
    await this.services.accounts.transferManyIn(tx, [
      ...fresh.filter((p) => p.credited > 0).map((p) => playerPayment(p, houses)),
      ...houseSide(parentGameId, fresh, houses, label),
    ]);
    await this.services.responsibleGambling.recordWins(tx, fresh.map(limitWin));
    for (const payment of fresh) await this.payInsurance(tx, payment, houses, receivables);
  }

  /** House accounts of every currency bet on this game, opened before the transaction. */
  private async houseAccounts(parentGameId: number): Promise<HouseIds> {
    const currencies = await rowsOf<{ currency_id: number }>(
      this.deps.db,
      sql`select distinct c.currency_id from coupons c join coupon_legs l on l.coupon_id = c.id
          where l.parent_game_id = ${parentGameId}`,
    );
    const ids: HouseIds = new Map();
    for (const { currency_id: currencyId } of currencies) {
      const [bets, wins, taxes, insurance, advances] = await Promise.all([
        this.services.accounts.houseAccount('house_bets', currencyId),
        this.services.accounts.houseAccount('house_wins', currencyId),
        this.services.accounts.houseAccount('house_taxes', currencyId),
        this.services.accounts.houseAccount('house_insurance', currencyId),
        this.services.accounts.houseAccount('house_advances', currencyId),
      ]);
      ids.set(currencyId, { bets, wins, taxes, insurance, advances });
    }
    return ids;
  }

  private async storeResults(
    tx: Transaction,
    parentGameId: number,
    results: readonly OutcomeResult[],
    source: 'feed' | 'operator',
  ): Promise<void> {
    const now = this.deps.clock.now().toISOString();
    await tx.execute(sql`
      insert into outcome_results (game_id, parent_game_id, market_group, outcome_type, param_key,
                                   result, source, updated_at)
      select g, ${parentGameId}, m, t, p, r, ${source}, ${now}
      from unnest(${sql.param(results.map((r) => r.gameId))}::int[],
                  ${sql.param(results.map((r) => r.group))}::int[],
                  ${sql.param(results.map((r) => r.type))}::int[],
                  ${sql.param(results.map((r) => r.paramKey))}::int[],
                  ${sql.param(results.map((r) => r.result))}::text[]) as x(g, m, t, p, r)
      on conflict (game_id, market_group, outcome_type, param_key) do update
        set result = excluded.result, source = excluded.source, updated_at = excluded.updated_at
        where outcome_results.result is distinct from excluded.result
          and (outcome_results.source = 'feed' or excluded.source = 'operator')`);
  }

  /** Gives the legs of this game their outcomes' results; answers the coupons touched. */
  private async updateLegs(tx: Transaction, parentGameId: number): Promise<number[]> {
    const rows = await rowsOf<{ coupon_id: number }>(
      tx,
      sql`update coupon_legs l set result = r.result
          from outcome_results r
          where l.parent_game_id = ${parentGameId} and r.game_id = l.game_id
            and r.market_group = l.market_group and r.outcome_type = l.outcome_type
            and r.param_key = l.param_key and l.result is distinct from r.result
          returning l.coupon_id`,
    );
    return [...new Set(rows.map((row) => row.coupon_id))];
  }

  /**
   * Coupons among these whose every leg has a result, with their legs. Not locked: settlement
   * runs one at a time (the advisory lock), and its UPDATE checks the settlement number read.
   */
  private payableCoupons(tx: Transaction, couponIds: readonly number[]): Promise<CouponToPay[]> {
    return rowsOf<CouponToPay>(
      tx,
      sql`select c.id, c.player_id, c.account_id, c.currency_id, c.vid, c.system_size, c.boost, c.anti_express, c.builder,
                 c.insured_amount::text, c.insurance_premium::text, c.insurance_paid::text,
                 c.advanced::text,
                 c.stake::text, c.stake_tax::text, c.sold_stake::text, c.total_odds::text,
                 c.possible_win::text,
                 c.state, c.payout::text, c.payout_tax::text, c.credited::text, c.tax_booked::text,
                 c.settlement_seq,
                 (select json_agg(json_build_object('odds', l.odds, 'result', l.result)
                                  order by l.position)
                    from coupon_legs l where l.coupon_id = c.id) as legs
          from coupons c
          where c.id = any(${sql.param([...couponIds])}::int[])
            and c.state not in ('sold', 'cancelled')
            and c.advance_state is distinct from 'pending'
            and not exists (select 1 from coupon_legs l where l.coupon_id = c.id and l.result = 'open')
          order by c.id`,
    );
  }

  private paymentOf(coupon: CouponToPay, taxes: BettingTaxes): Payment[] {
    const { stake, stakeTax, playing } = unsoldStake(coupon);
    const settled = settleCoupon({
      vid: coupon.vid as Exclude<CouponVid, 3>,
      stake: playing,
      systemSize: coupon.system_size ?? undefined,
      legs: coupon.legs.map((leg) => ({ odds: Number(leg.odds), result: leg.result })),
      ...(coupon.boost ? { boost: coupon.boost } : {}),
      ...(coupon.anti_express ? { antiExpress: { odds: Number(coupon.total_odds) } } : {}),
      ...(coupon.builder ? { builder: { odds: Number(coupon.total_odds) } } : {}),
    });
    if (!settled) return [];
    const precision = currencyById(coupon.currency_id)?.precision ?? 2;
    const money = settledMoney(
      {
        stake,
        stakeTax,
        payout: settled.payout,
        totalOdds: Number(coupon.total_odds),
        refunded: settled.result === 'refunded',
      },
      taxes,
      precision,
    );
    return [
      {
        coupon,
        state: settled.result,
        payout: settled.payout,
        payoutTax: money.payoutTax,
        credited: money.credited,
        taxBooked: money.payoutTax - money.stakeTaxReturned,
        insurancePaid: insuranceDue(
          settled.result,
          safeMinorUnits(Number(coupon.insured_amount)),
          safeMinorUnits(Number(coupon.insurance_premium)),
        ),
      },
    ];
  }

  /** An insured bet's cover on its first result (a corrected one moves it in `resettle`). */
  private async payInsurance(
    tx: Transaction,
    payment: Payment,
    houses: HouseIds,
    receivables: Map<string, number>,
  ): Promise<void> {
    const { coupon } = payment;
    const delta = payment.insurancePaid - Number(coupon.insurance_paid);
    if (delta === 0) return;
    await this.services.accounts.transferIn(tx, {
      idempotencyKey: `coupon:${coupon.id}:insurance:${coupon.settlement_seq + 1}`,
      kind: 'insurance_claim',
      postings: [
        { accountId: houseOf(houses, coupon.currency_id).insurance, amount: -delta },
        ...(await this.playerSide(tx, coupon, delta, receivables)),
      ].filter((p) => p.amount !== 0),
    });
  }

  /**
   * A corrected result: the difference from what was paid moves now. What the player no longer
   * has (a win already withdrawn) is owed on the player's receivable, never below zero elsewhere.
   */
  private async resettle(
    tx: Transaction,
    payment: Payment,
    houses: HouseIds,
    receivables: Map<string, number>,
  ): Promise<void> {
    const { coupon } = payment;
    const house = houseOf(houses, coupon.currency_id);
    // The cover moves with the bet's result, netted with it: what the player no longer has of
    // a corrected win is owed before a cover is paid out to spend.
    const coverDelta = payment.insurancePaid - Number(coupon.insurance_paid);
    const delta = payment.credited - Number(coupon.credited) + coverDelta;
    const payoutDelta = payment.payout - Number(coupon.payout);
    const taxDelta = payment.taxBooked - Number(coupon.tax_booked);
    const postings = [
      { accountId: house.wins, amount: -payoutDelta },
      { accountId: house.taxes, amount: taxDelta },
      { accountId: house.insurance, amount: -coverDelta },
      ...(await this.playerSide(tx, coupon, delta, receivables)),
    ].filter((p) => p.amount !== 0);
    if (postings.length === 0) return;
    await this.services.accounts.transferIn(tx, {
      idempotencyKey: `coupon:${coupon.id}:settle:${coupon.settlement_seq + 1}`,
      kind: 'bet_resettle',
      postings,
    });
  }

  private async playerSide(
    tx: Transaction,
    coupon: CouponToPay,
    delta: number,
    receivables: Map<string, number>,
  ) {
    if (delta >= 0) return [{ accountId: coupon.account_id, amount: delta }];
    const [row] = await rowsOf<{ balance: string }>(
      tx,
      sql`select balance::text from accounts where id = ${coupon.account_id} for update`,
    );
    const available = Number(row?.balance ?? 0);
    const taken = Math.min(available, -delta);
    const owed = -delta - taken;
    const postings = [{ accountId: coupon.account_id, amount: -taken }];
    if (owed > 0) {
      const key = `${coupon.player_id}:${coupon.currency_id}`;
      let receivable = receivables.get(key);
      if (receivable === undefined) {
        receivable = await this.services.accounts.receivableAccount(
          coupon.player_id,
          coupon.currency_id,
          tx,
        );
        receivables.set(key, receivable);
      }
      postings.push({ accountId: receivable, amount: -owed });
    }
    return postings;
  }

  private async writeCoupons(tx: Transaction, payments: readonly Payment[], note: string | null) {
    if (payments.length === 0) return;
    const now = this.deps.clock.now().toISOString();
    const updated = await rowsOf<{ id: number }>(
      tx,
      sql`
      update coupons c set state = x.state, payout = x.payout, payout_tax = x.payout_tax,
        credited = x.credited, tax_booked = x.tax_booked, insurance_paid = x.insurance_paid,
        settlement_seq = c.settlement_seq + 1, settled_at = ${now},
        operator_note = coalesce(${note}, c.operator_note)
      from unnest(${sql.param(payments.map((p) => p.coupon.id))}::int[],
                  ${sql.param(payments.map((p) => p.state))}::text[],
                  ${sql.param(payments.map((p) => p.payout))}::bigint[],
                  ${sql.param(payments.map((p) => p.payoutTax))}::bigint[],
                  ${sql.param(payments.map((p) => p.credited))}::bigint[],
                  ${sql.param(payments.map((p) => p.taxBooked))}::bigint[],
                  ${sql.param(payments.map((p) => p.coupon.settlement_seq))}::int[],
                  ${sql.param(payments.map((p) => p.insurancePaid))}::bigint[])
        as x(id, state, payout, payout_tax, credited, tax_booked, seq, insurance_paid)
      where c.id = x.id and c.settlement_seq = x.seq
      returning c.id`,
    );
    // Paid but not written would break the ledger's story: the whole settlement rolls back.
    if (updated.length !== payments.length) throw new Error('Coupons changed during settlement');
  }
}

type HouseIds = Map<
  number,
  { bets: number; wins: number; taxes: number; insurance: number; advances: number }
>;

/**
 * What is still at stake in a coupon after any part was cashed out: the playing stake less the
 * part sold, and the stake and stake tax paid for it, in proportion (for the winnings tax and a
 * refund's returned stake tax).
 */
function unsoldStake(coupon: CouponToPay) {
  const stake = Number(coupon.stake);
  const stakeTax = Number(coupon.stake_tax);
  const sold = Number(coupon.sold_stake);
  const unsold = (amount: number) => amount - Math.floor((amount * sold) / (stake - stakeTax));
  return {
    stake: safeMinorUnits(unsold(stake)),
    stakeTax: safeMinorUnits(unsold(stakeTax)),
    playing: safeMinorUnits(stake - stakeTax - sold),
  };
}

function houseOf(houses: HouseIds, currencyId: number) {
  const house = houses.get(currencyId);
  if (!house) throw new Error(`No house accounts for currency ${currencyId}`);
  return house;
}

/** An operator's reason goes on the coupons settled by hand; the feed leaves none. */
function noteOf(source: 'feed' | 'operator', note: string | undefined): string | null {
  return source === 'operator' ? (note ?? null) : null;
}

/** Backings paid for the first time, with what their payment credited (advance.ts). */
function paidBackings(fresh: readonly Payment[]): PaidBacking[] {
  return fresh
    .filter((p) => Number(p.coupon.advanced) > 0)
    .map((p) => ({
      couponId: p.coupon.id,
      accountId: p.coupon.account_id,
      currencyId: p.coupon.currency_id,
      credited: p.credited,
    }));
}

function changedPayment(payment: Payment): boolean {
  return (
    payment.state !== payment.coupon.state ||
    payment.payout !== Number(payment.coupon.payout) ||
    payment.payoutTax !== Number(payment.coupon.payout_tax) ||
    payment.credited !== Number(payment.coupon.credited)
  );
}

/**
 * The house's side of the coupons this run settled first, one movement per currency: the
 * playing stakes leave pending bets, taxes are booked, and the house's wins take the rest
 * (stakes less payouts, the players' credits returned by their own movements). Most coupons
 * of a game lose, and a posting pair each would double the ledger's work for no one's
 * account: each coupon's own record (state, payout, credited) is its row, and the key names
 * the game and the coupons.
 */
function houseSide(
  parentGameId: number,
  fresh: readonly Payment[],
  houses: HouseIds,
  label: string,
): TransferRequest[] {
  const byCurrency = new Map<number, Payment[]>();
  for (const payment of fresh) {
    const list = byCurrency.get(payment.coupon.currency_id) ?? [];
    list.push(payment);
    byCurrency.set(payment.coupon.currency_id, list);
  }
  return [...byCurrency].map(([currencyId, payments]) => {
    const house = houseOf(houses, currencyId);
    let playing = 0;
    let taxes = 0;
    let wins = 0;
    for (const p of payments) {
      const stake = unsoldStake(p.coupon).playing;
      playing += stake;
      taxes += p.taxBooked;
      wins += stake - p.payout + p.credited;
    }
    // Payable coupons are read in id order: the first and last are the lowest and highest.
    const first = payments[0]?.coupon.id;
    const last = payments.at(-1)?.coupon.id;
    return {
      idempotencyKey: `${label}:${parentGameId}:${currencyId}:${first}-${last}:${payments.length}`,
      kind: 'bets_settled',
      postings: [
        { accountId: house.bets, amount: -playing },
        { accountId: house.taxes, amount: taxes },
        { accountId: house.wins, amount: wins },
      ].filter((p) => p.amount !== 0),
    };
  });
}

/** A coupon's first payment as its player's loss limits count it. */
function limitWin({ coupon, credited }: Payment) {
  return {
    playerId: coupon.player_id,
    currencyId: coupon.currency_id,
    amount: credited,
    ref: `coupon:${coupon.id}:win`,
  };
}

/** A coupon's first payment to its player, from the house's wins (see houseSide). */
function playerPayment(payment: Payment, houses: HouseIds): TransferRequest {
  const { coupon } = payment;
  return {
    idempotencyKey: `coupon:${coupon.id}:settle:${coupon.settlement_seq + 1}`,
    kind: 'bet_settle',
    postings: [
      { accountId: coupon.account_id, amount: payment.credited },
      { accountId: houseOf(houses, coupon.currency_id).wins, amount: -payment.credited },
    ],
  };
}
