import type { AutoBetView, BetPlacement, BetStatus } from '@arenabet/contracts';
import { COUPON_VIDS } from '@arenabet/contracts';
import { fromMinorUnits, safeMinorUnits } from '@arenabet/domain';
import { ODDS_SCALE, type Odds, oddsFromDecimal } from '@arenabet/domain/betting/odds';
import { expressOddsRounded } from '@arenabet/domain/betting/possible-win';
import { and, desc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { AppServices, ModuleDeps } from '../../module-deps.ts';
import { CoalescingRounds } from '../../platform/coalescing-rounds.ts';
import { AppError, badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import type { FeedChangeBatch } from '../feed/feed-api.ts';
import { type LineEvent, lineEvent, outcomeWords } from './coupon-line.ts';
import type { ParsedCoupon, RecountedCoupon } from './coupon-recount.ts';
import { couponCurrencyOf } from './coupon-views.ts';
import { couponFingerprint } from './placement.ts';
import { type AutoBetEvent, type AutoBetStateValue, autoBets, betRequests } from './schema.ts';
import type { ParsedPlaceBet } from './service.ts';

/*
 * Auto-bets (isAutoBet, autoBetCf, dropOnScoreChange): a coupon that waits on the server until
 * its total odds reach the target, then is placed with its own GUID through the same acceptance
 * as any bet (a live one waits its delay and is checked again). No money moves while it waits:
 * the stake leaves the account when the bet is accepted, with the balance and limits of then.
 * Each feed batch looks at the waiting auto-bets on the games it changed.
 */

type AutoBetRecord = typeof autoBets.$inferSelect;

/** What the bets service does for auto-bets: the same recount and acceptance as any bet. */
export interface AutoBetHost {
  recountFor(coupon: ParsedCoupon, playerId: number, language: string): Promise<RecountedCoupon>;
  /** Places the auto-bet's own bet (its GUID is the auto-bet's: no clash is looked for). */
  placeOwn(playerId: number, request: ParsedPlaceBet, language: string): Promise<BetPlacement>;
  /** Whether a bet (not an auto-bet) was sent with this GUID. */
  betGuidTaken(betGuid: string): Promise<boolean>;
  /** The answer of a bet by its GUID (BetStatus). */
  status(playerId: number, betGuid: string, language: string): Promise<BetPlacement>;
  notifyAutoBet(playerId: number, betGuid: string): void;
}

/** How long ended auto-bets stay in the player's list. */
const LIST_DAYS = 7;
const LIST_LIMIT = 50;

/** The coupon's total odds: a single's odds or the express's product, rounded down. */
function totalOddsOf(odds: readonly Odds[]): Odds {
  return odds.length === 1 ? (odds[0] as Odds) : expressOddsRounded(odds);
}

const scoreOf = (event: LineEvent) => {
  const score = event.offered?.game.live?.score;
  return score ? `${score.home}:${score.away}` : '';
};

export class AutoBets {
  private readonly rounds: CoalescingRounds<number>;

  constructor(
    private readonly deps: Pick<ModuleDeps, 'db' | 'clock'>,
    private readonly services: AppServices,
    private readonly host: AutoBetHost,
    private readonly log: { error(details: object, message: string): void },
  ) {
    this.rounds = new CoalescingRounds(
      (games) => this.watch(games),
      (error) => log.error({ err: error }, 'auto-bets failed'),
    );
  }

  /** MakeBetWeb with isAutoBet: the auto-bet made (or the one this GUID made before). */
  async create(playerId: number, request: ParsedPlaceBet, language: string): Promise<BetPlacement> {
    const { betGuid, isAutoBet: _, autoBetCf, autoBetCfView: __, ...coupon } = request;
    const guid = betGuid.toLowerCase();
    const fingerprint = autoBetFingerprint(coupon, autoBetCf);
    const known = await this.byGuid(guid);
    if (known) return this.answerKnown(known, playerId, fingerprint, language);
    if (await this.host.betGuidTaken(guid)) throw conflict('bet_guid_reused');
    const target = checkedRequest(coupon, autoBetCf);
    const recounted = await this.host.recountFor(coupon, playerId, language);
    // The target is the point: a price moved since the page's is no reason to refuse it.
    const problems = recounted.problems.filter((p) => p.key !== 'coupon_odds_changed');
    if (problems.length > 0 || !recounted.money) {
      return refused(guid, problems[0]?.key ?? 'coupon_stake_invalid', recounted, problems);
    }
    const startOdds = totalOddsOf(recounted.odds);
    if (target <= startOdds) {
      throw badRequest('validation_failed', { autoBetCf: ['auto_bet_target_not_above'] });
    }
    const [row] = await this.deps.db
      .insert(autoBets)
      .values({
        playerId,
        betGuid: guid,
        fingerprint,
        coupon,
        language,
        targetOdds: target,
        startOdds,
        stake: recounted.money.stake,
        currencyId: recounted.view.currency.id,
        dropOnScoreChange: coupon.dropOnScoreChange === true,
        scores: Object.fromEntries(recounted.events.map((e) => [gameOf(e), scoreOf(e)])),
        gameIds: [...new Set(recounted.events.map(gameOf))],
        events: recounted.events.map(eventOf),
        createdAt: this.deps.clock.now(),
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return this.create(playerId, request, language);
    return waitingAnswer(row, recounted);
  }

  /** AutoBets: the waiting ones first, then the last week's others. */
  async list(playerId: number, language: string): Promise<AutoBetView[]> {
    const since = new Date(this.deps.clock.now().getTime() - LIST_DAYS * 86_400_000);
    const rows = await this.deps.db
      .select()
      .from(autoBets)
      .where(
        and(
          eq(autoBets.playerId, playerId),
          or(eq(autoBets.state, 'waiting'), gte(autoBets.createdAt, since)),
        ),
      )
      .orderBy(sql`${autoBets.state} = 'waiting' desc`, desc(autoBets.createdAt))
      .limit(LIST_LIMIT);
    return this.views(rows, language);
  }

  /** CancelAutoBet: only a waiting one, only the player's own. */
  async cancel(playerId: number, autoBetId: number, language: string): Promise<AutoBetView> {
    const row = await this.decide(autoBetId, 'cancelled', eq(autoBets.playerId, playerId));
    if (!row) {
      const [known] = await this.deps.db.select().from(autoBets).where(eq(autoBets.id, autoBetId));
      if (known?.playerId !== playerId) throw notFound('auto_bet_unknown');
      throw conflict('auto_bet_not_waiting');
    }
    this.host.notifyAutoBet(playerId, row.betGuid);
    const [view] = await this.views([row], language);
    return view as AutoBetView;
  }

  handleBatch(batch: FeedChangeBatch): void {
    this.rounds.add(batch.changes.map((change) => change.parentId ?? change.gameId));
  }

  /** Resolves once the rounds in progress are done (tests, shutdown). */
  idle(): Promise<void> {
    return this.rounds.idle();
  }

  /** Looks at every waiting auto-bet on these games: placed, dropped, expired or left. */
  async watch(gameIds: readonly number[]): Promise<void> {
    if (gameIds.length === 0) return;
    const rows = await this.deps.db
      .select()
      .from(autoBets)
      .where(
        and(
          eq(autoBets.state, 'waiting'),
          sql`${autoBets.gameIds} && array[${sql.join(
            gameIds.map((id) => sql`${id}`),
            sql`, `,
          )}]::int[]`,
        ),
      );
    for (const row of rows) {
      // One auto-bet's failure must not keep the others of the batch from their turn.
      await this.step(row).catch((error: unknown) =>
        this.log.error({ err: error, autoBetId: row.id }, 'auto-bet failed'),
      );
    }
  }

  private async step(row: AutoBetRecord): Promise<void> {
    const coupon = row.coupon as ParsedCoupon;
    const events = await Promise.all(
      coupon.couponEvents.map((event) => lineEvent(this.services.feed, event)),
    );
    // A game over or gone ends it; an outcome missing for a moment (a market pulled) waits.
    if (events.some((e) => e.state === 'finished' || !e.offered)) return this.end(row, 'expired');
    const scoreMoved = (e: LineEvent) =>
      (scoreOf(e) || KICK_OFF_SCORE) !== (row.scores[gameOf(e)] || KICK_OFF_SCORE);
    if (row.dropOnScoreChange && events.some(scoreMoved)) return this.end(row, 'dropped');
    if (events.some((e) => e.state !== 'open')) return;
    const odds = events.map((e) => e.odds as Odds);
    if (totalOddsOf(odds) < row.targetOdds) return;
    await this.placeAt(row, coupon, odds);
  }

  private async end(row: AutoBetRecord, state: 'expired' | 'dropped'): Promise<void> {
    if (await this.decide(row.id, state)) this.host.notifyAutoBet(row.playerId, row.betGuid);
  }

  /** Claimed once (any instance), then placed at the odds of now, higher ones accepted. */
  private async placeAt(row: AutoBetRecord, coupon: ParsedCoupon, odds: readonly Odds[]) {
    if (!(await this.decide(row.id, 'placed'))) return;
    const request: ParsedPlaceBet = {
      ...coupon,
      couponEvents: coupon.couponEvents.map((event, i) => ({
        ...event,
        coef: (odds[i] ?? 0) / ODDS_SCALE,
      })),
      checkCf: 1,
      betGuid: row.betGuid,
    };
    try {
      await this.host.placeOwn(row.playerId, request, row.language);
    } catch (error) {
      // Refused before any bet was written (the account gone, a powerbet's single settled):
      // the auto-bet says why, as the bet's answer would have.
      const reason =
        error instanceof AppError
          ? (Object.values(error.validationErrors ?? {})[0]?.[0] ?? error.message)
          : 'auto_bet_failed';
      await this.deps.db.update(autoBets).set({ reason }).where(eq(autoBets.id, row.id));
      if (!(error instanceof AppError)) throw error;
    } finally {
      this.host.notifyAutoBet(row.playerId, row.betGuid);
    }
  }

  /** Moves a waiting auto-bet to `state`; undefined when it was no longer waiting. */
  private async decide(
    id: number,
    state: Exclude<AutoBetStateValue, 'waiting'>,
    also = sql`true`,
  ): Promise<AutoBetRecord | undefined> {
    const [row] = await this.deps.db
      .update(autoBets)
      .set({ state, decidedAt: this.deps.clock.now() })
      .where(and(eq(autoBets.id, id), eq(autoBets.state, 'waiting'), also))
      .returning();
    return row;
  }

  /** Whether an auto-bet holds this GUID (a bet sent with it would clash with its own). */
  async holdsGuid(guid: string): Promise<boolean> {
    return (await this.byGuid(guid.toLowerCase())) !== undefined;
  }

  private async byGuid(guid: string): Promise<AutoBetRecord | undefined> {
    const [row] = await this.deps.db.select().from(autoBets).where(eq(autoBets.betGuid, guid));
    return row;
  }

  /** The same GUID again: waiting still, the placed bet's own answer, or how it ended. */
  private async answerKnown(
    row: AutoBetRecord,
    playerId: number,
    fingerprint: string,
    language: string,
  ): Promise<BetPlacement> {
    if (row.playerId !== playerId || row.fingerprint !== fingerprint) {
      throw conflict('bet_guid_reused');
    }
    if (row.state === 'waiting') return waitingAnswer(row, undefined);
    if (row.state === 'placed' && row.reason === null) {
      return this.host.status(playerId, row.betGuid, language);
    }
    if (row.state === 'placed') {
      return { ...waitingAnswer(row, undefined), status: 'not_accepted', reason: row.reason };
    }
    return {
      ...waitingAnswer(row, undefined),
      status: 'not_accepted',
      reason: `auto_bet_${row.state}`,
    };
  }

  private async views(rows: readonly AutoBetRecord[], language: string): Promise<AutoBetView[]> {
    const guids = rows.filter((row) => row.state === 'placed').map((row) => row.betGuid);
    const placed =
      guids.length === 0
        ? []
        : await this.deps.db
            .select({
              betGuid: betRequests.betGuid,
              status: betRequests.status,
              reason: betRequests.reason,
            })
            .from(betRequests)
            .where(inArray(betRequests.betGuid, guids));
    const requests = new Map(placed.map((request) => [request.betGuid, request]));
    return rows.map((row) => viewOf(row, requests.get(row.betGuid), language));
  }
}

const gameOf = (event: LineEvent) => event.parentGameId ?? event.sent.gameId;

/** A game not started yet has no score; its first is this. */
const KICK_OFF_SCORE = '0:0';

/** The coupon's print with what the auto-bet waits for: the same GUID with another target is another request. */
function autoBetFingerprint(coupon: ParsedCoupon, autoBetCf: number | undefined): string {
  return `${couponFingerprint(coupon)}:${autoBetCf ?? ''}:${coupon.dropOnScoreChange === true}`;
}

/** The target in fixed point, once the request is one an auto-bet can be. */
function checkedRequest(coupon: ParsedCoupon, autoBetCf: number | undefined): Odds {
  if (coupon.vid !== COUPON_VIDS.single && coupon.vid !== COUPON_VIDS.express) {
    throw badRequest('validation_failed', { vid: ['auto_bet_kind'] });
  }
  // A powerbet raises a bet now and an anti-express bets against the odds it would wait for;
  // a builder's price is not its legs' odds.
  if (coupon.isPowerBet || coupon.antiExpressCoef !== undefined || coupon.builderCoupon) {
    throw badRequest('validation_failed', { isAutoBet: ['auto_bet_combination'] });
  }
  if (autoBetCf === undefined) throw badRequest('validation_failed', { autoBetCf: ['required'] });
  const target = oddsFromDecimal(autoBetCf);
  if (target === undefined) {
    throw badRequest('validation_failed', { autoBetCf: ['auto_bet_target_invalid'] });
  }
  return target;
}

function eventOf(event: LineEvent): AutoBetEvent {
  const game = event.offered?.game;
  return {
    gameId: event.sent.gameId,
    group: event.sent.group,
    type: event.sent.type,
    ...(event.sent.param === undefined ? {} : { param: event.sent.param }),
    sportId: game?.sportId ?? 0,
    live: event.live,
    names: event.names ?? {
      champ: { en: '', ru: '', ar: '' },
      home: { en: '', ru: '', ar: '' },
    },
  };
}

function viewOf(
  row: AutoBetRecord,
  request: { status: string; reason: string | null } | undefined,
  language: string,
): AutoBetView {
  const currency = couponCurrencyOf(row.currencyId);
  return {
    id: row.id,
    betGuid: row.betGuid,
    state: row.state,
    vid: (row.coupon as ParsedCoupon).vid,
    stake: fromMinorUnits(safeMinorUnits(row.stake), currency.precision),
    currency,
    targetCoef: row.targetOdds / ODDS_SCALE,
    startCoef: row.startOdds / ODDS_SCALE,
    dropOnScoreChange: row.dropOnScoreChange,
    events: row.events.map((event) => {
      const words = outcomeWords({ ...event, names: event.names }, language);
      return { gameId: event.gameId, live: event.live, ...words };
    }),
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    betStatus: (request?.status as BetStatus | undefined) ?? (row.reason ? 'not_accepted' : null),
    reason: request?.reason ?? row.reason,
  };
}

function waitingAnswer(row: AutoBetRecord, recounted: RecountedCoupon | undefined): BetPlacement {
  return {
    betGuid: row.betGuid,
    status: 'waiting',
    reason: null,
    problems: [],
    retryAfterMs: null,
    coupons: [],
    coupon: recounted?.view ?? null,
    autoBetId: row.id,
  };
}

function refused(
  guid: string,
  reason: string,
  recounted: RecountedCoupon,
  problems: BetPlacement['problems'],
): BetPlacement {
  return {
    betGuid: guid,
    status: 'not_accepted',
    reason,
    problems,
    retryAfterMs: null,
    coupons: [],
    coupon: recounted.view,
  };
}
