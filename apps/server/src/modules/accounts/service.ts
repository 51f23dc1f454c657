import type { Account, ConsistencyReport, UserBalance } from '@arenabet/contracts/accounts';
import type { PlayerLedger } from '@arenabet/contracts/payments';
import { currencyById } from '@arenabet/reference/currencies';
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { AppServices, ModuleDeps } from '../../module-deps.ts';
import { MicroBatch } from '../../platform/db/micro-batch.ts';
import {
  retryingStatement,
  type Transaction,
  withTransaction,
} from '../../platform/db/transaction.ts';
import { badRequest, conflict } from '../../platform/http/errors.ts';
import { accountView } from './account-view.ts';
import { consistencyCheck, rows } from './consistency.ts';
import {
  type TransferArguments,
  type TransferRequest,
  type TransferResult,
  transferArguments,
  writeTransfer,
  writeTransfers,
} from './ledger.ts';
import { type PlayFlow, playFlowsSince } from './play-flows.ts';
import { playerLedger } from './player-ledger.ts';
import {
  accounts,
  type HouseAccountKind,
  PLAYABLE_ACCOUNT_KINDS,
  type PlayerAccountKind,
} from './schema.ts';

export type { TransferArguments, TransferRequest, TransferResult } from './ledger.ts';

const fieldError = (field: string, key: string) =>
  badRequest('validation_failed', { [field]: [key] });

/**
 * Player accounts and the ledger: the only writer of balances. Bets, casino, bonuses and
 * payments move money through `transfer` (or `transferIn` inside their own transaction).
 */
export class AccountsService {
  /** House account ids by kind and currency: created once, never change. */
  private readonly houseIds = new Map<string, Promise<number>>();

  constructor(
    private readonly deps: Pick<ModuleDeps, 'db' | 'clock'>,
    // Later parts (bonuses, payments) read other services here, lazily.
    readonly services?: AppServices,
  ) {}

  /** The player's account in the registration currency; a second call returns the first. */
  async openMainAccount(playerId: number, currencyId: number): Promise<Account> {
    this.requireCurrency(currencyId);
    await this.insertPlayerAccount(playerId, currencyId, 'main');
    const [main] = await this.playerAccounts([playerId], eq(accounts.kind, 'main'));
    if (!main) throw conflict('account_currency_exists');
    return accountView(main);
  }

  async createCurrencyAccount(playerId: number, currencyId: number): Promise<Account> {
    this.requireCurrency(currencyId);
    const created = await this.insertPlayerAccount(playerId, currencyId, 'currency');
    if (!created) throw fieldError('currency_id', 'account_currency_exists');
    return accountView(created);
  }

  /** Only an empty currency account closes; the main one never does. */
  async deleteCurrencyAccount(playerId: number, accountId: number): Promise<void> {
    // Ownership first: another player's account answers as a missing one, so no later check
    // (its pending payments) tells anything about it.
    const [own] = await this.playerAccounts([playerId], eq(accounts.id, accountId));
    if (!own) throw fieldError('account_id', 'account_not_found');
    // A deposit being paid or a withdrawal being reviewed still needs the account. Asked before
    // the transaction: the payments module reads through its own connection.
    if (await this.services?.payments.hasPendingPayments(accountId)) {
      throw fieldError('account_id', 'account_has_pending_payments');
    }
    // A casino round still open (a blackjack hand, a bet at a shared table) pays into it.
    if (await this.services?.casino.hasOpenRounds(accountId)) {
      throw fieldError('account_id', 'account_has_open_rounds');
    }
    await withTransaction(this.deps.db, async (tx) => {
      const account = await this.openAccountOf(tx, playerId, accountId);
      if (account.kind === 'main') throw fieldError('account_id', 'account_main_not_deletable');
      // The balance condition is in the UPDATE: a credit racing the close either lands first
      // (and the close is refused) or finds the account closed.
      const [closed] = await tx
        .update(accounts)
        .set({ closedAt: this.deps.clock.now(), isActive: false })
        .where(and(eq(accounts.id, accountId), isNull(accounts.closedAt), eq(accounts.balance, 0)))
        .returning({ id: accounts.id });
      if (!closed) throw fieldError('account_id', 'account_balance_not_zero');
      if (account.isActive) await this.activate(tx, playerId, eq(accounts.kind, 'main'));
    });
  }

