import type {
  BetPlacement,
  CouponProblem,
  CouponView,
  PlacedCoupon,
  placeBetRequest,
  RiskView,
} from '@arenabet/contracts';
import {
  type BackofficeBets,
  type BetHistory,
  COUPON_VIDS,
  type ParsedBetHistoryFilters,
  type SavedCoupon,
} from '@arenabet/contracts';
import { STAKE_FACTOR_PERCENT } from '@arenabet/contracts/risk';
import type { SiteSettings } from '@arenabet/domain';
import { safeMinorUnits } from '@arenabet/domain';
import { type CheckCf, isCheckCf } from '@arenabet/domain/betting/odds';
import { isVipKind } from '@arenabet/domain/betting/vip-bets';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppServices, ModuleDeps } from '../../module-deps.ts';
import { CoalescingRounds } from '../../platform/coalescing-rounds.ts';
import { type Transaction, withTransaction } from '../../platform/db/transaction.ts';
import { AppError, badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import type { LimitGuard } from '../responsible-gambling/limit-guard.ts';
import { Advances, type AdvanceWrite, advanceKindProblem } from './advance.ts';
import { AutoBets } from './auto-bets.ts';
import { BetWriter } from './bet-writer.ts';
import {
  backofficeWhere,
  gameOutcomes,
  hideSettled,
  historyPage,
  historyPeriod,
  historyTotals,
  historyWhere,
  managerWhere,
} from './bets-history.ts';
import { CashOut } from './cash-out.ts';
import { CashOutPush } from './cash-out-push.ts';
import { loadCoupon, saveCoupon } from './coupon-codes.ts';
import { type LineEvent, lineEvent, paramKeyOf } from './coupon-line.ts';
import {
  type CouponContext,
  limitIn,
  type ParsedCoupon,
  type RecountedCoupon,
  recountCoupon,
} from './coupon-recount.ts';
import { type CouponRecord, couponCurrencyOf, couponViews, viewsWithLegs } from './coupon-views.ts';
import { historyMailBody, historyMailSubject } from './history-mail.ts';
import { BetInsurance } from './insurance.ts';
import {
  type BetAccount,
  BetRefusal,
  type CouponRow,
  checkPayoutLimits,
  couponFingerprint,
  couponRowsOf,
  insertCoupons,
  stakeMovement,
  type WrittenCoupon,
} from './placement.ts';
import { POWER_BET_LATE, powerBetRefusal, withPowerBet } from './powerbet.ts';
import {
  liftSuspension,
  type OutcomeKey,
  riskView,
  SuspendedOutcomes,
  setStakeFactor,
  stakeFactorOf,
  suspendOverLimit,
} from './risk.ts';
import { betRequests, coupons } from './schema.ts';
import type { OutcomeResult, SettlementOutcome } from './settlement.ts';
import { type SettlementLog, SettlementRunner } from './settlement-runner.ts';
import { VipBets } from './vip-bets.ts';

export type ParsedPlaceBet = z.output<typeof placeBetRequest>;
type RequestRecord = typeof betRequests.$inferSelect;

/** The liability checks' pace under a busy book: a round at most this often. */
const LIABILITY_ROUND_MS = 1_000;

/** How long after a pending bet's due time the page should ask again. */
const RETRY_MARGIN_MS = 250;

/**
 * The coupon and placing bets: recounts against the line, acceptance (at once pre-match, after
 * the acceptance delay in play), idempotent by the bet's GUID, the stake through the ledger.
 */
export class BetsService {
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly suspended: SuspendedOutcomes;
  private readonly liabilityRounds: CoalescingRounds<number>;
  private readonly writer: BetWriter;
  readonly settlement: SettlementRunner;
  readonly cashOut: CashOut;
  readonly insurance: BetInsurance;
  readonly vipBets: VipBets;
  readonly cashOutPush: CashOutPush;
  readonly autoBets: AutoBets;
  readonly advances: Advances;

  constructor(
    private readonly deps: ModuleDeps,
    private readonly services: AppServices,
    log: SettlementLog,
  ) {
    this.writer = new BetWriter(deps.db, deps.clock);
    this.settlement = new SettlementRunner(
      deps,
      services,
      (outcome) => {
        for (const playerId of outcome.playerIds) this.notify(playerId, 'settled', undefined, []);
      },
      log,
    );
    this.cashOut = new CashOut(deps, services);
    this.advances = new Advances(deps, services);
    this.insurance = new BetInsurance(deps, services);
    this.vipBets = new VipBets(deps, services, {
      priced: async (coupon, playerId, language) => {
        const { context, account } = await this.contextFor(coupon, playerId, language);
        return { context, account, recounted: await this.recountIn(coupon, context) };
      },
      betGuidTaken: async (betGuid) =>
        (await this.requestByGuid(betGuid)) !== undefined || this.autoBets.holdsGuid(betGuid),
      notify: (playerId, couponIds) => {
        this.notify(playerId, 'vip_bet', undefined, couponIds);
        // The book's largest bets count toward an outcome's liability like any other.
        if (couponIds.length > 0) this.watchLiabilities(couponIds);
      },
    });
    this.cashOutPush = new CashOutPush(deps, services, this.cashOut, log);
    this.suspended = new SuspendedOutcomes(deps.db);
    this.liabilityRounds = new CoalescingRounds<number>(
      (couponIds) => this.checkLiabilities(couponIds),
      (error) => log.error({ err: error }, 'liability check failed'),
      LIABILITY_ROUND_MS,
    );
    this.autoBets = new AutoBets(
      deps,
      services,
      {
        recountFor: async (coupon, playerId, language) =>
          this.recountIn(coupon, (await this.contextFor(coupon, playerId, language)).context),
        placeOwn: (playerId, request, language) => this.placeBet(playerId, request, language),
        betGuidTaken: async (betGuid) => (await this.requestByGuid(betGuid)) !== undefined,
        status: (playerId, betGuid, language) => this.status(playerId, betGuid, language),
        notifyAutoBet: (playerId, betGuid) => this.notify(playerId, 'auto_bet', betGuid, []),
      },
      log,
    );
  }

  /**
   * Voids every outcome bet on a game: stakes are returned (a cancelled game). The duels built
   * on it go with it, as a duel with an abandoned side has no result.
   */
  async voidGame(operatorId: number, gameId: number, reason: string) {
    // The duels first: voided after the game, a duel could be paid from the feed between the two.
    const outcomes: SettlementOutcome[] = [];
    for (const duelId of await this.services.feed.duelsOf(gameId)) {
      const outcome = await this.voidOutcomes(operatorId, duelId, reason, { voidedWith: gameId });
      if (outcome) outcomes.push(outcome);
    }
    const own = await this.voidOutcomes(operatorId, gameId, reason);
    if (own) outcomes.push(own);
    if (outcomes.length === 0) throw notFound('bets_game_has_no_bets');
    return {
      settledCoupons: outcomes.reduce((sum, outcome) => sum + outcome.settledCoupons, 0),
      playerIds: [...new Set(outcomes.flatMap((outcome) => outcome.playerIds))],
    };
  }

  private async voidOutcomes(
    operatorId: number,
    gameId: number,
    reason: string,
    audit?: Record<string, unknown>,
  ) {
    const outcomes = await gameOutcomes(this.deps.db, gameId, 'en');
    if (outcomes.length === 0) return undefined;
    const results = outcomes.map((o) => ({
      gameId: o.gameId,
      group: o.group,
      type: o.type,
      paramKey: paramKeyOf(o.param),
      result: 'void' as const,
    }));
    return this.settlement.settleByHand(operatorId, gameId, results, reason, 'void', audit);
  }

  /** An operator's results, each for an outcome players bet on in this game. */
  async settleByHand(
    operatorId: number,
    gameId: number,
    results: readonly OutcomeResult[],
    reason: string,
  ) {
    const outcomes = await gameOutcomes(this.deps.db, gameId, 'en');
    const known = new Set(
      outcomes.map((o) => `${o.gameId}:${o.group}:${o.type}:${paramKeyOf(o.param)}`),
    );
    const unknown = results.findIndex(
      (r) => !known.has(`${r.gameId}:${r.group}:${r.type}:${r.paramKey}`),
    );
    if (unknown >= 0)
      throw badRequest('validation_failed', { [`results.${unknown}`]: ['bets_outcome_not_bet'] });
    return this.settlement.settleByHand(operatorId, gameId, results, reason, 'settle');
  }

  /** Sends the history the filters give to the player's confirmed e-mail, through the outbox. */
  async mailHistory(
    playerId: number,
    filters: ParsedBetHistoryFilters,
    language: string,
  ): Promise<number> {
    const player = await this.services.players.byId(playerId);
    if (!player?.email || !player.emailConfirmedAt) throw conflict('email_not_confirmed');
    const history = await this.history(playerId, filters, language);
    await this.services.outbox.send({
      channel: 'email',
      recipient: player.email,
      purpose: 'bets_history',
      subject: historyMailSubject(history, language),
      body: historyMailBody(history, language),
      playerId,
    });
    return history.coupons.length;
  }

  /** UpdateCoupon: the coupon against the line now, for a visitor or a player. */
  async recount(coupon: ParsedCoupon, playerId: number | undefined, language: string) {
    const { context } = await this.contextFor(coupon, playerId, language);
    const { view } = await this.recountIn(coupon, context);
    await this.offerVip(view, coupon, playerId, context.settings);
    return view;
  }

  /**
   * A stake above the maximum: whether the player may send it as a VIP request instead. The
   * public recount knows no player; MakeBetWeb's refusal tells the player who placed it.
   */
  private async offerVip(
    view: CouponView,
    coupon: ParsedCoupon,
    playerId: number | undefined,
    settings: SiteSettings,
  ): Promise<void> {
    if (!view.problems.some((p) => p.key === 'coupon_stake_above_max')) return;
    const allowed = isVipKind(coupon.vid) && (await this.vipBets.allowedFor(playerId, settings));
    view.vipBet = { available: allowed };
  }

  /** GetAvance: what the player can bet on advance now. */
  async advanceView(playerId: number, accountId: number | undefined, language: string) {
    return this.advances.view(playerId, accountId, await this.settings(language));
  }

  /** MakeBetWeb: the first answer for this GUID, placing the bet once. */
  async place(playerId: number, request: ParsedPlaceBet, language: string): Promise<BetPlacement> {
    const notAdvance = advanceKindProblem(request);
    if (notAdvance) throw badRequest('validation_failed', { avanceBet: [notAdvance] });
    if (request.isAutoBet) return this.autoBets.create(playerId, request, language);
    // An auto-bet's or a VIP request's GUID is its own bet's: no other bet may take it.
    if (
      (await this.autoBets.holdsGuid(request.betGuid)) ||
      (await this.vipBets.holdsGuid(request.betGuid))
    ) {
      throw conflict('bet_guid_reused');
    }
    return this.placeBet(playerId, request, language);
  }

  /** A bet through acceptance: at once pre-match, after the delay in play. */
  private async placeBet(
    playerId: number,
    request: ParsedPlaceBet,
    language: string,
  ): Promise<BetPlacement> {
    const { betGuid, ...coupon } = request;
    const notPowerBet = await powerBetRefusal(this.deps.db, this.services.feed, playerId, coupon);
    const fingerprint = couponFingerprint(coupon);
    if (notPowerBet) {
      // A raise sent again after its single settled answers what it had.
      const known = await this.requestByGuid(betGuid);
      if (known) return this.answerKnown(playerId, known, fingerprint, language);
      if (!POWER_BET_LATE.has(notPowerBet)) {
        throw badRequest('validation_failed', { saleBetId: [notPowerBet] });
      }
    }
    // A GUID seen before is found when its row is written (the unique index): no read first.
    const { context, account } = await this.contextFor(coupon, playerId, language);
    await this.advances.admit(playerId, coupon, context.settings);
    const counted = await this.recountIn(coupon, context);
    const recounted = notPowerBet
      ? { ...counted, problems: [{ key: notPowerBet }, ...counted.problems] }
      : counted;
    if (recounted.problems.length > 0) {
      await this.offerVip(recounted.view, coupon, playerId, context.settings);
      return this.refuseNew(playerId, betGuid, fingerprint, coupon, recounted, language);
    }
    const delay = recounted.live
      ? context.settings.coupon.liveDelaySeconds
      : context.settings.coupon.lineDelaySeconds;
    // An advance bet is decided as a live bet is, in a transaction of its own that locks its
    // backing (advance.ts), not in the batch of pre-match bets.
    if (delay > 0 || coupon.avanceBet)
      return this.holdPending(playerId, betGuid, fingerprint, coupon, recounted, delay, language);
    return this.acceptNew(
      playerId,
      betGuid,
      fingerprint,
      coupon,
      account,
      context,
      recounted,
      language,
    );
  }

  /** BetStatus: a bet's answer by its GUID; a pending bet past its delay is decided now. */
  async status(playerId: number, betGuid: string, language: string): Promise<BetPlacement> {
    const known = await this.requestByGuid(betGuid);
    if (!known || known.playerId !== playerId) throw notFound('bet_guid_unknown');
    if (known.status === 'pending' && known.dueAt <= this.deps.clock.now()) {
      await this.decidePending(known.id);
      return this.answerOf((await this.requestByGuid(betGuid)) ?? known, language, null);
    }
    return this.answerOf(known, language, null);
  }

  /** Decides every pending bet whose delay has passed (another instance's too). */
  async decideDue(): Promise<number> {
    const due = await this.deps.db
      .select({ id: betRequests.id })
      .from(betRequests)
      .where(and(eq(betRequests.status, 'pending'), lte(betRequests.dueAt, this.deps.clock.now())))
      .orderBy(asc(betRequests.dueAt))
      .limit(500);
    for (const { id } of due) await this.decidePending(id);
    return due.length;
  }

  saveCoupon(coupon: Omit<SavedCoupon, 'couponCode'>): Promise<SavedCoupon> {
    return saveCoupon(this.deps.db, this.deps.clock, coupon);
  }

  loadCoupon(code: string): Promise<SavedCoupon> {
    return loadCoupon(this.deps.db, code);
  }

  /** The express of the day as a coupon to load in one click. */
  async expressHighlight(): Promise<SavedCoupon> {
    const legs = await this.services.feed.expressOfDay();
    return {
      couponCode: '',
      vid: legs.length > 1 ? COUPON_VIDS.express : COUPON_VIDS.single,
      couponEvents: legs.map(({ gameId, outcome }) => ({
        gameId,
        group: outcome.group,
        type: outcome.type,
        param: outcome.line,
        coef: outcome.odds,
      })),
    };
  }

  async history(
    playerId: number,
    filters: ParsedBetHistoryFilters,
    language: string,
  ): Promise<BetHistory> {
    const settings = await this.settings(language);
    const period = historyPeriod(filters, this.deps.clock.now(), settings.couponHistoryDays);
    const page = await historyPage(
      this.deps.db,
      historyWhere(playerId, filters, period),
      filters.page_number,
    );
    const views = await this.insurance.attachOffers(
      playerId,
      await this.cashOut.attachPrices(playerId, await this.views(page.rows, language)),
    );
    return {
      coupons: settings.features.powerBet ? await withPowerBet(this.services.feed, views) : views,
      pageNumber: filters.page_number,
      hasMore: page.hasMore,
      dateFrom: period.dateFrom,
      dateTo: period.dateTo,
      totals: historyTotals(page.rows),
    };
  }

  /** The book's liabilities per outcome and the last bets, for the back office. */
  async risk(language: string): Promise<RiskView> {
    return riskView(this.deps.db, await this.settings(language), language);
  }

  /** An operator takes bets again on an outcome the book suspended, audited. */
  async liftSuspension(operatorId: number, key: OutcomeKey, reason: string): Promise<void> {
    if (!(await liftSuspension(this.deps, { operatorId, key, reason }))) {
      throw notFound('outcome_not_suspended');
    }
    this.suspended.changed();
  }

  /** An operator sets a player's stake factor, audited. */
  async setStakeFactor(
    operatorId: number,
    playerId: number,
    factorPercent: number,
    reason: string,
  ) {
    if (!(await this.services.players.byId(playerId))) throw notFound('player_unknown');
    return setStakeFactor(this.deps, { operatorId, playerId, factorPercent, reason });
  }

  clearHistory(playerId: number, ids: readonly number[] | undefined): Promise<number> {
    return hideSettled(this.deps.db, playerId, ids, this.deps.clock.now());
  }

  async managerBets(playerId: number, language: string): Promise<PlacedCoupon[]> {
    const page = await historyPage(this.deps.db, managerWhere(playerId), 1);
    return this.views(page.rows, language);
  }

  async backofficeBets(
    query: { gameId?: number; playerId?: number; page: number },
    language: string,
  ): Promise<BackofficeBets> {
    const page = await historyPage(this.deps.db, backofficeWhere(query), query.page);
    const views = await this.views(page.rows, language);
    return {
      coupons: views.map((view, i) => ({ ...view, playerId: page.rows[i]?.coupon.playerId ?? 0 })),
      hasMore: page.hasMore,
      outcomes: query.gameId ? await gameOutcomes(this.deps.db, query.gameId, language) : [],
    };
  }

  /**
   * After bets are accepted, their outcomes' liabilities are looked at, out of the answer's way:
   * one past the site's limit is suspended for new bets. Coupons accepted while a round runs
   * wait for the next; a busy book gets a round a second at most, each summing every open
   * single of its outcomes.
   */
  /** Accepted bets: their outcomes' liabilities are checked, and the risk screens are told. */
  private watchLiabilities(couponIds: readonly number[]): void {
    this.liabilityRounds.add(couponIds);
    this.services.livePush.sendToOperators({
      type: 'risk',
      event: 'bets_accepted',
      couponIds: [...couponIds],
    });
  }

  private async checkLiabilities(couponIds: number[]): Promise<void> {
    const settings = await this.settings(await this.deps.defaultLanguage());
    if ((await suspendOverLimit(this.deps, settings, couponIds)) > 0) this.suspended.changed();
  }

  /** Resolves once the liability checks in progress are done (tests, shutdown). */
  liabilitiesIdle(): Promise<void> {
    return this.liabilityRounds.idle();
  }

  stop(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.vipBets.stop();
  }

  private async answerKnown(
    playerId: number,
    known: RequestRecord,
    fingerprint: string,
    language: string,
  ): Promise<BetPlacement> {
    if (known.playerId !== playerId || known.fingerprint !== fingerprint) {
      throw conflict('bet_guid_reused');
    }
    return this.status(playerId, known.betGuid, language);
  }

  private async contextFor(coupon: ParsedCoupon, playerId: number | undefined, language: string) {
    const settings = await this.settings(language);
    const account = playerId === undefined ? undefined : await this.accountFor(playerId, coupon);
    const currencyId = account?.currencyId ?? settings.currencies[0]?.id ?? 10;
    const geo = settings.currencies.find((c) => c.id === currencyId);
    const checkCf: CheckCf = isCheckCf(coupon.checkCf)
      ? coupon.checkCf
      : toCheckCf(settings.betting.checkCf);
    const context: CouponContext = {
      currency: couponCurrencyOf(currencyId),
      coefConvert: geo?.coefConvert ?? 1,
      minStake: geo?.minSumBet ?? safeMinorUnits(1),
      settings,
      language,
      checkCf,
      stakeFactorPercent:
        playerId === undefined
          ? STAKE_FACTOR_PERCENT.none
          : await stakeFactorOf(this.deps.db, playerId),
    };
    return { context, account };
  }

  private async settings(language: string): Promise<SiteSettings> {
    const settings = await this.deps.siteSettings({ language });
    if (!settings) throw new AppError(503, 'config is absent');
    return settings;
  }

  private async accountFor(playerId: number, coupon: ParsedCoupon): Promise<BetAccount> {
    const { accounts } = await this.services.accounts.balanceOf(playerId);
    const account = coupon.accountId
      ? accounts.find((a) => a.id === coupon.accountId)
      : accounts.find((a) => a.isActive);
    if (!account) throw badRequest('validation_failed', { accountId: ['account_not_found'] });
    const [houseBets, houseTaxes] = await Promise.all([
      this.services.accounts.houseAccount('house_bets', account.currencyId),
      this.services.accounts.houseAccount('house_taxes', account.currencyId),
    ]);
    return { accountId: account.id, currencyId: account.currencyId, houseBets, houseTaxes };
  }

  private async recountIn(coupon: ParsedCoupon, context: CouponContext): Promise<RecountedCoupon> {
    const feed = this.services.feed;
    const events = await Promise.all(coupon.couponEvents.map((event) => lineEvent(feed, event)));
    return recountCoupon(coupon, await this.withSuspensions(events), context);
  }

  /** Outcomes the book suspended past their liability take no bets: locked, as the feed's. */
  private async withSuspensions(events: readonly LineEvent[]): Promise<LineEvent[]> {
    const keyOf = (event: LineEvent) => ({
      gameId: event.sent.gameId,
      group: event.sent.group,
      type: event.sent.type,
      paramKey: paramKeyOf(event.sent.param),
    });
    return Promise.all(
      events.map(async (event) =>
        event.state === 'open' && (await this.suspended.has(keyOf(event)))
          ? { ...event, state: 'locked' as const }
          : event,
      ),
    );
  }

  private requestByGuid(betGuid: string): Promise<RequestRecord | undefined> {
    return this.deps.db
      .select()
      .from(betRequests)
      .where(eq(betRequests.betGuid, betGuid.toLowerCase()))
      .then((rows) => rows[0]);
  }

  /** Records a refusal found before any money moved; a GUID raced in first wins. */
  private async refuseNew(
    playerId: number,
    betGuid: string,
    fingerprint: string,
    coupon: ParsedCoupon,
    recounted: RecountedCoupon,
    language: string,
  ): Promise<BetPlacement> {
    const reason = recounted.problems[0]?.key ?? 'coupon_not_accepted';
    const now = this.deps.clock.now();
    const [row] = await this.deps.db
      .insert(betRequests)
      .values({
        betGuid: betGuid.toLowerCase(),
        playerId,
        fingerprint,
        status: 'not_accepted',
        reason,
        problems: recounted.problems,
        coupon,
        live: recounted.live,
        dueAt: now,
        createdAt: now,
        decidedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return this.raced(playerId, betGuid, fingerprint, language);
    return this.answerOf(row, language, recounted.view);
  }

  private async raced(playerId: number, betGuid: string, fingerprint: string, language: string) {
    const known = await this.requestByGuid(betGuid);
    if (!known) throw new Error(`Bet ${betGuid} vanished`);
    return this.answerKnown(playerId, known, fingerprint, language);
  }

  private async holdPending(
    playerId: number,
    betGuid: string,
    fingerprint: string,
    coupon: ParsedCoupon,
    recounted: RecountedCoupon,
    delaySeconds: number,
    language: string,
  ): Promise<BetPlacement> {
    const now = this.deps.clock.now();
    const dueAt = new Date(now.getTime() + delaySeconds * 1000);
    const [row] = await this.deps.db
      .insert(betRequests)
      .values({
        betGuid: betGuid.toLowerCase(),
        playerId,
        fingerprint,
        status: 'pending',
        coupon,
        live: recounted.live,
        dueAt,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return this.raced(playerId, betGuid, fingerprint, language);
    this.schedule(row.id, delaySeconds * 1000);
    return this.answerOf(row, language, recounted.view);
  }

  /** A real timer wakes the decision; the status call and decideDue cover a lost one. */
  private schedule(requestId: number, delayMs: number): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.decidePending(requestId).catch(() => {});
    }, delayMs + 20);
    timer.unref();
    this.timers.add(timer);
  }

  /** The second check of a live bet after its delay, against the line as it is then. */
  private async decidePending(requestId: number): Promise<void> {
    const [row] = await this.deps.db
      .select()
      .from(betRequests)
      .where(eq(betRequests.id, requestId));
    if (row?.status !== 'pending' || row.dueAt > this.deps.clock.now()) return;
    const coupon = row.coupon as ParsedCoupon;
    const language = coupon.lng ?? (await this.deps.defaultLanguage());
    try {
      const { context, account } = await this.contextFor(coupon, row.playerId, language);
      const recounted = await this.recountIn(coupon, context);
      const feed = this.services.feed;
      const notPowerBet = await powerBetRefusal(this.deps.db, feed, row.playerId, coupon);
      if (notPowerBet) throw new BetRefusal(notPowerBet);
      if (recounted.problems.length > 0) {
        throw new BetRefusal(
          recounted.problems[0]?.key ?? 'coupon_not_accepted',
          recounted.problems,
        );
      }
      if (!account) throw new BetRefusal('account_not_found');
      // Found before the transaction: PGlite has one connection, which the transaction holds.
      const houseAdvances = coupon.avanceBet
        ? await this.services.accounts.houseAccount('house_advances', account.currencyId)
        : undefined;
      const limits = await this.services.responsibleGambling.guard(row.playerId);
      const written = await withTransaction(this.deps.db, async (tx) => {
        const [claimed] = await tx
          .update(betRequests)
          .set({ status: 'accepted', decidedAt: this.deps.clock.now() })
          .where(and(eq(betRequests.id, row.id), eq(betRequests.status, 'pending')))
          .returning({ id: betRequests.id });
        if (!claimed) return undefined;
        return this.writeBet(tx, row.id, row.playerId, row.betGuid, coupon, account, context, {
          recounted,
          houseAdvances,
          limits,
        });
      });
      if (written) {
        const ids = written.map((w) => w.coupon.id);
        this.notify(row.playerId, 'accepted', row.betGuid, ids);
        this.watchLiabilities(ids);
      }
    } catch (error) {
      const refusal = refusalOf(error);
      if (!refusal) throw error;
      await this.deps.db
        .update(betRequests)
        .set({
          status: 'not_accepted',
          reason: refusal.reason,
          problems: refusal.problems,
          decidedAt: this.deps.clock.now(),
        })
        .where(and(eq(betRequests.id, row.id), eq(betRequests.status, 'pending')));
      this.notify(row.playerId, 'not_accepted', row.betGuid, []);
    }
  }

  private async acceptNew(
    playerId: number,
    betGuid: string,
    fingerprint: string,
    coupon: ParsedCoupon,
    account: BetAccount | undefined,
    context: CouponContext,
    recounted: RecountedCoupon,
    language: string,
  ): Promise<BetPlacement> {
    if (!account) throw badRequest('validation_failed', { accountId: ['account_not_found'] });
    const guid = betGuid.toLowerCase();
    const refuse = (refusal: BetRefusal) =>
      this.refuseNew(
        playerId,
        betGuid,
        fingerprint,
        coupon,
        refusedBy(recounted, refusal),
        language,
      );
    let rows: CouponRow[];
    try {
      rows = couponRowsOf(coupon, recounted, context);
    } catch (error) {
      if (error instanceof BetRefusal) return refuse(error);
      throw error;
    }
    // The batch writes the bet in a statement of its own: the limits count it just before,
    // and give it back if the batch refuses it.
    const attempt = stakeAttempt(guid, rows, account);
    let counted: boolean;
    try {
      const guard = await this.services.responsibleGambling.guard(playerId);
      counted = await guard.reserveAlone(this.deps.db, attempt);
    } catch (error) {
      const refusal = protectionRefusal(error);
      if (refusal) return refuse(refusal);
      throw error;
    }
    const { limits } = context.settings.coupon;
    const result = await this.writer.write({
      guid,
      playerId,
      fingerprint,
      coupon,
      account,
      rows,
      movement: this.services.accounts.transferArguments(stakeMovement(guid, rows, account)),
      maxPlayerOpenPayout: limitIn(limits.maxPlayerOpenPayout, context),
      maxOutcomePayout: limitIn(limits.maxOutcomePayout, context),
      events: recounted.events,
    });
    if (result.outcome === 'refused' && counted) {
      await this.services.responsibleGambling.releaseStake(this.deps.db, attempt.ref);
    }
    if (result.outcome === 'raced') return this.raced(playerId, betGuid, fingerprint, language);
    // The refusal (limits, balance) is in the request row the batch wrote.
    if (result.outcome === 'refused')
      return this.answerOf(result.request, language, recounted.view);
    const answer = await this.answerOf(result.request, language, recounted.view, result.written);
    const ids = answer.coupons.map((c) => c.id);
    this.notify(playerId, 'accepted', guid, ids);
    this.watchLiabilities(ids);
    return answer;
  }

  /** The bet's coupons and its stake, inside the caller's transaction. */
  private async writeBet(
    tx: Transaction,
    requestId: number,
    playerId: number,
    betGuid: string,
    coupon: ParsedCoupon,
    account: BetAccount,
    context: CouponContext,
    priced: { recounted: RecountedCoupon; houseAdvances: number | undefined; limits: LimitGuard },
  ): Promise<WrittenCoupon[]> {
    const { recounted, houseAdvances } = priced;
    const made = couponRowsOf(coupon, recounted, context);
    // The limits' lock before the account's, as every path of money in takes them.
    await priced.limits.reserve(tx, stakeAttempt(betGuid, made, account));
    const rows =
      houseAdvances === undefined
        ? made
        : await this.takeAdvance(tx, { playerId, betGuid, account, houseAdvances }, made, context);
    // The stake first: its UPDATE locks the player's account, so the limits below are checked
    // one bet of this player at a time.
    if (houseAdvances === undefined) {
      await this.services.accounts.transferIn(tx, stakeMovement(betGuid, rows, account));
    }
    await checkPayoutLimits(tx, playerId, rows, context, account.currencyId, recounted.events);
    const written = await insertCoupons(
      tx,
      requestId,
      playerId,
      account,
      rows,
      this.deps.clock.now(),
    );
    return written;
  }

  /** An advance bet's one coupon, backed and its stake moved from the book's credit. */
  private async takeAdvance(
    tx: Transaction,
    bet: Omit<AdvanceWrite, 'row' | 'settings'>,
    rows: readonly CouponRow[],
    context: CouponContext,
  ): Promise<CouponRow[]> {
    const [row] = rows;
    if (!row || rows.length !== 1) throw new BetRefusal('advance_kind');
    return [await this.advances.take(tx, { ...bet, row, settings: context.settings })];
  }

  private async answerOf(
    row: RequestRecord,
    language: string,
    view: CouponView | null,
    written?: readonly WrittenCoupon[],
  ): Promise<BetPlacement> {
    const placed = written
      ? await viewsWithLegs(
          this.services.feed,
          written.map((w) => ({ ...w.coupon, betGuid: row.betGuid })),
          written.flatMap((w) => w.legs),
          language,
        )
      : row.status === 'accepted'
        ? await this.couponsOf([row.id], language)
        : [];
    const retryAfterMs =
      row.status === 'pending'
        ? Math.max(0, row.dueAt.getTime() - this.deps.clock.now().getTime()) + RETRY_MARGIN_MS
        : null;
    return {
      betGuid: row.betGuid,
      status: row.status,
      reason: row.reason,
      problems: row.problems as CouponProblem[],
      retryAfterMs,
      coupons: placed,
      coupon: view,
    };
  }

  async couponsOf(requestIds: readonly number[], language: string): Promise<PlacedCoupon[]> {
    const records = await this.deps.db
      .select({ coupon: coupons, betGuid: betRequests.betGuid })
      .from(coupons)
      .innerJoin(betRequests, eq(betRequests.id, coupons.requestId))
      .where(inArray(coupons.requestId, [...requestIds]))
      .orderBy(asc(coupons.id));
    return this.views(records, language);
  }

  views(
    records: readonly { coupon: CouponRecord; betGuid: string }[],
    language: string,
  ): Promise<PlacedCoupon[]> {
    return couponViews(
      this.deps.db,
      this.services.feed,
      records.map((r) => ({ ...r.coupon, betGuid: r.betGuid })),
      language,
    );
  }

  notify(
    playerId: number,
    event: 'accepted' | 'not_accepted' | 'settled' | 'sold' | 'insured' | 'auto_bet' | 'vip_bet',
    betGuid: string | undefined,
    couponIds: number[],
  ): void {
    this.services.livePush.sendToPlayers([playerId], { type: 'bets', event, betGuid, couponIds });
  }
}

function toCheckCf(value: number): CheckCf {
  return isCheckCf(value) ? value : 0;
}

/** The recount with the problems a refusal found after it. */
function refusedBy(recounted: RecountedCoupon, refusal: BetRefusal): RecountedCoupon {
  return {
    ...recounted,
    problems: refusal.problems.length > 0 ? refusal.problems : [{ key: refusal.reason }],
  };
}

/** What a bet's stake counts against the player's limits, once by its GUID. */
function stakeAttempt(betGuid: string, rows: readonly CouponRow[], account: BetAccount) {
  return {
    counter: 'stake' as const,
    currencyId: account.currencyId,
    amount: rows.reduce((sum, row) => sum + row.stake, 0),
    ref: `bet:${betGuid.toLowerCase()}`,
  };
}

/** A limit or a break the bet would pass, as the bet's refusal naming it. */
function protectionRefusal(error: unknown): BetRefusal | undefined {
  if (!(error instanceof AppError) || error.status !== 403) return undefined;
  if (
    !/^(limit_|account_time_out$|account_self_excluded$|account_not_verified$)/.test(error.message)
  ) {
    return undefined;
  }
  return new BetRefusal(error.message, [{ key: error.message }]);
}

function refusalOf(error: unknown): BetRefusal | undefined {
  if (error instanceof BetRefusal) return error;
  const protection = protectionRefusal(error);
  if (protection) return protection;
  // The ledger refuses a stake the balance does not cover with a dictionary key.
  if (error instanceof AppError && error.status === 400 && error.message.startsWith('account_')) {
    return new BetRefusal(error.message, [{ key: error.message }]);
  }
  return undefined;
}
