import type { VipBetView, VipDecision } from '@arenabet/contracts';
import {
  fromMinorUnits,
  type MinorUnits,
  type SiteSettings,
  safeMinorUnits,
} from '@arenabet/domain';
import { type Odds, oddsFromDecimal } from '@arenabet/domain/betting/odds';
import { couponMoney } from '@arenabet/domain/betting/taxes';
import {
  counterOfferProblems,
  isVipKind,
  type VipBetState,
  vipBetAllowed,
} from '@arenabet/domain/betting/vip-bets';
import { and, asc, desc, eq, gte, inArray, lte, notInArray } from 'drizzle-orm';
import type { AppServices, ModuleDeps } from '../../module-deps.ts';
import { type Transaction, withTransaction } from '../../platform/db/transaction.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/errors.ts';
import { outcomeWords } from './coupon-line.ts';
import type { CouponContext, ParsedCoupon, RecountedCoupon } from './coupon-recount.ts';
import { stakeOf } from './coupon-recount.ts';
import { couponCurrencyOf } from './coupon-views.ts';
import {
  type BetAccount,
  couponFingerprint,
  couponRowsOf,
  insertCoupons,
  stakeMovement,
} from './placement.ts';
import { betRequests, riskAudit, type VipLegRecord, vipBetRequests } from './schema.ts';
import type { ParsedPlaceBet } from './service.ts';

/*
 * VIP bets (domain vip-bets.ts): a stake above the player's maximum, where the switch and the
 * player's country allow it, is held on the house's VIP holds account and waits for a trader;
 * a counter-offer then waits for the player. Accepted, the bet is written at the odds asked
 * (or countered) with the stake approved, through the same coupon rows and legs as any bet,
 * its stake taken from the hold; anything else gives the hold back. Every step is one
 * transaction on the request's row, so a trader's answer, the player's and the expiry never
 * both win.
 */

type VipRecord = typeof vipBetRequests.$inferSelect;

/** What the bets service lends: the coupon priced for a player, and the player's words. */
export interface VipHost {
  priced(
    coupon: ParsedCoupon,
    playerId: number,
    language: string,
  ): Promise<{
    context: CouponContext;
    account: BetAccount | undefined;
    recounted: RecountedCoupon;
  }>;
  betGuidTaken(betGuid: string): Promise<boolean>;
  notify(playerId: number, couponIds: number[]): void;
}

/** Problems a trader may overrule: the stake and the payout above the player's limits. */
const OVERRULED = new Set(['coupon_stake_above_max', 'coupon_payout_above_max']);
const OPEN_STATES: VipBetState[] = ['pending', 'countered'];
const LIST_HOURS = 24;
/** The bet is written from the legs as asked; the recount at acceptance checks only their state. */
const RECOUNT_LANGUAGE = 'en';

/** What a step needs that is read outside its transaction (one holding a connection must not wait for another). */
interface StepContext {
  hold: number;
  /** The coupon priced now, for an acceptance. */
  priced?: Awaited<ReturnType<VipHost['priced']>>;
  answerSeconds: number;
}