  async setActiveAccount(playerId: number, accountId: number): Promise<void> {
    await withTransaction(this.deps.db, async (tx) => {
      await this.openAccountOf(tx, playerId, accountId);
      await this.activate(tx, playerId, eq(accounts.id, accountId));
    });
  }

  /** The player's open accounts, the main one first. */
  async accountsOf(playerId: number): Promise<Account[]> {
    return (await this.accountRows.submit(playerId)).map(accountView);
  }

  /**
   * Players' open accounts, read together when many requests arrive at once (every bet and
   * balance call asks for them: under load, one query for them all).
   */
  private readonly accountRows = new MicroBatch(async (playerIds: readonly number[]) => {
    const rows = await this.playerAccounts([...new Set(playerIds)]);
    return playerIds.map((id) => rows.filter((row) => row.ownerId === id));
  }, 200);

  async balanceOf(playerId: number): Promise<UserBalance> {
    const list = await this.accountsOf(playerId);
    return { accounts: list, activeAccountId: list.find((a) => a.isActive)?.id ?? null };
  }

  /** One movement as one statement: its own transaction, one round trip. */
  transfer(request: TransferRequest): Promise<TransferResult> {
    return retryingStatement(() => writeTransfer(this.deps.db, this.deps.clock, request));
  }

  /**
   * A movement checked and fingerprinted for SQL of another module that writes it with
   * `ledger_transfer` inside a larger statement (bets accepted in a batch), after locking the
   * payer with `ledger_payer_refusal`.
   */
  transferArguments(request: TransferRequest): TransferArguments {
    return transferArguments(request);
  }

  /** One movement inside the caller's transaction (a bet and its stake commit together). */
  transferIn(tx: Transaction, request: TransferRequest): Promise<TransferResult> {
    return writeTransfer(tx, this.deps.clock, request);
  }

  /**
   * A player's open playable account as it stands inside the caller's transaction (after the
   * movements it made): the casino wallet answers each call with the balance after it.
   */
  async playableAccountIn(
    tx: Transaction,
    playerId: number,
    accountId: number,
  ): Promise<{ id: number; currencyId: number; balance: number } | undefined> {
    const [row] = await tx
      .select({ id: accounts.id, currencyId: accounts.currencyId, balance: accounts.balance })
      .from(accounts)
      .where(
        and(
          eq(accounts.id, accountId),
          eq(accounts.ownerId, playerId),
          isNull(accounts.closedAt),
          inArray(accounts.kind, [...PLAYABLE_ACCOUNT_KINDS]),
        ),
      );
    return row;
  }

  /** The operator's account of a kind in a currency, opened on first use. */
  houseAccount(kind: HouseAccountKind, currencyId: number): Promise<number> {
    const key = `${kind}:${currencyId}`;
    let id = this.houseIds.get(key);
    if (!id) {
      id = this.openHouseAccount(kind, currencyId);
      id.catch(() => this.houseIds.delete(key));
      this.houseIds.set(key, id);
    }
    return id;
  }

  /**
   * The player's receivable in a currency, opened on first use: what a corrected result takes
   * back beyond the player's balance is owed here, the only player account below zero.
   */
  async receivableAccount(
    playerId: number,
    currencyId: number,
    // Inside a transaction its own connection must be used (PGlite has only one).
    executor: Pick<Transaction, 'select' | 'insert'> = this.deps.db,
  ): Promise<number> {
    this.requireCurrency(currencyId);
    const where = and(
      eq(accounts.ownerId, playerId),
      eq(accounts.kind, 'receivable'),
      eq(accounts.currencyId, currencyId),
    );
    const [found] = await executor.select({ id: accounts.id }).from(accounts).where(where);
    if (found) return found.id;
    await executor
      .insert(accounts)
      .values({
        ownerId: playerId,
        kind: 'receivable',
        currencyId,
        createdAt: this.deps.clock.now(),
      })
      .onConflictDoNothing();
    const [opened] = await executor.select({ id: accounts.id }).from(accounts).where(where);
    if (!opened)
      throw new Error(`Receivable of player ${playerId} in ${currencyId} was not opened`);
    return opened.id;
  }

