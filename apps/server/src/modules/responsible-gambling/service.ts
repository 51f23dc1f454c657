import type { LIMIT_PROMPTS, PlayerLimitView, PlaySessionView } from '@arenabet/contracts/limits';
import {
  LIMIT_KINDS,
  LIMIT_PERIODS,
  SELF_EXCLUSION_CHOICES,
  TIME_OUT_CHOICES,
} from '@arenabet/contracts/limits';
import { fromMinorUnits, type RatedCurrency, safeMinorUnits, toMinorUnits } from '@arenabet/domain';
import { type PlayerBreak, timeOutEnd } from '@arenabet/domain/responsible/breaks';
import type { RegisterPerson } from '@arenabet/domain/responsible/exclusion-register';
import {
  currentWindow,
  type LimitKind,
  type LimitPeriod,
  limitReviewDue,
} from '@arenabet/domain/responsible/limits';
import {
  PGSI_QUESTIONS,
  type PgsiAnswer,
  type PgsiResult,
  scorePgsi,
} from '@arenabet/domain/responsible/pgsi';
import { playMinutesWithin } from '@arenabet/domain/responsible/play-time';
import { isRealityCheckInterval } from '@arenabet/domain/responsible/reality-check';
import {
  DAY_MS,
  type ResponsibleRules,
  UK_RESPONSIBLE_RULES,
} from '@arenabet/domain/responsible/rules';
import { currencyById } from '@arenabet/reference/currencies';
import { and, desc, eq, inArray, max } from 'drizzle-orm';
import type { AppServices, ModuleDeps } from '../../module-deps.ts';
import { type Transaction, withTransaction } from '../../platform/db/transaction.ts';
import { AppError, badRequest } from '../../platform/http/errors.ts';
import type { SignedInPlayer } from '../auth/service.ts';
import {
  consultRegisters,
  type ExclusionRegister,
  type RegisterFinding,
} from './exclusion-registers.ts';
import {
  answerPending,
  type BookedLimit,
  changeLimit,
  limitsNow,
  lockLimits,
} from './limit-book.ts';
import { LimitGuard } from './limit-guard.ts';
import { type Executor, recordUsage, setReleased, usageOf } from './limit-usage.ts';
import { OperatorRegister } from './operator-register.ts';
import { playSessionView } from './play-session.ts';
import {
  type BreakRequest,
  breakRefusal,
  holdingBreakOf,
  recordRegisterExclusion,
  SELF_EXCLUDE_REASONS,
  takeBreak,
} from './player-breaks.ts';
import {
  limitChanges,
  playerLimits,
  realityCheckAnswers,
  responsibleSettings,
  selfAssessments,
} from './schema.ts';

export interface SelfAssessment extends PgsiResult {
  takenAt: Date;
}

export interface LimitsState {
  limits: PlayerLimitView[];
  activeBreak: PlayerBreak | null;
  realityCheckMinutes: number | null;
  reviewDueAt: Date | null;
  lastSelfAssessment: SelfAssessment | null;
  prompts: { depositLimit: boolean; limitReview: boolean };
}

type LimitPrompt = (typeof LIMIT_PROMPTS)[number];

/** A win paid to a player: it counts against their loss limits. */
export interface PaidWin {
  playerId: number;
  currencyId: number;
  amount: number;
  ref: string;
}

/** The deposit's reference in the limits' usage: its payment's id. */
const depositRef = (paymentId: number) => `deposit:${paymentId}`;

/**
 * Responsible gambling (issue 16): the player's own limits, breaks and self-assessment, on the
 * rules of packages/domain/src/responsible with the jurisdiction's values. Money in (deposits,
 * bets, casino rounds) passes `guard` before its transaction and `reserve` inside it.
 */
export class ResponsibleGamblingService {
  private readonly operatorRegister: OperatorRegister;

  /** `nationalRegister`: the national self-exclusion register the site is connected to. */
  constructor(
    readonly deps: ModuleDeps,
    private readonly services: AppServices,
    private readonly nationalRegister: ExclusionRegister | null = null,
  ) {
    this.operatorRegister = new OperatorRegister(deps.db, () => services.players);
  }

  async rules(): Promise<ResponsibleRules> {
    return (await this.deps.siteSettings())?.responsible.rules ?? UK_RESPONSIBLE_RULES;
  }

  private async rates(): Promise<readonly RatedCurrency[]> {
    return (await this.deps.siteSettings())?.currencies ?? [];
  }