export class VipBets {
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly deps: Pick<ModuleDeps, 'db' | 'clock' | 'siteSettings'>,
    private readonly services: AppServices,
    private readonly host: VipHost,
  ) {}

  /** Whether this player may send a VIP request (the switch and their country). */
  async allowedFor(playerId: number | undefined, settings: SiteSettings): Promise<boolean> {
    if (playerId === undefined) return false;
    const player = await this.services.players.byId(playerId);
    const geography = {
      switchOn: settings.features.vipBetByGeography,
      countries: settings.coupon.vipBetGeography,
    };
    return vipBetAllowed(geography, player?.countryId ?? null);
  }

  /** MakeBetBidWeb: the request written and its stake held, once per GUID. */
  async request(playerId: number, bet: ParsedPlaceBet, language: string): Promise<VipBetView> {
    const { betGuid, ...sent } = bet;
    const guid = betGuid.toLowerCase();
    const fingerprint = couponFingerprint(sent);
    const known = await this.byGuid(guid);
    if (known) return this.knownAnswer(known, playerId, fingerprint, language);
    if (await this.host.betGuidTaken(guid)) throw conflict('bet_guid_reused');
    if (!isVipKind(sent.vid)) throw badRequest('validation_failed', { vid: ['vip_bet_kind'] });
    if (sent.VIPBetSumm === undefined) {
      throw badRequest('validation_failed', { VIPBetSumm: ['required'] });
    }
    refuseExtras(sent);
    const coupon: ParsedCoupon = { ...sent, summ: sent.VIPBetSumm, isAutoBet: false };
    const { context, account, recounted } = await this.host.priced(coupon, playerId, language);
    if (!(await this.allowedFor(playerId, context.settings)))
      throw forbidden('vip_bet_unavailable');
    if (!account || !recounted.money) {
      throw badRequest('validation_failed', { VIPBetSumm: ['coupon_stake_invalid'] });
    }
    if (!recounted.problems.some((p) => p.key === 'coupon_stake_above_max')) {
      throw badRequest('validation_failed', { VIPBetSumm: ['vip_bet_not_needed'] });
    }
    const blocking = recounted.problems.find((p) => !OVERRULED.has(p.key));
    if (blocking) throw conflict(`vip_bet_refused_${blocking.key}`);
    const record = await this.write(playerId, guid, fingerprint, coupon, {
      account,
      context,
      recounted,
    });
    this.expireAt(record.expiresAt);
    return this.viewOf(record, language);
  }

  /** A trader's answer: accept, refuse or counter. */
  async decide(
    operatorId: number,
    id: number,
    decision: VipDecision,
    language: string,
  ): Promise<VipBetView> {
    await this.expireDue();
    const accepting = decision.decision === 'accept';
    const record = await this.lockedStep(id, 'pending', accepting, async (tx, row, step) => {
      if (decision.decision === 'refuse') {
        return this.close(tx, row, step, 'refused', operatorId, decision.note);
      }
      if (decision.decision === 'counter') return this.counter(tx, row, step, operatorId, decision);
      return this.accept(tx, row, step, { stake: row.stake, odds: row.odds, operatorId });
    });
    if (record.status === 'countered') this.expireAt(record.expiresAt);
    this.host.notify(record.playerId, record.couponId ? [record.couponId] : []);
    return this.viewOf(record, language);
  }

  /** The player's answer to a counter-offer. */
  async answer(playerId: number, id: number, accept: boolean, language: string) {
    await this.expireDue();
    const [own] = await this.deps.db.select().from(vipBetRequests).where(eq(vipBetRequests.id, id));
    if (!own || own.playerId !== playerId) throw notFound('vip_bet_unknown');
    const record = await this.lockedStep(id, 'countered', accept, (tx, row, step) =>
      accept
        ? this.accept(tx, row, step, {
            stake: row.counterStake ?? row.stake,
            odds: row.counterOdds ?? row.odds,
            operatorId: null,
          })
        : this.close(tx, row, step, 'declined', null, null),
    );
    this.host.notify(record.playerId, record.couponId ? [record.couponId] : []);
    return this.viewOf(record, language);
  }

  async mine(playerId: number, language: string): Promise<VipBetView[]> {
    await this.expireDue();
    const since = new Date(this.deps.clock.now().getTime() - LIST_HOURS * 3_600_000);
    const rows = await this.deps.db
      .select()
      .from(vipBetRequests)
      .where(and(eq(vipBetRequests.playerId, playerId), gte(vipBetRequests.createdAt, since)))
      .orderBy(desc(vipBetRequests.id))
      .limit(50);
    return Promise.all(rows.map((row) => this.viewOf(row, language)));
  }

  /** The back office's list: every open request, oldest first, then the last day's closed ones. */
  async backofficeList(language: string): Promise<VipBetView[]> {
    await this.expireDue();
    const since = new Date(this.deps.clock.now().getTime() - LIST_HOURS * 3_600_000);
    const open = await this.deps.db
      .select()
      .from(vipBetRequests)
      .where(inArray(vipBetRequests.status, OPEN_STATES))
      .orderBy(asc(vipBetRequests.expiresAt));
    const closed = await this.deps.db
      .select()
      .from(vipBetRequests)
      .where(
        and(notInArray(vipBetRequests.status, OPEN_STATES), gte(vipBetRequests.createdAt, since)),
      )
      .orderBy(desc(vipBetRequests.id))
      .limit(50);
    return Promise.all([...open, ...closed].map((row) => this.viewOf(row, language)));
  }

  /** Open requests past their time close as expired, their holds given back. */
  async expireDue(): Promise<number> {
    const due = await this.deps.db
      .select({ id: vipBetRequests.id, status: vipBetRequests.status })
      .from(vipBetRequests)
      .where(
        and(
          inArray(vipBetRequests.status, OPEN_STATES),
          lte(vipBetRequests.expiresAt, this.deps.clock.now()),
        ),
      )
      .limit(200);
    for (const { id, status } of due) {
      const closed = await this.lockedStep(
        id,
        status,
        false,
        (tx, row, step) => this.close(tx, row, step, 'expired', null, null),
        true,
      ).catch(() => undefined);
      if (closed) this.host.notify(closed.playerId, []);
    }
    return due.length;
  }

  stop(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  /** A real timer closes the request at its time; every list and answer sweeps a lost one. */
  private expireAt(at: Date): void {
    const delay = Math.max(0, at.getTime() - this.deps.clock.now().getTime()) + 100;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.expireDue().catch(() => undefined);
    }, delay);
    timer.unref();
    this.timers.add(timer);
  }

  holdsGuid(betGuid: string): Promise<boolean> {
    return this.byGuid(betGuid.toLowerCase()).then((row) => row !== undefined);
  }

  private async write(
    playerId: number,
    guid: string,
    fingerprint: string,
    coupon: ParsedCoupon,
    priced: { account: BetAccount; context: CouponContext; recounted: RecountedCoupon },
  ): Promise<VipRecord> {
    const { account, context, recounted } = priced;
    const money = recounted.money as NonNullable<RecountedCoupon['money']>;
    const hold = await this.holdAccount(account.currencyId);
    const now = this.deps.clock.now();
    const limits = await this.services.responsibleGambling.guard(playerId);
    return withTransaction(this.deps.db, async (tx) => {
      // The hold is a stake as the limits see it, counted (or refused) with the limits' lock
      // taken before the account's; a closed request gives it back.
      await limits.reserve(tx, {
        counter: 'stake',
        currencyId: account.currencyId,
        amount: money.stake,
        ref: vipStakeRef(guid),
      });
      await this.services.accounts.transferIn(tx, {
        idempotencyKey: `vip:${guid}:hold`,
        kind: 'vip_bet_hold',
        postings: [
          { accountId: account.accountId, amount: -money.stake },
          { accountId: hold, amount: money.stake },
        ],
      });
      const [row] = await tx
        .insert(vipBetRequests)
        .values({
          betGuid: guid,
          playerId,
          accountId: account.accountId,
          currencyId: account.currencyId,
          vid: coupon.vid,
          fingerprint,
          coupon,
          legs: legsOf(recounted),
          stake: money.stake,
          odds: money.totalOdds,
          maxStake: maxStakeOf(recounted, context),
          status: 'pending',
          expiresAt: new Date(now.getTime() + context.settings.coupon.vipDecisionSeconds * 1000),
          createdAt: now,
        })
        .returning();
      if (!row) throw new Error('The VIP request was not written');
      return row;
    });
  }

  /**
   * One step of a request, on its locked row and only from the state expected (and, unless
   * expiring, before its time): another step that came first makes this one vip_bet_closed.
   */
  private async lockedStep(
    id: number,
    from: VipBetState,
    pricing: boolean,
    step: (tx: Transaction, row: VipRecord, context: StepContext) => Promise<VipRecord>,
    expiring = false,
  ): Promise<VipRecord> {
    const context = await this.stepContext(id, pricing);
    return withTransaction(this.deps.db, async (tx) => {
      const [row] = await tx
        .select()
        .from(vipBetRequests)
        .where(eq(vipBetRequests.id, id))
        .for('update');
      if (!row) throw notFound('vip_bet_unknown');
      const late = row.expiresAt.getTime() <= this.deps.clock.now().getTime();
      if (row.status !== from || late !== expiring) throw conflict('vip_bet_closed');
      return step(tx, row, context);
    });
  }

  private async stepContext(id: number, pricing: boolean): Promise<StepContext> {
    const [row] = await this.deps.db.select().from(vipBetRequests).where(eq(vipBetRequests.id, id));
    if (!row) throw notFound('vip_bet_unknown');
    const settings = await this.deps.siteSettings({});
    const coupon = { ...(row.coupon as ParsedCoupon), checkCf: 2 as const };
    return {
      hold: await this.holdAccount(row.currencyId),
      answerSeconds: settings?.coupon.vipAnswerSeconds ?? 60,
      ...(pricing
        ? { priced: await this.host.priced(coupon, row.playerId, RECOUNT_LANGUAGE) }
        : {}),
    };
  }

  private async counter(
    tx: Transaction,
    row: VipRecord,
    step: StepContext,
    operatorId: number,
    decision: VipDecision,
  ): Promise<VipRecord> {
    const { precision } = couponCurrencyOf(row.currencyId);
    const counterStake =
      decision.counterStake === undefined ? undefined : stakeOf(decision.counterStake, precision);
    const counterOdds =
      decision.counterCoef === undefined ? undefined : oddsFromDecimal(decision.counterCoef);
    if (decision.counterStake !== undefined && counterStake === undefined) {
      throw badRequest('validation_failed', { counterStake: ['vip_counter_stake_invalid'] });
    }
    if (decision.counterCoef !== undefined && counterOdds === undefined) {
      throw badRequest('validation_failed', { counterCoef: ['coupon_odds_invalid'] });
    }
    const problems = counterOfferProblems({
      vid: row.vid,
      stake: row.stake,
      counterStake,
      counterOdds,
    });
    if (Object.keys(problems).length > 0) {
      throw badRequest(
        'validation_failed',
        Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, [key]])),
      );
    }
    const now = this.deps.clock.now();
    await this.audit(tx, row, operatorId, 'counter', { counterStake, counterOdds });
    return this.update(tx, row.id, {
      status: 'countered',
      counterStake: counterStake ?? null,
      counterOdds: counterOdds ?? null,
      note: decision.note ?? null,
      decidedBy: operatorId,
      expiresAt: new Date(now.getTime() + step.answerSeconds * 1000),
    });
  }

  /**
   * The bet written at these terms, its stake from the hold and the rest of the hold back; an
   * outcome that no longer takes bets fails the request, and the hold goes back whole.
   */
  private async accept(
    tx: Transaction,
    row: VipRecord,
    step: StepContext,
    terms: { stake: number; odds: Odds; operatorId: number | null },
  ): Promise<VipRecord> {
    const { stake, odds, operatorId } = terms;
    if (!step.priced) throw new Error('An acceptance is priced before its transaction');
    const { context, account, recounted } = step.priced;
    const coupon = { ...(row.coupon as ParsedCoupon), checkCf: 2 as const };
    const closedLeg = recounted.events.some((event) => event.state !== 'open');
    if (!account || closedLeg) return this.close(tx, row, step, 'failed', operatorId, null);
    const legOdds = row.vid === 0 ? [odds] : row.legs.map((leg) => leg.odds);
    const money = couponMoney(
      { vid: row.vid as 0 | 1, stake: safeMinorUnits(stake), legs: legOdds },
      context.settings.taxes,
      context.currency.precision,
    );
    // A plain single or express at these terms, whatever the recount took (refused at request).
    const rows = couponRowsOf(
      coupon,
      { ...recounted, odds: legOdds, money, antiExpress: false, builder: false, boost: undefined },
      context,
    ).map((couponRow) => ({ ...couponRow, powerOf: null }));
    const [request] = await tx
      .insert(betRequests)
      .values({
        betGuid: row.betGuid,
        playerId: row.playerId,
        fingerprint: row.fingerprint,
        status: 'accepted',
        coupon,
        live: recounted.live,
        dueAt: this.deps.clock.now(),
        createdAt: row.createdAt,
        decidedAt: this.deps.clock.now(),
      })
      .returning();
    if (!request) throw new Error('The VIP bet request was not written');
    const movement = stakeMovement(row.betGuid, rows, { ...account, accountId: step.hold });
    await this.services.accounts.transferIn(tx, movement);
    await this.release(tx, row, step, row.stake - stake);
    const [written] = await insertCoupons(
      tx,
      request.id,
      row.playerId,
      account,
      rows,
      this.deps.clock.now(),
    );
    if (operatorId !== null) await this.audit(tx, row, operatorId, 'accept', { stake, odds });
    return this.update(tx, row.id, {
      status: 'accepted',
      couponId: written?.coupon.id ?? null,
      closedAt: this.deps.clock.now(),
      ...(operatorId === null ? {} : { decidedBy: operatorId }),
    });
  }

  private async close(
    tx: Transaction,
    row: VipRecord,
    step: StepContext,
    status: 'refused' | 'declined' | 'expired' | 'failed',
    operatorId: number | null,
    note: string | null | undefined,
  ): Promise<VipRecord> {
    await this.release(tx, row, step, row.stake);
    await this.services.responsibleGambling.releaseStake(tx, vipStakeRef(row.betGuid));
    if (operatorId !== null) await this.audit(tx, row, operatorId, status, {});
    return this.update(tx, row.id, {
      status,
      closedAt: this.deps.clock.now(),
      ...(note ? { note } : {}),
      ...(operatorId === null ? {} : { decidedBy: operatorId }),
    });
  }

  /** Gives back this much of the hold. */
  private async release(
    tx: Transaction,
    row: VipRecord,
    step: StepContext,
    amount: number,
  ): Promise<void> {
    if (amount <= 0) return;
    await this.services.accounts.transferIn(tx, {
      idempotencyKey: `vip:${row.betGuid}:release`,
      kind: 'vip_bet_release',
      postings: [
        { accountId: step.hold, amount: -amount },
        { accountId: row.accountId, amount },
      ],
    });
  }

  private async update(tx: Transaction, id: number, values: Partial<VipRecord>) {
    const [row] = await tx
      .update(vipBetRequests)
      .set(values)
      .where(eq(vipBetRequests.id, id))
      .returning();
    if (!row) throw new Error(`VIP request ${id} vanished`);
    return row;
  }

  private async audit(
    tx: Transaction,
    row: VipRecord,
    operatorId: number,
    decision: string,
    details: Record<string, unknown>,
  ): Promise<void> {
    await tx.insert(riskAudit).values({
      operatorId,
      action: 'vip_decision',
      playerId: row.playerId,
      reason: decision,
      details: { vipBetId: row.id, stake: row.stake, odds: row.odds, ...details },
      createdAt: this.deps.clock.now(),
    });
  }

  private holdAccount(currencyId: number): Promise<number> {
    return this.services.accounts.houseAccount('house_vip_holds', currencyId);
  }

  private async byGuid(guid: string): Promise<VipRecord | undefined> {
    const [row] = await this.deps.db
      .select()
      .from(vipBetRequests)
      .where(eq(vipBetRequests.betGuid, guid));
    return row;
  }

  private knownAnswer(known: VipRecord, playerId: number, fingerprint: string, language: string) {
    if (known.playerId !== playerId || known.fingerprint !== fingerprint) {
      throw conflict('bet_guid_reused');
    }
    return this.viewOf(known, language);
  }

  private async viewOf(row: VipRecord, language: string): Promise<VipBetView> {
    const currency = couponCurrencyOf(row.currencyId);
    const text = (amount: number) => fromMinorUnits(safeMinorUnits(amount), currency.precision);
    return {
      id: row.id,
      betGuid: row.betGuid,
      playerId: row.playerId,
      vid: row.vid,
      status: row.status,
      currency,
      stake: text(row.stake),
      coef: row.odds / 1000,
      maxStake: text(row.maxStake),
      counterStake: row.counterStake === null ? null : text(row.counterStake),
      counterCoef: row.counterOdds === null ? null : row.counterOdds / 1000,
      expiresAt: row.expiresAt.toISOString(),
      couponId: row.couponId,
      note: row.note,
      legs: row.legs.map((leg) => legView(leg, language)),
      createdAt: row.createdAt.toISOString(),
    };
  }
}

