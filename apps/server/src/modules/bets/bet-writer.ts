import type { CouponProblem } from '@arenabet/contracts';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/client.ts';
import { MicroBatch } from '../../platform/db/micro-batch.ts';
import { retryingStatement } from '../../platform/db/transaction.ts';
import type { TransferArguments } from '../accounts/service.ts';
import type { LineEvent } from './coupon-line.ts';
import type { ParsedCoupon } from './coupon-recount.ts';
import type { CouponRecord, LegRecord } from './coupon-views.ts';
import {
  type BetAccount,
  type CouponRow,
  couponValues,
  legRow,
  outcomeWins,
  type WrittenCoupon,
} from './placement.ts';
import type { betRequests } from './schema.ts';

/*
 * Accepted pre-match bets are written in batches (MicroBatch): bets that arrive while a batch
 * is being written go together in the next one, one statement (`bets_accept_batch`, migration
 * 0010) and one commit for all. Each bet is still whole or not at all, checked against the
 * balance and the limits under its account's lock. With nobody else betting a bet goes alone
 * at once; under load the batch grows, and so does the rate, since a commit costs the same for
 * one bet as for fifty.
 */

/** At most this many bets in one statement: a batch holds each bettor's account lock. */
const MAX_BATCH = 64;

export interface BetWrite {
  guid: string;
  playerId: number;
  fingerprint: string;
  coupon: ParsedCoupon;
  account: BetAccount;
  rows: readonly CouponRow[];
  movement: TransferArguments;
  /** Minor units of the bet's currency. */
  maxPlayerOpenPayout: number;
  maxOutcomePayout: number;
  /** The bet's events in the coupon's order: a refusal names one by its index. */
  events: readonly LineEvent[];
}

type RequestRecord = typeof betRequests.$inferSelect;

export type BetWriteResult =
  | { outcome: 'accepted'; request: RequestRecord; written: WrittenCoupon[] }
  | { outcome: 'refused'; request: RequestRecord; reason: string; problems: CouponProblem[] }
  | { outcome: 'raced' };

interface BatchRow {
  idx: number;
  outcome: 'accepted' | 'refused' | 'raced';
  reason: string | null;
  problem_index: number | null;
  request_id: string | null;
  coupon_ids: number[] | null;
  leg_ids: string[] | null;
}

export class BetWriter {
  private readonly batch = new MicroBatch(
    (writes: readonly BetWrite[]) => this.run(writes),
    MAX_BATCH,
  );

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  write(write: BetWrite): Promise<BetWriteResult> {
    return this.batch.submit(write);
  }

  private async run(writes: readonly BetWrite[]): Promise<BetWriteResult[]> {
    const now = this.clock.now();
    // One statement, its own transaction: retried whole on a deadlock or serialization failure.
    const rows = await retryingStatement(async () => {
      const result = await this.db.execute(
        sql`select * from bets_accept_batch(${JSON.stringify(writes.map(batchEntry))}::jsonb,
                                            ${now.toISOString()})`,
      );
      return (result as unknown as { rows: BatchRow[] }).rows;
    });
    const byIndex = new Map(rows.map((row) => [row.idx, row]));
    return writes.map((write, i) => {
      const row = byIndex.get(i);
      if (!row) throw new Error(`Bet ${write.guid} was not answered by the batch`);
      return resultOf(write, row, now);
    });
  }
}

/** What `bets_accept_batch` reads of one bet. */
function batchEntry(write: BetWrite, idx: number) {
  const paid = write.rows.reduce((sum, row) => sum + row.stake, 0);
  return {
    idx,
    guid: write.guid,
    playerId: write.playerId,
    fingerprint: write.fingerprint,
    coupon: write.coupon,
    accountId: write.account.accountId,
    currencyId: write.account.currencyId,
    paid,
    possibleWin: write.rows.reduce((sum, row) => sum + row.possibleWin, 0),
    maxPlayerOpenPayout: write.maxPlayerOpenPayout,
    maxOutcomePayout: write.maxOutcomePayout,
    outcomes: outcomeWins(write.rows, write.events),
    ledgerKey: write.movement.key,
    ledgerKind: write.movement.kind,
    ledgerFingerprint: write.movement.fingerprint,
    postingAccounts: write.movement.accountIds,
    postingAmounts: write.movement.amounts,
    coupons: write.rows.map((row) => ({
      ...couponValues(row),
      legs: row.legs.map((leg) => legRow(0, write.playerId, leg)),
    })),
  };
}

function resultOf(write: BetWrite, row: BatchRow, now: Date): BetWriteResult {
  if (row.outcome === 'raced') return { outcome: 'raced' };
  const request: RequestRecord = {
    id: Number(row.request_id),
    betGuid: write.guid,
    playerId: write.playerId,
    fingerprint: write.fingerprint,
    status: row.outcome === 'accepted' ? 'accepted' : 'not_accepted',
    reason: row.reason,
    problems: [],
    coupon: write.coupon,
    live: false,
    dueAt: now,
    createdAt: now,
    decidedAt: now,
  };
  if (row.outcome === 'refused') {
    const reason = row.reason ?? 'coupon_not_accepted';
    const problems: CouponProblem[] = [
      row.problem_index === null ? { key: reason } : { key: reason, index: row.problem_index },
    ];
    return { outcome: 'refused', request: { ...request, problems }, reason, problems };
  }
  return { outcome: 'accepted', request, written: writtenCoupons(write, row, request.id, now) };
}

/** The coupons and legs as the batch wrote them: nothing is read back. */
function writtenCoupons(
  write: BetWrite,
  row: BatchRow,
  requestId: number,
  now: Date,
): WrittenCoupon[] {
  const legIds = (row.leg_ids ?? []).map(Number);
  let nextLeg = 0;
  return write.rows.map((couponRow, i) => {
    const id = row.coupon_ids?.[i];
    if (id === undefined) throw new Error(`Bet ${write.guid}: coupon ${i} has no id`);
    const coupon: CouponRecord = {
      id,
      requestId,
      playerId: write.playerId,
      accountId: write.account.accountId,
      currencyId: write.account.currencyId,
      ...couponValues(couponRow),
      state: 'open',
      payout: 0,
      payoutTax: 0,
      credited: 0,
      soldStake: 0,
      saleCredited: 0,
      saleSeq: 0,
      taxBooked: 0,
      settlementSeq: 0,
      insurancePercent: 0,
      insuredAmount: 0,
      insurancePremium: 0,
      insurancePaid: 0,
      advanced: 0,
      acceptedAt: now,
      settledAt: null,
      hiddenAt: null,
      operatorNote: null,
    };
    const legs: LegRecord[] = couponRow.legs.map((leg) => ({
      ...legRow(id, write.playerId, leg),
      id: legIds[nextLeg++] ?? 0,
      result: 'open',
    }));
    return { coupon, legs };
  });
}
