import type { AdvanceView } from '@arenabet/contracts';
import {
  fromMinorUnits,
  type MinorUnits,
  type SiteSettings,
  safeMinorUnits,
} from '@arenabet/domain';
import {
  advanceAllowed,
  advanceAvailable,
  advanceRoom,
  type BackingCandidate,
  chooseBacking,
  isAdvanceKind,
  resolveAdvances,
} from '@arenabet/domain/betting/advance';
import { sql } from 'drizzle-orm';
import type { AppServices, ModuleDeps } from '../../module-deps.ts';
import type { Transaction } from '../../platform/db/transaction.ts';
import { badRequest } from '../../platform/http/errors.ts';
import type { TransferRequest } from '../accounts/service.ts';
import type { ParsedCoupon } from './coupon-recount.ts';
import { couponCurrencyOf } from './coupon-views.ts';
import { type BetAccount, BetRefusal, type CouponRow } from './placement.ts';
import { SETTLEMENT_LOCK_KEY } from './settlement-lock.ts';

/*
 * The advance (GetAvance, avanceBet; the rule is the domain's advance.ts): a bet on the book's
 * credit against the pending win of one of the player's open bets. Placing one locks the
 * player's candidate backings, takes the roomiest, and adds the stake to what it carries, in
 * the bet's own transaction; settlement (which the shared advisory lock keeps apart) repays or
 * cancels a backing's advances when the backing is paid, and settles a repaid advance bet
 * whose legs are done.
 */

type Executor = Pick<Transaction, 'execute'>;

