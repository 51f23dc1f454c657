import type { LimitPeriod } from '@arenabet/domain/responsible/limits';
import {
  type LimitKind,
  pendingChangeApplies,
  planLimitChange,
} from '@arenabet/domain/responsible/limits';
import type { ResponsibleRules } from '@arenabet/domain/responsible/rules';
import { and, eq, sql } from 'drizzle-orm';
import { conflict, notFound } from '../../platform/http/errors.ts';
import type { Executor, KeptLimit } from './limit-usage.ts';
import { limitChanges, playerLimits } from './schema.ts';

/*
 * The player's limits as rows, and every change to them. Changes and money that counts against
 * limits run under one lock per player (`lockLimits`), so a limit read for a check is the limit
 * that holds until the check's transaction ends.
 */

/** The class of `pg_advisory_xact_lock(class, player)` that serialises a player's limits. */
const LIMITS_LOCK_CLASS = 1601;

export async function lockLimits(executor: Executor, playerId: number): Promise<void> {
  await executor.execute(sql`select pg_advisory_xact_lock(${LIMITS_LOCK_CLASS}, ${playerId})`);
}

type LimitRow = typeof playerLimits.$inferSelect;

export interface BookedLimit extends KeptLimit {
  pending: {
    value: number | null;
    appliesAt: Date;
    needsConfirmation: boolean;
    confirmedAt: Date | undefined;
  } | null;
}

function bookedOf(row: LimitRow): BookedLimit {
  return {
    kind: row.kind as LimitKind,
    period: row.period as LimitPeriod,
    value: row.value,
    anchoredAt: row.anchoredAt,
    currencyId: row.currencyId,
    pending: row.pendingAppliesAt
      ? {
          value: row.pendingValue,
          appliesAt: row.pendingAppliesAt,
          needsConfirmation: row.pendingNeedsConfirmation,
          confirmedAt: row.pendingConfirmedAt ?? undefined,
        }
      : null,
  };
}

const ofLimit = (playerId: number, kind: LimitKind, period: LimitPeriod) =>
  and(
    eq(playerLimits.playerId, playerId),
    eq(playerLimits.kind, kind),
    eq(playerLimits.period, period),
  );

const NO_PENDING = {
  pendingValue: null,
  pendingAppliesAt: null,
  pendingNeedsConfirmation: false,
  pendingConfirmedAt: null,
};

/**
 * The player's limits as they hold at `now`: a pending change whose time has come and that
 * needs no confirmation goes in first. Call under `lockLimits`.
 */
export async function limitsNow(
  executor: Executor,
  playerId: number,
  now: Date,
): Promise<BookedLimit[]> {
  const rows = await executor
    .select()
    .from(playerLimits)
    .where(eq(playerLimits.playerId, playerId));
  const limits: BookedLimit[] = [];
  for (const limit of rows.map(bookedOf)) {
    const due =
      limit.pending && !limit.pending.needsConfirmation && pendingChangeApplies(limit.pending, now);
    if (!due) {
      limits.push(limit);
      continue;
    }
    const kept = await applyPending(executor, playerId, limit, now, 'applied');
    if (kept) limits.push(kept);
  }
  return limits;
}

/** Puts a limit's pending change in: the new value, or the limit gone. */
async function applyPending(
  executor: Executor,
  playerId: number,
  limit: BookedLimit,
  now: Date,
  effect: 'applied' | 'confirmed',
): Promise<BookedLimit | undefined> {
  const value = limit.pending?.value ?? null;
  const where = ofLimit(playerId, limit.kind, limit.period);
  if (value === null) await executor.delete(playerLimits).where(where);
  else
    await executor
      .update(playerLimits)
      .set({ value, setAt: now, ...NO_PENDING })
      .where(where);
  await logChange(executor, playerId, limit, limit.value, value, effect, now);
  return value === null ? undefined : { ...limit, value, pending: null };
}

async function logChange(
  executor: Executor,
  playerId: number,
  limit: Pick<KeptLimit, 'kind' | 'period'>,
  fromValue: number | null,
  toValue: number | null,
  effect: 'applied' | 'pending' | 'confirmed' | 'cancelled',
  at: Date,
): Promise<void> {
  await executor.insert(limitChanges).values({
    playerId,
    kind: limit.kind,
    period: limit.period,
    fromValue,
    toValue,
    effect,
    at,
  });
}

export interface LimitRequest {
  kind: LimitKind;
  period: LimitPeriod;
  /** Minor units or minutes; undefined: remove the limit. */
  value: number | undefined;
  /** The limit's currency for a money limit; null for session time. */
  currencyId: number | null;
}

/**
 * Sets, raises, lowers or removes a limit by the rules: a new or lower limit at once, a higher
 * one or a removal after the delay. Call under `lockLimits`.
 */
export async function changeLimit(
  executor: Executor,
  playerId: number,
  request: LimitRequest,
  now: Date,
  rules: ResponsibleRules,
): Promise<void> {
  const [current] = (await limitsNow(executor, playerId, now)).filter(
    (limit) => limit.kind === request.kind && limit.period === request.period,
  );
  if (!current && request.value === undefined) throw notFound('limit_not_found');
  if (current && request.value === current.value && !current.pending) return;
  const plan = planLimitChange(current?.value, request.value, now, rules);
  if (plan.effect === 'now') {
    await writeNow(executor, playerId, request, current, now);
    return;
  }
  await executor
    .update(playerLimits)
    .set({
      pendingValue: request.value ?? null,
      pendingAppliesAt: plan.appliesAt,
      pendingNeedsConfirmation: plan.needsConfirmation,
      pendingConfirmedAt: null,
    })
    .where(ofLimit(playerId, request.kind, request.period));
  await logChange(
    executor,
    playerId,
    request,
    current?.value ?? null,
    request.value ?? null,
    'pending',
    now,
  );
}

async function writeNow(
  executor: Executor,
  playerId: number,
  request: LimitRequest,
  current: BookedLimit | undefined,
  now: Date,
): Promise<void> {
  const value = request.value as number;
  if (current) {
    // A lower limit replaces any increase that was waiting: the player asked for less.
    await executor
      .update(playerLimits)
      .set({ value, setAt: now, ...NO_PENDING })
      .where(ofLimit(playerId, request.kind, request.period));
  } else {
    await executor.insert(playerLimits).values({
      playerId,
      kind: request.kind,
      period: request.period,
      value,
      currencyId: request.currencyId,
      anchoredAt: now,
      setAt: now,
    });
  }
  await logChange(executor, playerId, request, current?.value ?? null, value, 'applied', now);
}

/**
 * The player's answer to a pending change: confirmed once its time has come (it goes in at
 * once), or cancelled at any time. Call under `lockLimits`.
 */
export async function answerPending(
  executor: Executor,
  playerId: number,
  action: 'confirm' | 'cancel',
  limit: Pick<KeptLimit, 'kind' | 'period'>,
  now: Date,
): Promise<void> {
  const [current] = (await limitsNow(executor, playerId, now)).filter(
    (held) => held.kind === limit.kind && held.period === limit.period,
  );
  if (!current?.pending) throw notFound('limit_change_not_found');
  if (action === 'cancel') {
    await executor
      .update(playerLimits)
      .set(NO_PENDING)
      .where(ofLimit(playerId, limit.kind, limit.period));
    await logChange(
      executor,
      playerId,
      current,
      current.value,
      current.pending.value,
      'cancelled',
      now,
    );
    return;
  }
  if (now < current.pending.appliesAt) throw conflict('limit_change_not_due');
  await applyPending(executor, playerId, current, now, 'confirmed');
}