/** The coupon's extras a trader does not price: a VIP request is a plain single or express. */
const VIP_EXTRAS = [
  'antiExpressCoef',
  'isExpressBoost',
  'isPowerBet',
  'saleBetId',
  'isAutoBet',
  'oneClickBet',
  'builderCoupon',
] as const;

function refuseExtras(coupon: ParsedCoupon): void {
  const taken = VIP_EXTRAS.filter(
    (field) => coupon[field] !== undefined && coupon[field] !== false,
  );
  if (taken.length > 0) {
    throw badRequest(
      'validation_failed',
      Object.fromEntries(taken.map((field) => [field, ['vip_bet_combination']])),
    );
  }
}

function legView(leg: VipLegRecord, language: string): VipBetView['legs'][number] {
  const words = outcomeWords(
    { group: leg.group, type: leg.type, param: leg.param, sportId: leg.sportId, names: leg.names },
    language,
  );
  return {
    gameId: leg.gameId,
    champName: words.champName,
    home: words.home,
    ...(words.away === undefined ? {} : { away: words.away }),
    marketName: words.marketName,
    outcomeName: words.outcomeName,
    coef: leg.odds / 1000,
    live: leg.live,
  };
}

function legsOf(recounted: RecountedCoupon): VipLegRecord[] {
  return recounted.events.map((event, i) => {
    const { sent } = event;
    if (!event.names || !event.offered) throw conflict('vip_bet_refused_coupon_event_unknown');
    return {
      gameId: sent.gameId,
      group: sent.group,
      type: sent.type,
      ...(sent.param === undefined ? {} : { param: sent.param }),
      odds: recounted.odds[i] ?? 0,
      live: event.live,
      sportId: event.offered.game.sportId,
      names: event.names,
    };
  });
}

function maxStakeOf(recounted: RecountedCoupon, context: CouponContext): MinorUnits {
  const { precision } = context.currency;
  return stakeOf(recounted.view.maxStake, precision) ?? safeMinorUnits(0);
}

/**
 * The limits' reference of a VIP stake: the bet's own, since the accepted bet is the held one.
 * A counter-offer's smaller stake keeps the held stake counted: stricter, never looser.
 */
function vipStakeRef(guid: string): string {
  return `bet:${guid.toLowerCase()}`;
}