async function rowsOf<T>(executor: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await executor.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * The player's open singles and expresses of this account that can back an advance: unsold,
 * every settled leg won (a void or half leg pays less than the possible win the room is a share
 * of), none an advance itself, and none on the games or competitions given (the advance bet's:
 * a league's winner and its matches are as related as one game's outcomes).
 */
async function backingCandidates(
  executor: Executor,
  playerId: number,
  accountId: number,
  advanceOn: { gameIds: readonly number[]; champIds: readonly number[] },
  lock: boolean,
): Promise<BackingCandidate[]> {
  const rows = await rowsOf<{ id: number; possible_win: string; advanced: string }>(
    executor,
    sql`select c.id, c.possible_win::text, c.advanced::text from coupons c
        where c.player_id = ${playerId} and c.account_id = ${accountId} and c.state = 'open'
          and c.vid in (0, 1) and c.advance_of is null and c.sold_stake = 0
          and not exists (
            select 1 from coupon_legs l where l.coupon_id = c.id
              and (l.result not in ('open', 'won')
                   or l.parent_game_id = any(${sql.param([...advanceOn.gameIds])}::int[])
                   or l.champ_id = any(${sql.param([...advanceOn.champIds])}::int[])))
        order by c.id ${lock ? sql`for update of c` : sql``}`,
  );
  return rows.map((row) => ({
    couponId: row.id,
    possibleWin: safeMinorUnits(Number(row.possible_win)),
    advanced: safeMinorUnits(Number(row.advanced)),
  }));
}

/** Why this coupon cannot be an advance bet (a dictionary key); undefined when it can. */
export function advanceKindProblem(coupon: ParsedCoupon): string | undefined {
  if (!coupon.avanceBet) return undefined;
  if (!isAdvanceKind(coupon.vid)) return 'advance_kind';
  const extras =
    coupon.isAutoBet ||
    coupon.isPowerBet ||
    coupon.builderCoupon ||
    coupon.isExpressBoost ||
    coupon.antiExpressCoef !== undefined ||
    coupon.VIPBetSumm !== undefined;
  return extras ? 'advance_extras' : undefined;
}

export interface AdvanceWrite {
  playerId: number;
  betGuid: string;
  account: BetAccount;
  /** The book's advances account of the bet's currency, found before the transaction. */
  houseAdvances: number;
  row: CouponRow;
  settings: SiteSettings;
}

/** The house accounts an advance's end moves money between, of one currency. */
export interface AdvanceHouses {
  bets: number;
  taxes: number;
  advances: number;
}

/** A settled backing, as its first settlement paid it. */
export interface PaidBacking {
  couponId: number;
  accountId: number;
  currencyId: number;
  credited: MinorUnits;
}

export class Advances {
  constructor(
    private readonly deps: Pick<ModuleDeps, 'db'>,
    private readonly services: AppServices,
  ) {}

  /** Whether the player is offered advances: their country, less what a regulator forbids. */
  async offeredTo(playerId: number | undefined, settings: SiteSettings): Promise<boolean> {
    if (playerId === undefined) return false;
    const player = await this.services.players.byId(playerId);
    return advanceAllowed(settings.coupon.advance, player?.countryId ?? null);
  }

  /** GetAvance: what one advance bet can take now, and which open bets can back one. */
  async view(
    playerId: number,
    accountId: number | undefined,
    settings: SiteSettings,
  ): Promise<AdvanceView> {
    const { percent } = settings.coupon.advance;
    const none: AdvanceView = {
      offered: false,
      available: '0',
      percent,
      currency: null,
      backings: [],
    };
    if (!(await this.offeredTo(playerId, settings))) return none;
    const { accounts } = await this.services.accounts.balanceOf(playerId);
    const account = accountId
      ? accounts.find((a) => a.id === accountId)
      : accounts.find((a) => a.isActive);
    if (!account) return { ...none, offered: true };
    const currency = couponCurrencyOf(account.currencyId);
    const text = (amount: MinorUnits) => fromMinorUnits(amount, currency.precision);
    const anything = { gameIds: [], champIds: [] };
    const candidates = await backingCandidates(this.deps.db, playerId, account.id, anything, false);
    return {
      offered: true,
      available: text(advanceAvailable(candidates, percent)),
      percent,
      currency,
      backings: candidates
        .map((c) => ({ couponId: c.couponId, room: advanceRoom(c, percent) }))
        .filter((c) => c.room > 0)
        .map((c) => ({ couponId: c.couponId, available: text(c.room) })),
    };
  }

  /** MakeBetWeb with avanceBet: refused at once when the player or the coupon cannot have one. */
  async admit(playerId: number, coupon: ParsedCoupon, settings: SiteSettings): Promise<void> {
    if (!coupon.avanceBet) return;
    const problem = advanceKindProblem(coupon);
    if (problem) throw badRequest('validation_failed', { avanceBet: [problem] });
    if (!(await this.offeredTo(playerId, settings))) {
      throw badRequest('validation_failed', { avanceBet: ['advance_not_offered'] });
    }
  }

  /**
   * Inside the bet's transaction: the backing chosen under its lock and charged with the
   * stake, and the stake's movement from the book's advances; the coupon row to write.
   */
  async take(tx: Transaction, write: AdvanceWrite): Promise<CouponRow> {
    // Settlement takes this lock exclusively: a backing is never settled under an advance.
    await tx.execute(sql`select pg_advisory_xact_lock_shared(${SETTLEMENT_LOCK_KEY})`);
    const { row, account } = write;
    const games = row.legs.flatMap((leg) => leg.event.offered?.game ?? []);
    const advanceOn = {
      gameIds: games.map((game) => game.id),
      champIds: games.map((game) => game.champId),
    };
    const candidates = await backingCandidates(
      tx,
      write.playerId,
      account.accountId,
      advanceOn,
      true,
    );
    const backing = chooseBacking(candidates, row.stake, write.settings.coupon.advance.percent);
    if (!backing) throw new BetRefusal('advance_unavailable');
    await tx.execute(
      sql`update coupons set advanced = advanced + ${row.stake} where id = ${backing.couponId}`,
    );
    await this.services.accounts.transferIn(tx, advanceMovement(write));
    // What a normal stake's debit does: this player's bets are checked against the limits one
    // at a time.
    await tx.execute(sql`select 1 from accounts where id = ${account.accountId} for update`);
    return { ...row, advanceOf: backing.couponId };
  }

  /**
   * Settlement: each backing paid for the first time repays its advances from what it
   * credited, oldest first, or cancels those it cannot cover. Answers the advance bets repaid.
   */
  async resolve(
    tx: Transaction,
    backings: readonly PaidBacking[],
    houses: ReadonlyMap<number, AdvanceHouses>,
    now: Date,
  ): Promise<number[]> {
    if (backings.length === 0) return [];
    const advances = await rowsOf<{
      id: number;
      advance_of: number;
      stake: string;
      stake_tax: string;
    }>(
      tx,
      sql`select id, advance_of, stake::text, stake_tax::text from coupons
          where advance_of = any(${sql.param(backings.map((b) => b.couponId))}::int[])
            and advance_state = 'pending'
          order by id`,
    );
    const repaid: number[] = [];
    const cancelled: number[] = [];
    const transfers: TransferRequest[] = [];
    for (const backing of backings) {
      const own = advances.filter((a) => a.advance_of === backing.couponId);
      const resolution = resolveAdvances(
        backing.credited,
        own.map((a) => ({ couponId: a.id, stake: safeMinorUnits(Number(a.stake)) })),
      );
      const house = houses.get(backing.currencyId);
      if (!house) throw new Error(`No house accounts for currency ${backing.currencyId}`);
      for (const advance of own) {
        const stake = Number(advance.stake);
        if (resolution.repaid.includes(advance.id)) {
          repaid.push(advance.id);
          transfers.push(repayment(advance.id, backing.accountId, stake, house.advances));
        } else {
          cancelled.push(advance.id);
          transfers.push(cancellation(advance.id, stake, Number(advance.stake_tax), house));
        }
      }
    }
    await this.services.accounts.transferManyIn(tx, transfers);
    await tx.execute(sql`
      update coupons set advance_state = 'repaid' where id = any(${sql.param(repaid)}::int[])`);
    await tx.execute(sql`
      update coupons set advance_state = 'cancelled', state = 'cancelled',
        settled_at = ${now.toISOString()}
      where id = any(${sql.param(cancelled)}::int[])`);
    await tx.execute(sql`
      update coupons set advanced = 0
      where id = any(${sql.param(backings.map((b) => b.couponId))}::int[])`);
    return repaid;
  }
}

/** The advance bet's stake, from the book's credit to pending bets (and its stake tax). */
function advanceMovement(write: AdvanceWrite): TransferRequest {
  const { row, account, betGuid, houseAdvances } = write;
  return {
    idempotencyKey: `bet:${betGuid}`,
    kind: 'advance_stake',
    postings: [
      { accountId: houseAdvances, amount: -row.stake },
      { accountId: account.houseBets, amount: row.stake - row.stakeTax },
      { accountId: account.houseTaxes, amount: row.stakeTax },
    ].filter((posting) => posting.amount !== 0),
  };
}

/** The backing's win pays the credit back. */
function repayment(
  couponId: number,
  accountId: number,
  stake: number,
  houseAdvances: number,
): TransferRequest {
  return {
    idempotencyKey: `advance:${couponId}:repaid`,
    kind: 'advance_repay',
    postings: [
      { accountId, amount: -stake },
      { accountId: houseAdvances, amount: stake },
    ],
  };
}

/** Nothing repays it: the stake (and its tax) goes back to the book's credit. */
function cancellation(
  couponId: number,
  stake: number,
  stakeTax: number,
  houses: AdvanceHouses,
): TransferRequest {
  return {
    idempotencyKey: `advance:${couponId}:cancelled`,
    kind: 'advance_cancel',
    postings: [
      { accountId: houses.bets, amount: -(stake - stakeTax) },
      { accountId: houses.taxes, amount: -stakeTax },
      { accountId: houses.advances, amount: stake },
    ].filter((posting) => posting.amount !== 0),
  };
}
