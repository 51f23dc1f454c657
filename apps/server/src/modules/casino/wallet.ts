import { and, eq, or, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/client.ts';
import type { Transaction } from '../../platform/db/transaction.ts';
import { badRequest, conflict } from '../../platform/http/errors.ts';
import type { AccountsService } from '../accounts/service.ts';
import type { LimitGuard } from '../responsible-gambling/limit-guard.ts';
import type { ResponsibleGamblingService } from '../responsible-gambling/service.ts';
import { casinoWalletTransactions, type WalletCall } from './schema.ts';

/*
 * The seamless wallet: the only way casino money moves. An outside studio calls it over the
 * signed provider API; the in-house games call it in-process as the provider `arenabet`. Every
 * call is idempotent by the provider's transaction id (a repeat, however late, gets the first
 * answer), and the calls of one round run one at a time under the round's lock, so a debit
 * racing its rollback ends one way or the other and never both.
 *
 * Refusals are not kept: nothing moved, so a repeat is judged again (a debit refused for funds
 * may pass after a deposit; a studio that retries a refused debit is asking again).
 */

export const IN_HOUSE_PROVIDER = 'arenabet';

/** Serialises the calls of one round (the class of `pg_advisory_xact_lock(class, key)`). */
const ROUND_LOCK_CLASS = 4301;
/** Serialises the calls of one transaction id, whatever round they name. */
const TRANSACTION_LOCK_CLASS = 4302;

export interface WalletCallRequest {
  provider: string;
  transactionId: string;
  roundId: string;
  playerId: number;
  /** The account the game session plays from. */
  accountId: number;
  /** The session's currency: a call in another currency than the account's is refused. */
  currencyId: number;
  /** Minor units of the currency. */
  amount: number;
}

/** A stake: it passes the player's limits and breaks, counted in the debit's transaction. */
export interface DebitRequest extends WalletCallRequest {
  /** Made ready before the transaction (responsible-gambling's `guard`). */
  limits: LimitGuard;
}

/** What a casino stake or win is counted under in the player's limits. */
export const limitRef = (request: Pick<WalletCallRequest, 'provider' | 'transactionId'>) =>
  `casino:${request.provider}:${request.transactionId}`;

export interface RollbackRequest extends Omit<WalletCallRequest, 'amount'> {
  /** The provider's id of the debit to cancel. */
  debitTransactionId: string;
}

export interface WalletAnswer {
  /** The player's balance after the call, minor units. */
  balance: number;
  currencyId: number;
  /** Our id of the call. */
  walletTransactionId: number;
  /** True when the transaction id was seen before: nothing moved this time. */
  replayed: boolean;
}

type WalletRow = typeof casinoWalletTransactions.$inferSelect;

interface Movement {
  call: WalletCall;
  amount: number;
  rollsBack?: string;
}

export class CasinoWallet {
  private readonly houses = new Map<number, number>();

  constructor(
    private readonly deps: { db: Database; clock: Clock },
    private readonly services: {
      accounts: AccountsService;
      responsibleGambling: Pick<ResponsibleGamblingService, 'recordWins' | 'releaseStake'>;
    },
  ) {}

  /**
   * Opens the house's casino account of a currency. Called before the transaction of any call
   * in that currency: opening it takes its own connection, and PGlite has only one.
   */
  async openHouse(currencyId: number): Promise<void> {
    if (this.houses.has(currencyId)) return;
    this.houses.set(
      currencyId,
      await this.services.accounts.houseAccount('house_casino', currencyId),
    );
  }

  async debit(tx: Transaction, { limits, ...request }: DebitRequest): Promise<WalletAnswer> {
    requirePositive(request.amount);
    return this.call(tx, request, { call: 'debit', amount: request.amount }, async (round) => {
      if (round.some((row) => row.call === 'rollback' && row.rollsBack === request.transactionId)) {
        throw conflict('casino_debit_rolled_back');
      }
      const { currencyId, amount } = request;
      await limits.reserve(tx, { counter: 'stake', currencyId, amount, ref: limitRef(request) });
      await this.move(tx, request, 'casino_bet', -request.amount);
    });
  }

  /** A win; 0 closes a lost round without moving money. */
  async credit(tx: Transaction, request: WalletCallRequest): Promise<WalletAnswer> {
    if (!Number.isSafeInteger(request.amount) || request.amount < 0) {
      throw badRequest('validation_failed', { amount: ['validation_invalid_value'] });
    }
    return this.call(tx, request, { call: 'credit', amount: request.amount }, async (round) => {
      const debits = round.filter((row) => row.call === 'debit');
      if (debits.length === 0) throw conflict('casino_credit_without_debit');
      const rolledBack = new Set(round.map((row) => row.rollsBack));
      if (debits.every((row) => rolledBack.has(row.transactionId))) {
        throw conflict('casino_round_rolled_back');
      }
      if (request.amount === 0) return;
      await this.move(tx, request, 'casino_win', request.amount);
      await this.services.responsibleGambling.recordWins(tx, [
        { ...request, ref: limitRef(request) },
      ]);
    });
  }

  /**
   * Cancels a debit: refused once the round has a credit. A rollback of a debit never seen is
   * kept with nothing moved, so that debit is refused if it arrives late.
   */
  async rollback(tx: Transaction, request: RollbackRequest): Promise<WalletAnswer> {
    const movement = {
      call: 'rollback' as const,
      amount: 0,
      rollsBack: request.debitTransactionId,
    };
    return this.call(tx, { ...request, amount: 0 }, movement, async (round) => {
      if (round.some((row) => row.call === 'credit'))
        throw conflict('casino_rollback_after_credit');
      const debit = round.find(
        (row) => row.call === 'debit' && row.transactionId === request.debitTransactionId,
      );
      if (round.some((row) => row.rollsBack === request.debitTransactionId)) {
        throw conflict('casino_debit_already_rolled_back');
      }
      const refund = debit?.amount ?? 0;
      if (refund > 0) await this.move(tx, { ...request, amount: 0 }, 'casino_rollback', refund);
      // The stake came back: it no longer counts against the wager and loss limits.
      await this.services.responsibleGambling.releaseStake(
        tx,
        limitRef({ ...request, transactionId: request.debitTransactionId }),
      );
      return refund;
    });
  }

  private async call(
    tx: Transaction,
    request: WalletCallRequest,
    movement: Movement,
    apply: (round: WalletRow[]) => Promise<unknown>,
  ): Promise<WalletAnswer> {
    // The transaction id first, then the round: the same id sent in two rounds at once runs
    // one after the other too (the second answered as a repeat or refused), and no two calls
    // wait on each other's first lock.
    await tx.execute(
      sql`select pg_advisory_xact_lock(${TRANSACTION_LOCK_CLASS}, hashtext(${`${request.provider}:${request.transactionId}`}))`,
    );
    await tx.execute(
      sql`select pg_advisory_xact_lock(${ROUND_LOCK_CLASS}, hashtext(${`${request.provider}:${request.roundId}`}))`,
    );
    // The round's calls and the call itself, if made before (perhaps in another round), at once.
    const known = await tx
      .select()
      .from(casinoWalletTransactions)
      .where(
        and(
          eq(casinoWalletTransactions.provider, request.provider),
          or(
            eq(casinoWalletTransactions.roundId, request.roundId),
            eq(casinoWalletTransactions.transactionId, request.transactionId),
          ),
        ),
      );
    const seen = known.find((row) => row.transactionId === request.transactionId);
    if (seen) return replayOf(seen, request, movement);
    const round = known.filter((row) => row.roundId === request.roundId);
    if (round.some((row) => row.playerId !== request.playerId)) {
      throw conflict('casino_round_other_player');
    }
    const moved = await apply(round);
    const account = await this.accountOf(tx, request);
    const amount = typeof moved === 'number' ? moved : movement.amount;
    const [row] = await tx
      .insert(casinoWalletTransactions)
      .values({
        provider: request.provider,
        transactionId: request.transactionId,
        roundId: request.roundId,
        call: movement.call,
        playerId: request.playerId,
        accountId: account.id,
        currencyId: account.currencyId,
        amount,
        rollsBack: movement.rollsBack ?? null,
        balanceAfter: account.balance,
        createdAt: this.deps.clock.now(),
      })
      .returning({ id: casinoWalletTransactions.id });
    if (!row) throw new Error(`Wallet call ${request.transactionId} was not written`);
    return {
      balance: account.balance,
      currencyId: account.currencyId,
      walletTransactionId: row.id,
      replayed: false,
    };
  }

  /** Whether a provider's transaction id was ever answered (a repeat, not a new call). */
  async knows(provider: string, transactionId: string): Promise<boolean> {
    const [row] = await this.deps.db
      .select({ id: casinoWalletTransactions.id })
      .from(casinoWalletTransactions)
      .where(
        and(
          eq(casinoWalletTransactions.provider, provider),
          eq(casinoWalletTransactions.transactionId, transactionId),
        ),
      );
    return row !== undefined;
  }

  /** The first answer of a call already made (the in-house history reads its balance). */
  async answerIn(tx: Transaction, provider: string, transactionId: string): Promise<WalletRow> {
    const [row] = await tx
      .select()
      .from(casinoWalletTransactions)
      .where(
        and(
          eq(casinoWalletTransactions.provider, provider),
          eq(casinoWalletTransactions.transactionId, transactionId),
        ),
      );
    if (!row) throw new Error(`Wallet call ${provider}:${transactionId} is unknown`);
    return row;
  }

  private async accountOf(tx: Transaction, request: WalletCallRequest) {
    const account = await this.services.accounts.playableAccountIn(
      tx,
      request.playerId,
      request.accountId,
    );
    if (!account) throw conflict('casino_account_unavailable');
    if (account.currencyId !== request.currencyId) throw conflict('casino_currency_mismatch');
    return account;
  }

  /** Positive amounts pay the player, negative ones take from them. */
  private async move(tx: Transaction, request: WalletCallRequest, kind: string, amount: number) {
    const account = await this.accountOf(tx, request);
    const house = this.houses.get(account.currencyId);
    if (house === undefined) throw new Error(`openHouse(${account.currencyId}) was not called`);
    await this.services.accounts.transferIn(tx, {
      idempotencyKey: `casino:${request.provider}:${request.transactionId}`,
      kind,
      postings: [
        { accountId: account.id, amount },
        { accountId: house, amount: -amount },
      ],
    });
  }
}

function requirePositive(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw badRequest('validation_failed', { amount: ['validation_invalid_value'] });
  }
}

/** The first answer again, if the repeat asks for the same thing; a reused id is refused. */
function replayOf(row: WalletRow, request: WalletCallRequest, movement: Movement): WalletAnswer {
  const same =
    row.call === movement.call &&
    row.roundId === request.roundId &&
    row.playerId === request.playerId &&
    (movement.call === 'rollback'
      ? row.rollsBack === movement.rollsBack
      : row.amount === movement.amount);
  if (!same) throw conflict('casino_transaction_id_reused');
  return {
    balance: row.balanceAfter,
    currencyId: row.currencyId,
    walletTransactionId: row.id,
    replayed: true,
  };
}
