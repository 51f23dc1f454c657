import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Accounts a player holds: the main one (registration currency) and extra currency ones, and
 * a receivable per currency: what the player owes when a corrected result takes back a win
 * already withdrawn. Only a receivable goes below zero; it is never played from.
 */
export const PLAYER_ACCOUNT_KINDS = ['main', 'currency', 'receivable'] as const;
/** The accounts a player plays from and sees. */
export const PLAYABLE_ACCOUNT_KINDS = ['main', 'currency'] as const;
/**
 * The operator's side of every movement, one per kind and currency, so that all balances of a
 * currency add up to zero: cash in/out through payments, stakes of open bets, wins paid,
 * bonuses given, withdrawals held until an operator decides.
 */
export const HOUSE_ACCOUNT_KINDS = [
  'house_cash',
  'house_bets',
  'house_wins',
  'house_bonus',
  'pending_withdrawals',
  /** Betting taxes held for the tax authority (stake tax, winnings tax). */
  'house_taxes',
  /** Bet insurance: premiums in, covers of lost bets out. */
  'house_insurance',
  /** Stakes of VIP requests held until a trader and the player answer. */
  'house_vip_holds',
  /** The book's credit for advance bets: out at placing, back when repaid or cancelled. */
  'house_advances',
  /** Casino stakes in, casino wins out, in-house games and outside studios alike. */
  'house_casino',
  /** The casino's progressive jackpots: their pots, owed to the next winner. */
  'house_jackpot',
] as const;
export type PlayerAccountKind = (typeof PLAYER_ACCOUNT_KINDS)[number];
export type HouseAccountKind = (typeof HOUSE_ACCOUNT_KINDS)[number];
export type AccountKind = PlayerAccountKind | HouseAccountKind;

const kindList = (kinds: readonly string[]) => sql.raw(kinds.map((k) => `'${k}'`).join(', '));

/**
 * A balance in one currency. A player's balance is kept in `balance` and changed only by the
 * ledger's conditional UPDATE; a house account's `balance` stays 0 and its balance is the sum of
 * its postings, so that no single house row is updated by every bet.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    /** The player; null for house accounts. */
    ownerId: integer('owner_id'),
    kind: text('kind').$type<AccountKind>().notNull(),
    currencyId: integer('currency_id').notNull(),
    /** Minor units of the currency. */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    /** The account the player chose to play from. */
    isActive: boolean('is_active').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'accounts_kind_known',
      sql`${table.kind} in (${kindList([...PLAYER_ACCOUNT_KINDS, ...HOUSE_ACCOUNT_KINDS])})`,
    ),
    check(
      'accounts_owner_matches_kind',
      sql`(${table.ownerId} is null) = (${table.kind} not in (${kindList(PLAYER_ACCOUNT_KINDS)}))`,
    ),
    // The last line of defence: however a bug reaches the table, a player never owes money.
    check(
      'accounts_player_balance_not_negative',
      sql`${table.ownerId} is null or ${table.balance} >= 0 or ${table.kind} = 'receivable'`,
    ),
    check(
      'accounts_receivable_not_positive',
      sql`${table.kind} <> 'receivable' or (${table.balance} <= 0 and not ${table.isActive})`,
    ),
    // Balances stay exact in a JavaScript number.
    check('accounts_balance_safe', sql`abs(${table.balance}) <= 9007199254740991`),
    check(
      'accounts_house_balance_derived',
      sql`${table.ownerId} is not null or ${table.balance} = 0`,
    ),
    // Postings name (account, currency) so that a posting's currency is always its account's.
    unique('accounts_id_currency').on(table.id, table.currencyId),
    uniqueIndex('accounts_player_currency_open')
      .on(table.ownerId, table.currencyId)
      .where(
        sql`${table.ownerId} is not null and ${table.closedAt} is null and ${table.kind} <> 'receivable'`,
      ),
    uniqueIndex('accounts_player_receivable')
      .on(table.ownerId, table.currencyId)
      .where(sql`${table.kind} = 'receivable'`),
    uniqueIndex('accounts_player_main').on(table.ownerId).where(sql`${table.kind} = 'main'`),
    uniqueIndex('accounts_player_active')
      .on(table.ownerId)
      .where(sql`${table.isActive} and ${table.ownerId} is not null`),
    uniqueIndex('accounts_house_kind_currency')
      .on(table.kind, table.currencyId)
      .where(sql`${table.ownerId} is null`),
  ],
);

/**
 * One movement of money. The idempotency key (bet GUID, payment id, casino round id…) is unique:
 * a retry finds the first movement instead of making a second; the fingerprint tells a retry
 * from a different request that reused the key.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    kind: text('kind').notNull(),
    /** sha256 of the kind and the postings. */
    fingerprint: text('fingerprint').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('ledger_transactions_key_length', sql`length(${table.idempotencyKey}) between 1 and 200`),
  ],
);

/**
 * Append-only lines of a movement, written in one INSERT; per transaction and currency they sum
 * to zero, checked by the `ledger_postings_balanced` statement trigger (written by hand in the
 * migrations).
 */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: integer('account_id').notNull(),
    currencyId: integer('currency_id').notNull(),
    /** Signed minor units: positive credits the account. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'ledger_postings_account_currency_fk',
      columns: [table.accountId, table.currencyId],
      foreignColumns: [accounts.id, accounts.currencyId],
    }),
    check(
      'ledger_postings_amount_safe',
      sql`${table.amount} <> 0 and abs(${table.amount}) <= 9007199254740991`,
    ),
    index('ledger_postings_account_idx').on(table.accountId, table.id),
    index('ledger_postings_transaction_idx').on(table.transactionId),
  ],
);
