import { convertAmount, type RatedCurrency } from '@arenabet/domain';
import type { LimitWindow, PlayerLimit } from '@arenabet/domain/responsible/limits';
import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import type { Transaction } from '../../platform/db/transaction.ts';
import { conflict } from '../../platform/http/errors.ts';
import { limitUsage } from './schema.ts';

/*
 * What counts against a player's limits, read and written. Each entry keeps its own currency;
 * a limit reads them converted to its currency at the site's rates, rounded up, so a
 * conversion never lets a cent past a limit.
 */

export type Executor = Database | Transaction;

export type UsageCounter = 'deposit' | 'stake' | 'win';

export interface UsageEntry {
  playerId: number;
  counter: UsageCounter;
  currencyId: number;
  /** Minor units of `currencyId`, above zero. */
  amount: number;
  /** Once per reference: the same deposit, bet or round is never counted twice. */
  ref: string;
}

/** A limit as the book keeps it: the domain's, with its currency (null for minutes). */
export interface KeptLimit extends PlayerLimit {
  currencyId: number | null;
}

/** Sums of each counter since a moment, by currency. */
type Sums = Map<UsageCounter, Map<number, number>>;

/**
 * Counts entries once by reference. `count-again` takes back a released entry of the same
 * reference (a bet refused once and sent again with its GUID): it counts from now.
 */
export async function recordUsage(
  executor: Executor,
  entries: readonly UsageEntry[],
  at: Date,
  released: 'keep' | 'count-again' = 'keep',
): Promise<void> {
  const positive = entries.filter((entry) => entry.amount > 0);
  if (positive.length === 0) return;
  const insert = executor.insert(limitUsage).values(positive.map((entry) => ({ ...entry, at })));
  await (released === 'keep'
    ? insert.onConflictDoNothing({ target: limitUsage.ref })
    : insert.onConflictDoUpdate({
        target: limitUsage.ref,
        set: { releasedAt: null, at, amount: sql`excluded.amount` },
      }));
}

/** Whether money of this reference already counts. */
export async function isCounted(executor: Executor, ref: string): Promise<boolean> {
  const [row] = await executor
    .select({ id: limitUsage.id })
    .from(limitUsage)
    .where(and(eq(limitUsage.ref, ref), isNull(limitUsage.releasedAt)));
  return row !== undefined;
}

/** A deposit that failed no longer counts; one credited after all counts again. */
export async function setReleased(
  executor: Executor,
  refs: readonly string[],
  releasedAt: Date | null,
): Promise<void> {
  if (refs.length === 0) return;
  await executor
    .update(limitUsage)
    .set({ releasedAt })
    .where(inArray(limitUsage.ref, [...refs]));
}

async function sumsSince(executor: Executor, playerId: number, since: Date): Promise<Sums> {
  const rows = await executor
    .select({
      counter: limitUsage.counter,
      currencyId: limitUsage.currencyId,
      total: sql<string>`sum(${limitUsage.amount})`,
    })
    .from(limitUsage)
    .where(
      and(
        eq(limitUsage.playerId, playerId),
        gte(limitUsage.at, since),
        isNull(limitUsage.releasedAt),
      ),
    )
    .groupBy(limitUsage.counter, limitUsage.currencyId);
  const sums: Sums = new Map();
  for (const row of rows) {
    const counter = row.counter as UsageCounter;
    const byCurrency = sums.get(counter) ?? new Map<number, number>();
    byCurrency.set(row.currencyId, Number(row.total));
    sums.set(counter, byCurrency);
  }
  return sums;
}

/** Minor units of `from` in minor units of `to`, rounded up. */
export function converted(minor: number, from: RatedCurrency, to: RatedCurrency): number {
  if (from.id === to.id) return minor;
  const major = convertAmount(minor / 10 ** from.precision, from, to);
  return Math.ceil(Number((major * 10 ** to.precision).toPrecision(12)));
}

/**
 * Reads what the player has used of each limit in its window: one query per distinct window
 * start. Deposits count gross, wagers as stakes, losses as stakes less wins down to zero.
 */
export async function usageOf(
  executor: Executor,
  playerId: number,
  limits: readonly { limit: KeptLimit; window: LimitWindow }[],
  rates: readonly RatedCurrency[],
): Promise<Map<KeptLimit, number>> {
  const bySince = new Map<number, Promise<Sums>>();
  const used = new Map<KeptLimit, number>();
  for (const { limit, window } of limits) {
    if (limit.currencyId === null) continue;
    const since = window.startsAt.getTime();
    if (!bySince.has(since)) bySince.set(since, sumsSince(executor, playerId, window.startsAt));
    const sums = await (bySince.get(since) as Promise<Sums>);
    const target = rateOf(rates, limit.currencyId);
    const total = (counter: UsageCounter) => {
      let sum = 0;
      for (const [currencyId, amount] of sums.get(counter) ?? []) {
        sum += converted(amount, rateOf(rates, currencyId), target);
      }
      return sum;
    };
    const value =
      limit.kind === 'deposit'
        ? total('deposit')
        : limit.kind === 'wager'
          ? total('stake')
          : Math.max(0, total('stake') - total('win'));
    used.set(limit, value);
  }
  return used;
}

/** A currency the site has no rate for cannot be measured against a limit: nothing passes. */
export function rateOf(rates: readonly RatedCurrency[], currencyId: number): RatedCurrency {
  const rate = rates.find((currency) => currency.id === currencyId);
  if (!rate || !(rate.coefConvert > 0)) throw conflict('limit_currency_unrated');
  return rate;
}