  /**
   * Made ready before the transaction of money in: reads the break that holds and what
   * `reserve` needs. A player without limits is not locked nor counted.
   */
  async guard(playerId: number): Promise<LimitGuard> {
    const now = this.deps.clock.now();
    const refusal = await this.moneyInRefusalAt(playerId, now);
    const kept = await this.deps.db
      .selectDistinct({ kind: playerLimits.kind })
      .from(playerLimits)
      .where(eq(playerLimits.playerId, playerId));
    const watched = kept.length > 0;
    const timed = kept.some((limit) => limit.kind === 'session_time');
    const state = {
      refusal,
      watched,
      rates: watched ? await this.rates() : [],
      playSpans: timed ? await this.playSpans(playerId, now) : [],
    };
    return new LimitGuard(playerId, state, this.deps.clock);
  }

  /** Why no money can come in now (a break, an unverified identity), as its message key. */
  async moneyInRefusal(playerId: number): Promise<string | null> {
    return (await this.moneyInRefusalAt(playerId, this.deps.clock.now()))?.message ?? null;
  }

  /** The refusal of all money in: the break that holds, else an identity not yet verified. */
  private async moneyInRefusalAt(playerId: number, now: Date): Promise<AppError | undefined> {
    const holding = await holdingBreakOf(this.deps.db, playerId, now);
    return holding ? breakRefusal(holding) : this.unverifiedRefusal(playerId);
  }

  /** Age and identity are verified before any deposit or stake where the rules ask it (LCCP 17). */
  private async unverifiedRefusal(playerId: number): Promise<AppError | undefined> {
    if (!(await this.rules()).verifyBeforePlay) return undefined;
    if (await this.services.verification.isVerified(playerId)) return undefined;
    return new AppError(403, 'account_not_verified');
  }

  /** Time signed in as far back as a period reaches: a month, 31 days at most. */
  private playSpans(playerId: number, now: Date) {
    return this.services.auth.playSpans(playerId, new Date(now.getTime() - 31 * DAY_MS));
  }

  /** A stake given back (a cancelled round, a refused bet) no longer counts. */
  releaseStake(executor: Executor, ref: string): Promise<void> {
    return setReleased(executor, [ref], this.deps.clock.now());
  }

  /** Wins count against loss limits; only players who keep one are counted. */
  async recordWins(tx: Transaction, wins: readonly PaidWin[]): Promise<void> {
    const paid = wins.filter((win) => win.amount > 0);
    if (paid.length === 0) return;
    const keeping = await tx
      .selectDistinct({ playerId: playerLimits.playerId })
      .from(playerLimits)
      .where(
        and(
          eq(playerLimits.kind, 'loss'),
          inArray(playerLimits.playerId, [...new Set(paid.map((win) => win.playerId))]),
        ),
      );
    const counted = new Set(keeping.map((row) => row.playerId));
    const entries = paid
      .filter((win) => counted.has(win.playerId))
      .map((win) => ({ ...win, counter: 'win' as const }));
    await recordUsage(tx, entries, this.deps.clock.now());
  }

  /** A deposit that failed or expired no longer counts against deposit limits. */
  releaseDeposits(executor: Executor, paymentIds: readonly number[]): Promise<void> {
    return setReleased(executor, paymentIds.map(depositRef), this.deps.clock.now());
  }

  /** A deposit credited after it expired counts again. */
  restoreDeposit(executor: Executor, paymentId: number): Promise<void> {
    return setReleased(executor, [depositRef(paymentId)], null);
  }

  depositRef(paymentId: number): string {
    return depositRef(paymentId);
  }

  /**
   * Whether the player may sign in: a time-out refuses it (with its end); a self-excluded
   * player signs in to see the end and take their money out. The registers are asked first: an
   * exclusion they name is the account's from then on.
   */
  async signInRefusal(playerId: number): Promise<Error | undefined> {
    const now = this.deps.clock.now();
    await this.takeRegistersExclusion(playerId, now);
    const holding = await holdingBreakOf(this.deps.db, playerId, now);
    return holding?.kind === 'time_out' ? breakRefusal(holding) : undefined;
  }

  /**
   * Registration of a person a register names as self-excluded is refused (403), saying until
   * when: they could not play, and a new account must not be a way round the exclusion.
   */
  async registrationRefusal(person: RegisterPerson): Promise<Error | undefined> {
    const { answer } = await this.askRegisters(person, this.deps.clock.now());
    if (!answer.excluded) return undefined;
    return new AppError(403, 'account_self_excluded_register', undefined, {
      break: { kind: 'self_exclusion', endsAt: answer.endsAt?.toISOString() ?? null },
    });
  }

