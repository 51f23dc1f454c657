import type { BreakSource } from '@arenabet/contracts/limits';
import {
  holdingBreak,
  type PlayerBreak,
  type SelfExclusionChoice,
  selfExclusionEnd,
  type TimeOutChoice,
  timeOutEnd,
} from '@arenabet/domain/responsible/breaks';
import type { ResponsibleRules } from '@arenabet/domain/responsible/rules';
import { desc, eq } from 'drizzle-orm';
import { AppError, badRequest } from '../../platform/http/errors.ts';
import type { ExclusionRegister } from './exclusion-registers.ts';
import type { Executor } from './limit-usage.ts';
import { playerBreaks } from './schema.ts';

/*
 * Time-outs and self-exclusions as rows that are only ever added (the table's trigger refuses
 * a change or a deletion). A player on a break may sign in only to see when it ends and take
 * their money out; a time-out refuses the sign-in itself (issue 16).
 */

/** The reasons a player may give for a self-exclusion, by id, as dictionary keys. */
export const SELF_EXCLUDE_REASONS = [
  { id: 1, key: 'self_exclude_reason_time' },
  { id: 2, key: 'self_exclude_reason_money' },
  { id: 3, key: 'self_exclude_reason_control' },
  { id: 4, key: 'self_exclude_reason_family' },
  { id: 5, key: 'self_exclude_reason_other' },
] as const;

export type BreakRequest =
  | { kind: 'time_out'; duration: TimeOutChoice }
  | { kind: 'self_exclusion'; duration: SelfExclusionChoice; reasonId: number };

export async function breaksOf(executor: Executor, playerId: number): Promise<PlayerBreak[]> {
  const rows = await executor
    .select()
    .from(playerBreaks)
    .where(eq(playerBreaks.playerId, playerId))
    .orderBy(desc(playerBreaks.startedAt));
  return rows.map((row) => ({
    kind: row.kind as PlayerBreak['kind'],
    startedAt: row.startedAt,
    endsAt: row.endsAt,
    source: row.source as BreakSource,
  }));
}

export async function holdingBreakOf(
  executor: Executor,
  playerId: number,
  now: Date,
): Promise<PlayerBreak | undefined> {
  return holdingBreak(await breaksOf(executor, playerId), now);
}

/** Starts a break at once; its end follows the jurisdiction's bounds. */
export async function takeBreak(
  executor: Executor,
  playerId: number,
  request: BreakRequest,
  now: Date,
  rules: ResponsibleRules,
): Promise<PlayerBreak> {
  const endsAt =
    request.kind === 'time_out'
      ? timeOutEnd(request.duration, now, rules)
      : selfExclusionEnd(request.duration, now, rules);
  if (endsAt === undefined) {
    throw badRequest('validation_failed', { duration: ['limit_break_duration_not_allowed'] });
  }
  const reasonId = request.kind === 'self_exclusion' ? request.reasonId : null;
  if (reasonId !== null && !SELF_EXCLUDE_REASONS.some((reason) => reason.id === reasonId)) {
    throw badRequest('validation_failed', { reasonId: ['validation_invalid_value'] });
  }
  await executor
    .insert(playerBreaks)
    .values({ playerId, kind: request.kind, startedAt: now, endsAt, reasonId });
  return { kind: request.kind, startedAt: now, endsAt };
}

/**
 * A self-exclusion a register named at sign-in, copied onto the account to the register's end:
 * from then on it holds like the player's own, whatever the register later says.
 */
export async function recordRegisterExclusion(
  executor: Executor,
  playerId: number,
  finding: { source: ExclusionRegister['source']; endsAt: Date | null },
  now: Date,
): Promise<void> {
  await executor.insert(playerBreaks).values({
    playerId,
    kind: 'self_exclusion',
    startedAt: now,
    endsAt: finding.endsAt,
    source: finding.source,
  });
}

/**
 * The refusal of money in (a deposit, a bet, a round) while a break holds: 403 naming the
 * break, with its end in the error's `meta` (null: for good).
 */
export function breakRefusal(playerBreak: PlayerBreak): AppError {
  const message = playerBreak.kind === 'time_out' ? 'account_time_out' : 'account_self_excluded';
  return new AppError(403, message, undefined, {
    break: { kind: playerBreak.kind, endsAt: playerBreak.endsAt?.toISOString() ?? null },
  });
}
