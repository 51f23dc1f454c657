import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * A player's provably fair seed pair. While `revealed_at` is null the pair is in play: the page
 * shows its commitment (the server seed's SHA-256) and never the seed. Rotating reveals it and
 * opens the next pair, so every round ever played can be recomputed by the player.
 */
export const casinoSeeds = pgTable(
  'casino_seeds',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id').notNull(),
    serverSeed: text('server_seed').notNull(),
    commitment: text('commitment').notNull(),
    clientSeed: text('client_seed').notNull(),
    /**
     * The server seed of the pair that comes next, made and committed (its hash shown) before
     * the player chooses the next client seed: no server seed is ever drawn knowing it.
     */
    nextServerSeed: text('next_server_seed').notNull(),
    nextCommitment: text('next_commitment').notNull(),
    /** The nonce the next round takes. */
    nonce: integer('nonce').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('casino_seeds_player_in_play')
      .on(table.playerId)
      .where(sql`${table.revealedAt} is null`),
    index('casino_seeds_player').on(table.playerId, table.id),
    check('casino_seeds_nonce', sql`${table.nonce} >= 0`),
  ],
);

export const ROUND_STATUSES = ['open', 'settled'] as const;
export type RoundStatus = (typeof ROUND_STATUSES)[number];

/**
 * One round of an in-house game. Most are played and settled in one step; a round of a game the
 * player acts in (blackjack) stays open, its actions appended one by one, until it is over. A bet
 * at a shared table (crash, the live wheel) is a round of its player too: drawn from the table
 * round it names instead of a seed pair, open until that round settles it (or a cash-out).
 */
export const casinoRounds = pgTable(
  'casino_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: integer('player_id').notNull(),
    /** The page's key of the play: the same key again answers this round and plays nothing. */
    requestId: text('request_id').notNull(),
    game: text('game').notNull(),
    /** The player's seed pair; null for a bet at a shared table. */
    seedId: integer('seed_id'),
    /** The pair's nonce, or the table round's place in its chain. */
    nonce: integer('nonce').notNull(),
    tableRoundId: bigint('table_round_id', { mode: 'number' }),
    accountId: integer('account_id').notNull(),
    currencyId: integer('currency_id').notNull(),
    /** Minor units. */
    stake: bigint('stake', { mode: 'number' }).notNull(),
    win: bigint('win', { mode: 'number' }).notNull(),
    bet: jsonb('bet').notNull(),
    outcome: jsonb('outcome').notNull(),
    /** The player's actions in order (blackjack); empty for a game played in one step. */
    actions: jsonb('actions').$type<string[]>().notNull().default([]),
    status: text('status').$type<RoundStatus>().notNull().default('settled'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('casino_rounds_seed_nonce').on(table.seedId, table.nonce),
    // One open round per player: its seed may not be revealed, nor another round start. A bet
    // at a shared table keeps no seed open and holds the player from no other game.
    uniqueIndex('casino_rounds_one_open')
      .on(table.playerId)
      .where(sql`${table.status} = 'open' and ${table.seedId} is not null`),
    check(
      'casino_rounds_drawn_from',
      sql`(${table.seedId} is null) <> (${table.tableRoundId} is null)`,
    ),
    // Crash takes one bet per player a round (the one a cash-out names).
    uniqueIndex('casino_rounds_crash_bet')
      .on(table.tableRoundId, table.playerId)
      .where(sql`${table.game} = 'crash'`),
    index('casino_rounds_table_round').on(table.tableRoundId),
    check('casino_rounds_status', sql`${table.status} in ('open', 'settled')`),
    uniqueIndex('casino_rounds_request').on(table.playerId, table.requestId),
    index('casino_rounds_player').on(table.playerId, table.id),
    index('casino_rounds_game').on(table.game, table.createdAt),
    check('casino_rounds_money', sql`${table.stake} > 0 and ${table.win} >= 0`),
  ],
);

export const WALLET_CALLS = ['debit', 'credit', 'rollback'] as const;
export type WalletCall = (typeof WALLET_CALLS)[number];

/**
 * Every seamless-wallet call that moved money or was refused for good, by the provider's
 * transaction id: a repeat gets the first answer, however late it comes. In-house games write
 * here too, as the provider `arenabet`, so casino money moves one way.
 */
export const casinoWalletTransactions = pgTable(
  'casino_wallet_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    transactionId: text('transaction_id').notNull(),
    roundId: text('round_id').notNull(),
    call: text('call').$type<WalletCall>().notNull(),
    playerId: integer('player_id').notNull(),
    accountId: integer('account_id').notNull(),
    currencyId: integer('currency_id').notNull(),
    /** Minor units moved; 0 for a rollback of a debit that never came. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The debit a rollback cancels. */
    rollsBack: text('rolls_back'),
    /** The player's balance after the call, as the first answer gave it. */
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('casino_wallet_transaction').on(table.provider, table.transactionId),
    index('casino_wallet_round').on(table.provider, table.roundId),
    check('casino_wallet_call_known', sql`${table.call} in ('debit', 'credit', 'rollback')`),
    check('casino_wallet_amount', sql`${table.amount} >= 0`),
    check(
      'casino_wallet_rollback_names_debit',
      sql`(${table.call} = 'rollback') = (${table.rollsBack} is not null)`,
    ),
  ],
);