  private async askRegisters(person: RegisterPerson, now: Date): Promise<RegisterFinding> {
    const registers: ExclusionRegister[] = [this.operatorRegister];
    if (this.nationalRegister && (await this.rules()).consultNationalRegister) {
      registers.push(this.nationalRegister);
    }
    return consultRegisters(registers, person, now);
  }

  private async takeRegistersExclusion(playerId: number, now: Date): Promise<void> {
    const player = await this.services.players.byId(playerId);
    if (!player) return;
    const { answer, source } = await this.askRegisters(this.services.players.personOf(player), now);
    if (!answer.excluded || !source) return;
    const holding = await holdingBreakOf(this.deps.db, playerId, now);
    const covered =
      holding?.kind === 'self_exclusion' &&
      (holding.endsAt === null || (answer.endsAt !== null && holding.endsAt >= answer.endsAt));
    if (covered) return;
    await recordRegisterExclusion(this.deps.db, playerId, { source, endsAt: answer.endsAt }, now);
    await this.services.players.withdrawMarketingConsent(playerId);
  }

  async state(playerId: number): Promise<LimitsState> {
    const rules = await this.rules();
    const rates = await this.rates();
    const now = this.deps.clock.now();
    const spans = await this.playSpans(playerId, now);
    const limits = await withTransaction(this.deps.db, async (tx) => {
      await lockLimits(tx, playerId);
      const held = await limitsNow(tx, playerId, now);
      const windows = held.map((limit) => ({ limit, window: currentWindow(limit, now) }));
      const used = await usageOf(tx, playerId, windows, rates);
      return windows.map(({ limit, window }) => {
        const spent =
          limit.kind === 'session_time' ? playMinutesWithin(spans, window) : (used.get(limit) ?? 0);
        return limitView(limit, spent, window.resetsAt, now);
      });
    });
    const [settings] = await this.deps.db
      .select()
      .from(responsibleSettings)
      .where(eq(responsibleSettings.playerId, playerId));
    // Setting or changing a limit is a look at the limits too: the review counts from the last.
    const since =
      limits.length > 0
        ? latestOf([settings?.reviewedAt, await this.lastChangeAt(playerId)])
        : undefined;
    const reviewDueAt = since ? limitReviewDue(since, rules) : null;
    const activeBreak = (await holdingBreakOf(this.deps.db, playerId, now)) ?? null;
    return {
      limits,
      activeBreak,
      realityCheckMinutes: settings?.realityCheckMinutes ?? null,
      reviewDueAt,
      lastSelfAssessment: (await this.lastSelfAssessment(playerId)) ?? null,
      prompts: {
        // Asked once, at the first visit to the deposit (LCCP 3.5), and not during a break.
        depositLimit:
          rules.promptDepositLimit &&
          activeBreak === null &&
          !settings?.depositPromptAnsweredAt &&
          !limits.some((limit) => limit.kind === 'deposit'),
        limitReview: reviewDueAt !== null && now >= reviewDueAt,
      },
    };
  }

  async available() {
    const rules = await this.rules();
    return {
      kinds: [...LIMIT_KINDS],
      periods: [...LIMIT_PERIODS],
      // The domain's rule decides: a choice offered is one `timeOutEnd` would take now.
      timeOuts: TIME_OUT_CHOICES.filter(
        (choice) => timeOutEnd(choice, this.deps.clock.now(), rules) !== undefined,
      ),
      selfExclusions: [...SELF_EXCLUSION_CHOICES],
      realityCheckMinutes: [...rules.realityCheckMinutes],
      increaseDelayHours: Math.round(rules.limitIncreaseDelayMs / 3_600_000),
      confirmIncrease: rules.confirmIncreaseAfterDelay,
    };
  }

  selfExcludeReasons() {
    return SELF_EXCLUDE_REASONS.map((reason) => ({ ...reason }));
  }

  /** Sets a limit from the value the player typed: major units, or minutes of session time. */
  async setLimit(
    playerId: number,
    kind: LimitKind,
    period: LimitPeriod,
    typed: string | number,
  ): Promise<void> {
    const currencyId = kind === 'session_time' ? null : await this.limitCurrency(playerId);
    const value = parseLimitValue(typed, period, currencyId);
    await this.changeUnderLock(playerId, (tx, now, rules) =>
      changeLimit(tx, playerId, { kind, period, value, currencyId }, now, rules),
    );
  }