  /**
   * Many movements in one statement (settlement pays thousands of coupons at once), inside the
   * caller's transaction. Keys already used are skipped: their first movement stands.
   */
  transferManyIn(tx: Transaction, requests: readonly TransferRequest[]): Promise<number> {
    return writeTransfers(tx, this.deps.clock, requests);
  }

  /** A house balance is the sum of its postings, read on demand (it has no stored balance). */
  async houseBalance(kind: HouseAccountKind, currencyId: number): Promise<number> {
    const id = await this.houseAccount(kind, currencyId);
    const [row] = await rows<{ total: string }>(
      this.deps.db,
      sql`select coalesce(sum(amount), 0)::text as total from ledger_postings where account_id = ${id}`,
    );
    return Number(row?.total ?? 0);
  }

  /** The player's accounts and postings for an operator's audit. */
  playerLedger(playerId: number, page: number): Promise<PlayerLedger> {
    return playerLedger(this.deps.db, playerId, page);
  }

  /** What the player staked and got back since a moment (a session's reality check). */
  playFlowsSince(playerId: number, since: Date): Promise<PlayFlow[]> {
    return playFlowsSince(this.deps.db, playerId, since);
  }

  consistencyCheck(): Promise<ConsistencyReport> {
    return consistencyCheck(this.deps.db);
  }

  private requireCurrency(currencyId: number): void {
    if (!currencyById(currencyId)) throw fieldError('currency_id', 'currency_unknown');
  }

  /** Inserts unless the player already has the main account or an open one in the currency. */
  private async insertPlayerAccount(playerId: number, currencyId: number, kind: PlayerAccountKind) {
    // The player's first account becomes the active one.
    const noneActive = sql`not exists (select 1 from accounts where owner_id = ${playerId} and is_active)`;
    const [created] = await this.deps.db
      .insert(accounts)
      .values({
        ownerId: playerId,
        kind,
        currencyId,
        isActive: noneActive,
        createdAt: this.deps.clock.now(),
      })
      .onConflictDoNothing()
      .returning();
    return created;
  }

  private playerAccounts(playerIds: readonly number[], where?: SQL) {
    return this.deps.db
      .select()
      .from(accounts)
      .where(
        and(
          inArray(accounts.ownerId, [...playerIds]),
          isNull(accounts.closedAt),
          inArray(accounts.kind, [...PLAYABLE_ACCOUNT_KINDS]),
          where,
        ),
      )
      .orderBy(sql`${accounts.kind} = 'main' desc`, asc(accounts.id));
  }

  /**
   * Locks the player's account rows (lowest id first), so two switches of the active account
   * at once run one after the other instead of tripping over the one-active index.
   */
  private async openAccountOf(tx: Transaction, playerId: number, accountId: number) {
    const own = await tx
      .select({ id: accounts.id, kind: accounts.kind, isActive: accounts.isActive })
      .from(accounts)
      .where(
        and(
          eq(accounts.ownerId, playerId),
          isNull(accounts.closedAt),
          inArray(accounts.kind, [...PLAYABLE_ACCOUNT_KINDS]),
        ),
      )
      .orderBy(asc(accounts.id))
      .for('update');
    const account = own.find((a) => a.id === accountId);
    if (!account) throw fieldError('account_id', 'account_not_found');
    return account;
  }

  private async activate(tx: Transaction, playerId: number, which: SQL | undefined) {
    const owned = and(eq(accounts.ownerId, playerId), isNull(accounts.closedAt));
    await tx
      .update(accounts)
      .set({ isActive: false })
      .where(and(owned, eq(accounts.isActive, true)));
    await tx.update(accounts).set({ isActive: true }).where(and(owned, which));
  }

  private async openHouseAccount(kind: HouseAccountKind, currencyId: number): Promise<number> {
    this.requireCurrency(currencyId);
    await this.deps.db
      .insert(accounts)
      .values({ kind, currencyId, createdAt: this.deps.clock.now() })
      .onConflictDoNothing();
    const [house] = await this.deps.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(
        and(isNull(accounts.ownerId), eq(accounts.kind, kind), eq(accounts.currencyId, currencyId)),
      );
    if (!house) throw new Error(`House account ${kind} ${currencyId} was not opened`);
    return house.id;
  }
}