/**
 * A game session at an outside studio: its token (only its SHA-256 is kept) names the player,
 * the account and currency the studio plays with. It lapses 2 minutes after launch unless used,
 * and 30 minutes after its last call.
 */
export const casinoSessions = pgTable(
  'casino_sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    provider: text('provider').notNull(),
    game: text('game').notNull(),
    playerId: integer('player_id').notNull(),
    accountId: integer('account_id').notNull(),
    currencyId: integer('currency_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('casino_sessions_token').on(table.tokenHash)],
);

/**
 * Signatures of studio calls seen within the tolerance: the same signed call twice is a replay.
 * Rows older than the tolerance are deleted as new ones arrive.
 */
export const casinoStudioSignatures = pgTable(
  'casino_studio_signatures',
  {
    signature: text('signature').primaryKey(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('casino_studio_signatures_seen').on(table.seenAt)],
);

/**
 * Games an operator turned off (a row with enabled = false) or on again. A game without a row
 * is on. A game turned off leaves the lobby and takes no new round; an open round may finish.
 */
export const casinoGameSwitches = pgTable('casino_game_switches', {
  game: text('game').primaryKey(),
  enabled: boolean('enabled').notNull(),
  operatorId: integer('operator_id').notNull(),
  reason: text('reason').notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
});

/** Every operator's act on the casino, in order. */
export const casinoAudit = pgTable(
  'casino_audit',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id').notNull(),
    action: text('action').$type<'game_on' | 'game_off'>().notNull(),
    game: text('game').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('casino_audit_game').on(table.game, table.id),
    check('casino_audit_action', sql`${table.action} in ('game_on', 'game_off')`),
  ],
);

/**
 * A shared table's hash chain (packages/domain/src/casino/hash-chain.ts): the secret seed, the
 * published commitment (its `length`-th hash) and salt. Rounds take positions 1, 2, … until the
 * chain is used up, then a new chain is drawn and published.
 */
export const casinoTableChains = pgTable(
  'casino_table_chains',
  {
    id: serial('id').primaryKey(),
    game: text('game').notNull(),
    seed: text('seed').notNull(),
    commitment: text('commitment').notNull(),
    salt: text('salt').notNull(),
    length: integer('length').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('casino_table_chains_game').on(table.game, table.id),
    check('casino_table_chains_length', sql`${table.length} > 0`),
  ],
);

export const TABLE_ROUND_PHASES = ['betting', 'running', 'settled'] as const;
export type TableRoundPhase = (typeof TABLE_ROUND_PHASES)[number];

/**
 * One round of a shared table, for every player. Its hash and outcome are written when it
 * opens (any instance can then judge a cash-out) and shown only once it is settled.
 */
export const casinoTableRounds = pgTable(
  'casino_table_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    game: text('game').notNull(),
    chainId: integer('chain_id').notNull(),
    position: integer('position').notNull(),
    hash: text('hash').notNull(),
    outcome: jsonb('outcome').notNull(),
    phase: text('phase').$type<TableRoundPhase>().notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    bettingClosesAt: timestamp('betting_closes_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('casino_table_rounds_place').on(table.chainId, table.position),
    // One round in play per table.
    uniqueIndex('casino_table_rounds_one_live')
      .on(table.game)
      .where(sql`${table.phase} <> 'settled'`),
    index('casino_table_rounds_game').on(table.game, table.id),
    check('casino_table_rounds_phase', sql`${table.phase} in ('betting', 'running', 'settled')`),
  ],
);

/**
 * A progressive jackpot's pot in one currency (packages/domain/src/casino/jackpot.ts). Its
 * amount is what the ledger's house_jackpot account holds for it; `carry` counts hundredths of a
 * minor unit of contributions not yet whole. The terms are fixed when the pot opens, so every
 * spin's draw can be checked against them.
 */
export const casinoJackpots = pgTable(
  'casino_jackpots',
  {
    id: serial('id').primaryKey(),
    game: text('game').notNull(),
    currencyId: integer('currency_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    carry: integer('carry').notNull().default(0),
    odds: bigint('odds', { mode: 'number' }).notNull(),
    seed: bigint('seed', { mode: 'number' }).notNull(),
    stakeCap: bigint('stake_cap', { mode: 'number' }).notNull(),
    wins: integer('wins').notNull().default(0),
    lastWin: bigint('last_win', { mode: 'number' }),
    lastWonAt: timestamp('last_won_at', { withTimezone: true }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('casino_jackpots_pot').on(table.game, table.currencyId),
    check('casino_jackpots_amount', sql`${table.amount} >= ${table.seed} and ${table.seed} > 0`),
    check('casino_jackpots_carry', sql`${table.carry} between 0 and 99`),
    check('casino_jackpots_terms', sql`${table.odds} > 0 and ${table.stakeCap} > 0`),
  ],
);