  /** Removes limits: each goes after the delay, as an increase does. */
  async removeLimits(playerId: number, kind: LimitKind, period?: LimitPeriod): Promise<void> {
    await this.changeUnderLock(playerId, async (tx, now, rules) => {
      const held = (await limitsNow(tx, playerId, now)).filter(
        (limit) => limit.kind === kind && (period === undefined || limit.period === period),
      );
      if (held.length === 0 && period !== undefined) {
        // changeLimit names the missing limit.
        await changeLimit(
          tx,
          playerId,
          { kind, period, value: undefined, currencyId: null },
          now,
          rules,
        );
      }
      for (const limit of held) {
        const request = {
          kind,
          period: limit.period,
          value: undefined,
          currencyId: limit.currencyId,
        };
        await changeLimit(tx, playerId, request, now, rules);
      }
    });
  }

  async answerLimitChange(
    playerId: number,
    action: 'confirm' | 'cancel',
    kind: LimitKind,
    period: LimitPeriod,
  ): Promise<void> {
    await this.changeUnderLock(playerId, (tx, now) =>
      answerPending(tx, playerId, action, { kind, period }, now),
    );
  }

  /** A time-out or a self-exclusion, at once; neither can be lifted before its end. */
  async takeBreak(playerId: number, request: BreakRequest): Promise<void> {
    await this.changeUnderLock(playerId, (tx, now, rules) =>
      takeBreak(tx, playerId, request, now, rules).then(() => undefined),
    );
    if (request.kind === 'time_out') await this.services.auth.closeAllSessions(playerId);
    // Marketing stops with a self-exclusion (LCCP 3.5), and does not come back by itself.
    else await this.services.players.withdrawMarketingConsent(playerId);
  }

  private async changeUnderLock(
    playerId: number,
    change: (tx: Transaction, now: Date, rules: ResponsibleRules) => Promise<void>,
  ): Promise<void> {
    const rules = await this.rules();
    await withTransaction(this.deps.db, async (tx) => {
      await lockLimits(tx, playerId);
      await change(tx, this.deps.clock.now(), rules);
    });
  }

  private async lastChangeAt(playerId: number): Promise<Date | undefined> {
    const [last] = await this.deps.db
      .select({ at: max(limitChanges.at) })
      .from(limitChanges)
      .where(eq(limitChanges.playerId, playerId));
    return last?.at ?? undefined;
  }

  /** A prompt answered: no deposit limit for now, or the limits reviewed as they are. */
  async answerPrompt(playerId: number, prompt: LimitPrompt): Promise<void> {
    const now = this.deps.clock.now();
    const answer =
      prompt === 'deposit_limit' ? { depositPromptAnsweredAt: now } : { reviewedAt: now };
    await this.deps.db
      .insert(responsibleSettings)
      .values({ playerId, ...answer })
      .onConflictDoUpdate({ target: responsibleSettings.playerId, set: answer });
  }

  /** Sets the reality-check interval: one the jurisdiction offers, or none. */
  async setRealityCheck(playerId: number, minutes: number | null): Promise<void> {
    if (minutes !== null && !isRealityCheckInterval(minutes, await this.rules())) {
      throw badRequest('validation_failed', { minutes: ['reality_check_interval_invalid'] });
    }
    await this.deps.db
      .insert(responsibleSettings)
      .values({ playerId, realityCheckMinutes: minutes })
      .onConflictDoUpdate({
        target: responsibleSettings.playerId,
        set: { realityCheckMinutes: minutes },
      });
  }

  /** The session's time, net position and next reality check. */
  async playSession(signedIn: SignedInPlayer): Promise<PlaySessionView> {
    const { playerId, sessionId } = signedIn;
    const now = this.deps.clock.now();
    const startedAt = (await this.services.auth.sessionStartedAt(sessionId)) ?? now;
    const [settings] = await this.deps.db
      .select({ minutes: responsibleSettings.realityCheckMinutes })
      .from(responsibleSettings)
      .where(eq(responsibleSettings.playerId, playerId));
    const [answer] = await this.deps.db
      .select({ at: realityCheckAnswers.answeredAt })
      .from(realityCheckAnswers)
      .where(eq(realityCheckAnswers.sessionId, sessionId));
    const accounts = await this.services.accounts.accountsOf(playerId);
    return playSessionView({
      startedAt,
      now,
      flows: await this.services.accounts.playFlowsSince(playerId, startedAt),
      currencyId: (accounts.find((account) => account.type === 'main') ?? accounts[0])?.currencyId,
      rates: await this.rates(),
      intervalMinutes: settings?.minutes ?? null,
      lastAnsweredAt: answer?.at,
    });
  }

  /** A reality check answered: the next one comes a whole interval from now. */
  async answerRealityCheck(signedIn: SignedInPlayer): Promise<PlaySessionView> {
    const answeredAt = this.deps.clock.now();
    await this.deps.db
      .insert(realityCheckAnswers)
      .values({ sessionId: signedIn.sessionId, playerId: signedIn.playerId, answeredAt })
      .onConflictDoUpdate({ target: realityCheckAnswers.sessionId, set: { answeredAt } });
    return this.playSession(signedIn);
  }

  /** Money limits are kept in the main account's currency: one limit over every account. */
  private async limitCurrency(playerId: number): Promise<number> {
    const accounts = await this.services.accounts.accountsOf(playerId);
    const main = accounts.find((account) => account.type === 'main') ?? accounts[0];
    if (!main) throw badRequest('validation_failed', { value: ['account_not_found'] });
    return main.currencyId;
  }

  /** Scores and keeps a complete self-assessment; a missing or unknown question is a 400. */
  async takeSelfAssessment(
    playerId: number,
    answers: Record<string, PgsiAnswer>,
  ): Promise<SelfAssessment> {
    const problems: Record<string, string[]> = {};
    for (const question of Object.keys(answers)) {
      if (!(PGSI_QUESTIONS as readonly string[]).includes(question)) {
        problems[`answers.${question}`] = ['validation_unknown_field'];
      }
    }
    for (const question of PGSI_QUESTIONS) {
      if (answers[question] === undefined) problems[`answers.${question}`] = ['required'];
    }
    const result = scorePgsi(answers);
    if (Object.keys(problems).length > 0 || !result)
      throw badRequest('validation_failed', problems);
    const takenAt = this.deps.clock.now();
    await this.deps.db
      .insert(selfAssessments)
      .values({ playerId, answers, score: result.score, band: result.band, takenAt });
    return { ...result, takenAt };
  }

  async lastSelfAssessment(playerId: number): Promise<SelfAssessment | undefined> {
    const [row] = await this.deps.db
      .select()
      .from(selfAssessments)
      .where(eq(selfAssessments.playerId, playerId))
      .orderBy(desc(selfAssessments.takenAt), desc(selfAssessments.id))
      .limit(1);
    if (!row) return undefined;
    const band = row.band as PgsiResult['band'];
    return { score: row.score, band, takenAt: row.takenAt };
  }
}

/** The longest session-time limit a period can hold, in minutes. */
const PERIOD_MINUTES: Record<LimitPeriod, number> = { day: 1_440, week: 10_080, month: 44_640 };

/** A limit's value as typed: decimal major units of the currency (zero allowed), or minutes. */
function parseLimitValue(
  typed: string | number,
  period: LimitPeriod,
  currencyId: number | null,
): number {
  const invalid = () => badRequest('validation_failed', { value: ['limit_value_invalid'] });
  const text = String(typed).trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(text)) throw invalid();
  if (currencyId === null) {
    const minutes = Number(text);
    if (!Number.isInteger(minutes) || minutes < 1 || minutes > PERIOD_MINUTES[period]) {
      throw invalid();
    }
    return minutes;
  }
  try {
    return toMinorUnits(text, currencyById(currencyId)?.precision ?? 2);
  } catch {
    throw invalid();
  }
}

function latestOf(times: readonly (Date | null | undefined)[]): Date | undefined {
  const known = times.filter((time) => time instanceof Date).map((time) => time.getTime());
  return known.length > 0 ? new Date(Math.max(...known)) : undefined;
}

function limitView(limit: BookedLimit, used: number, resetsAt: Date, now: Date): PlayerLimitView {
  const currency = limit.currencyId === null ? undefined : currencyById(limit.currencyId);
  const text = (value: number) =>
    currency ? fromMinorUnits(safeMinorUnits(value), currency.precision) : String(value);
  return {
    kind: limit.kind,
    period: limit.period,
    value: text(limit.value),
    currency: currency?.code ?? null,
    used: text(used),
    left: text(Math.max(0, limit.value - used)),
    resetsAt: resetsAt.toISOString(),
    setAt: limit.anchoredAt.toISOString(),
    pending: limit.pending
      ? {
          value: limit.pending.value === null ? null : text(limit.pending.value),
          appliesAt: limit.pending.appliesAt.toISOString(),
          needsConfirmation: limit.pending.needsConfirmation,
          confirmable: limit.pending.needsConfirmation && now >= limit.pending.appliesAt,
        }
      : null,
  };
}
